/**
 * A PNG encoder for the render worker's pixels, built on the platform's own zlib
 * (`CompressionStream('deflate')`, the zlib format PNG's IDAT carries: RFC 1950 inside
 * ISO/IEC 15948 §10). Lossless: the file holds exactly the pixels given, 8 bits per channel.
 *
 * The render worker does NOT use it: it is the alternative the render benchmark weighs against
 * `OffscreenCanvas.convertToBlob` on the same canvases (scripts/bench-render.ts --encoders). In
 * Chromium 156 it was ≈ 5× slower (getImageData, the filter pass in JavaScript and zlib at its
 * default level, against Skia's native encoder) for files ≈ 20 % smaller with the same pixels;
 * docs/renderer.md has the figures. Kept so that comparison can be rerun.
 *
 * An opaque image is written as RGB (colour type 2), a quarter less to compress; one with any
 * transparency as RGBA (colour type 6), straight (not premultiplied) alpha, as ImageData holds it.
 */
import { crc32 } from './pngDpi';

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** PNG colour types (ISO/IEC 15948 §11.2.2). */
const COLOUR_RGB = 2;
const COLOUR_RGBA = 6;
/**
 * Row filter "Up" (type 2, §9.2): each byte minus the byte above. Flat skin and ink areas become
 * runs of zeros, as with "Sub", and it is one subtraction per byte with no dependency along the
 * row. Rows are filtered alike (no per-row search), which keeps the filter pass a few ms.
 */
const FILTER_UP = 2;

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Whether every pixel is fully opaque. */
export function isOpaque(rgba: Uint8ClampedArray | Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** The filtered scanlines (filter byte + row) of RGBA pixels, as RGB when `channels` is 3. */
export function filteredScanlines(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, channels: 3 | 4): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array(height * (stride + 1));
  // The first row has no row above: "Up" against zeros is the row itself.
  let prev = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const src = y * width * 4;
    if (channels === 4) row.set(rgba.subarray(src, src + stride));
    else for (let x = 0, s = src, d = 0; x < width; x++, s += 4, d += 3) {
      row[d] = rgba[s];
      row[d + 1] = rgba[s + 1];
      row[d + 2] = rgba[s + 2];
    }
    const at = y * (stride + 1);
    out[at] = FILTER_UP;
    for (let i = 0; i < stride; i++) out[at + 1 + i] = (row[i] - prev[i]) & 0xff;
    [prev, row] = [row, prev];
  }
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG of the pixels (RGBA, straight alpha, row-major, `width` × `height`). */
export async function encodePng(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Promise<Uint8Array> {
  if (rgba.length !== width * height * 4) throw new Error(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  const channels = isOpaque(rgba) ? 3 : 4;
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8; // bits per channel
  header[9] = channels === 3 ? COLOUR_RGB : COLOUR_RGBA;
  // header[10..12]: deflate compression, adaptive filtering, no interlace — all 0.
  const idat = await deflate(filteredScanlines(rgba, width, height, channels));
  const parts = [new Uint8Array(PNG_SIGNATURE), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
