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

export function flashPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const side = Math.min(width, height);
  const radius = side * RING_RADIUS;
  const stroke = side * STROKE;
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width + 1);
    rows[row] = 0; // filter: none
    const dy = y - height / 2;
    for (let x = 0; x < width; x += 1) {
      const dx = x - width / 2;
      const onRing = Math.abs(Math.hypot(dx, dy) - radius) < stroke;
      const onCross = (Math.abs(dx) < stroke / 2 || Math.abs(dy) < stroke / 2) && Math.hypot(dx, dy) < radius * 0.8;
      if (onRing || onCross) rows[row + 1 + x] = 0;
    }
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
