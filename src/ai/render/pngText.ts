/**
 * Labels a PNG with text chunks (tEXt, Latin-1 keyword and text): the on-device renderer's files
 * say what they are — an on-device sketch, not a model's image — wherever the file travels.
 */
import { crc32 } from './pngDpi';

const latin1 = (t: string): number[] => [...t].map((c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63));

/** A copy of the PNG with a tEXt chunk per entry right after IHDR (existing ones with the same keywords are replaced). */
export function withPngText(png: Uint8Array, entries: Readonly<Record<string, string>>): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const keys = new Set(Object.keys(entries));
  const chunks: Uint8Array[] = [png.subarray(0, 8)];
  let offset = 8;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    const body = png.subarray(offset + 8, offset + 8 + length);
    const keyword = type === 'tEXt' ? String.fromCharCode(...body.subarray(0, Math.max(0, body.indexOf(0)))) : '';
    if (!(type === 'tEXt' && keys.has(keyword))) chunks.push(png.subarray(offset, end));
    if (type === 'IHDR') {
      for (const [k, v] of Object.entries(entries)) {
        const data = [...latin1(k), 0, ...latin1(v)];
        const chunk = new Uint8Array(12 + data.length);
        const cv = new DataView(chunk.buffer);
        cv.setUint32(0, data.length);
        chunk.set([0x74, 0x45, 0x58, 0x74], 4); // "tEXt"
        chunk.set(data, 8);
        cv.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
        chunks.push(chunk);
      }
    }
    offset = end;
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The PNG's tEXt entries (keyword → text). */
export function readPngText(png: Uint8Array): Record<string, string> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Record<string, string> = {};
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === 'tEXt') {
      const body = png.subarray(offset + 8, offset + 8 + length);
      const zero = body.indexOf(0);
      out[String.fromCharCode(...body.subarray(0, zero))] = String.fromCharCode(...body.subarray(zero + 1));
    }
    offset += 12 + length;
  }
  return out;
}
