import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { withPngDpi, readPngDpi } from './pngDpi.ts';
import { readPngText, withPngText } from './pngText.ts';

const png = new Uint8Array(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#000"/></svg>').render().asPng());

/** Decodes the PNG through resvg (it checks every chunk's CRC) and returns its first pixel. */
function firstPixel(bytes: Uint8Array): number[] {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" href="data:image/png;base64,${Buffer.from(bytes).toString('base64')}"/></svg>`;
  return [...new Resvg(svg).render().pixels.subarray(0, 4)];
}

describe('pngText', () => {
  it('labels a PNG with text chunks it can read back, and the image still decodes', () => {
    const labelled = withPngText(png, { Title: 'On-device sketch', Description: 'Drawn on this device, not by an AI model.' });
    expect(readPngText(labelled)).toEqual({ Title: 'On-device sketch', Description: 'Drawn on this device, not by an AI model.' });
    expect(String.fromCharCode(...labelled.subarray(12, 16))).toBe('IHDR');
    expect(firstPixel(labelled)).toEqual([0, 0, 0, 255]);
  });

  it('replaces a label rather than adding a second, and keeps other chunks (a stencil keeps its 300 DPI)', () => {
    const twice = withPngText(withPngText(png, { Title: 'old' }), { Title: 'On-device sketch' });
    expect(readPngText(twice)).toEqual({ Title: 'On-device sketch' });
    const stencil = withPngDpi(withPngText(png, { Title: 'On-device sketch' }), 300);
    expect(readPngDpi(stencil)).toBe(300);
    expect(readPngText(stencil).Title).toBe('On-device sketch');
  });
});
