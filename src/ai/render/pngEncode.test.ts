import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { encodePng } from './pngEncode.ts';
import { crc32 } from './pngDpi.ts';

interface Chunk {
  type: string;
  data: Uint8Array;
  crcOk: boolean;
}

function chunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    out.push({ type, data: png.subarray(at + 8, at + 8 + length), crcOk: view.getUint32(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return out;
}

/** Decode our own output the long way (inflate, undo each row's filter) to compare pixels exactly. */
function decode(png: Uint8Array): { width: number; height: number; channels: number; pixels: Uint8Array } {
  const cs = chunks(png);
  const ihdr = new DataView(cs[0].data.buffer, cs[0].data.byteOffset, 13);
  const width = ihdr.getUint32(0);
  const height = ihdr.getUint32(4);
  const channels = cs[0].data[9] === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(cs.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const v = raw[y * (stride + 1) + 1 + i];
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const left = i >= channels ? pixels[y * stride + i - channels] : 0;
      pixels[y * stride + i] = (filter === 2 ? v + up : filter === 1 ? v + left : filter === 0 ? v : NaN) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** A 37 × 23 test card: a gradient, a hard edge and noise, so every filter path sees varied bytes. */
function testCard(alpha: (x: number, y: number) => number): Uint8ClampedArray {
  const w = 37;
  const h = 23;
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      px[i] = x * 7;
      px[i + 1] = x > 18 ? 240 : 12;
      px[i + 2] = (x * 31 + y * 17) % 251;
      px[i + 3] = alpha(x, y);
    }
  }
  return px;
}

describe('encodePng', () => {
  it('writes an opaque image as an RGB PNG holding exactly its pixels', async () => {
    const px = testCard(() => 255);
    const png = await encodePng(px, 37, 23);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(chunks(png).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks(png).every((c) => c.crcOk)).toBe(true);
    const d = decode(png);
    expect([d.width, d.height, d.channels]).toEqual([37, 23, 3]);
    const rgb = Uint8Array.from(px.filter((_, i) => i % 4 !== 3));
    expect(d.pixels).toEqual(rgb);
  });

  it('keeps transparency: straight alpha in an RGBA PNG', async () => {
    const px = testCard((x, y) => (x + y) % 3 === 0 ? 0 : (x * 9) % 256);
    const d = decode(await encodePng(px, 37, 23));
    expect(d.channels).toBe(4);
    expect(d.pixels).toEqual(Uint8Array.from(px));
  });

  it('is read by another decoder (resvg) as the same picture', async () => {
    const w = 8;
    const px = new Uint8ClampedArray(w * w * 4);
    for (let i = 0; i < w * w; i++) px.set(i < 32 ? [200, 30, 40, 255] : [0, 0, 0, 0], i * 4);
    const png = await encodePng(px, w, w);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/></svg>`;
    const out = new Resvg(svg).render().pixels;
    expect([...out.subarray(0, 4)]).toEqual([200, 30, 40, 255]);
    expect(out[(7 * w + 7) * 4 + 3]).toBe(0);
  });

  it('refuses pixels that do not match the size', async () => {
    await expect(encodePng(new Uint8ClampedArray(10), 2, 2)).rejects.toThrow(/expected 16 bytes/);
  });
});
