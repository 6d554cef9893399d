/**
 * Stamps a PNG with its print resolution (a pHYs chunk) so a stencil prints at its real size:
 * canvas encoders never write one, and thermal stencil printers read it.
 */

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const INCHES_PER_METRE = 39.3701;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Dots per inch → pixels per metre, as pHYs stores it. */
export function dpiToPixelsPerMetre(dpi: number): number {
  return Math.round(dpi * INCHES_PER_METRE);
}

/** A copy of the PNG with a pHYs chunk right after IHDR (an existing pHYs is replaced). */
export function withPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  if (!PNG_SIGNATURE.every((b, i) => png[i] === b)) throw new Error('not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Uint8Array[] = [png.subarray(0, 8)];
  let offset = 8;
  let inserted = false;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    if (type !== 'pHYs') chunks.push(png.subarray(offset, end));
    if (type === 'IHDR' && !inserted) {
      const ppm = dpiToPixelsPerMetre(dpi);
      const chunk = new Uint8Array(21);
      const cv = new DataView(chunk.buffer);
      cv.setUint32(0, 9);
      chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
      cv.setUint32(8, ppm);
      cv.setUint32(12, ppm);
      chunk[16] = 1; // unit: metre
      cv.setUint32(17, crc32(chunk.subarray(4, 17)));
      chunks.push(chunk);
      inserted = true;
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

/** Read a PNG's pHYs resolution in DPI (undefined when absent). */
export function readPngDpi(png: Uint8Array): number | undefined {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === 'pHYs' && png[offset + 16] === 1) return Math.round(view.getUint32(offset + 8) / INCHES_PER_METRE);
    offset += 12 + length;
  }
  return undefined;
}
