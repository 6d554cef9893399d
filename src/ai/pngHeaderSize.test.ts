import { describe, expect, it } from 'vitest';
import { pngHeaderSize } from './cloudProvider';

describe('pngHeaderSize', () => {
  it('reads the width and height a provider really returned from the PNG header', () => {
    const bytes = new Uint8Array(33);
    bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
    new DataView(bytes.buffer).setUint32(16, 1792);
    new DataView(bytes.buffer).setUint32(20, 1024);
    expect(pngHeaderSize(bytes)).toEqual({ width: 1792, height: 1024 });
  });

  it('says null for bytes that are not a PNG', () => {
    expect(pngHeaderSize(new TextEncoder().encode('<html>not an image at all</html>'))).toBeNull();
    expect(pngHeaderSize(new Uint8Array(4))).toBeNull();
  });
});
