/**
 * A real PNG of any size for the image stand-in: a black ring and cross on white (tattoo flash
 * shapes), 8-bit greyscale, so the app can show and measure it like a model's image.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** Ring radius and stroke as fractions of the shorter side. */
const RING_RADIUS = 0.34;
const STROKE = 0.02;

/** Sets the pixels of row `row` from x0 to x1 (inclusive, clipped) to black. */
function ink(rows: Buffer, width: number, row: number, x0: number, x1: number): void {
  const from = Math.max(0, Math.ceil(x0));
  const to = Math.min(width - 1, Math.floor(x1));
  if (to >= from) rows.fill(0, row * (width + 1) + 1 + from, row * (width + 1) + 2 + to);
}

/** One drawing per size per process: an image request is then answered at once. */
const drawn = new Map<string, Buffer>();

export function flashPng(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const png = drawFlash(width, height);
  drawn.set(key, png);
  return png;
}

function drawFlash(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const side = Math.min(width, height);
  const radius = side * RING_RADIUS;
  const stroke = side * STROKE;
  const cx = width / 2;
  const rows = Buffer.alloc((width + 1) * height, 255);
  // Row by row, the ring and the cross are spans of x: a few fills per row instead of a test per pixel.
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0; // filter: none
    const dy = y - height / 2;
    const outer = (radius + stroke) ** 2 - dy * dy;
    if (outer > 0) {
      const inner = (radius - stroke) ** 2 - dy * dy;
      const far = Math.sqrt(outer);
      const near = inner > 0 ? Math.sqrt(inner) : 0;
      ink(rows, width, y, cx - far, cx - near);
      ink(rows, width, y, cx + near, cx + far);
    }
    const arm = radius * 0.8;
    if (Math.abs(dy) < stroke / 2) ink(rows, width, y, cx - arm, cx + arm);
    else if (Math.abs(dy) < arm) ink(rows, width, y, cx - stroke / 2, cx + stroke / 2);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
