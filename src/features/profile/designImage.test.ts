import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, designFileName, localImage } from './designImage';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

describe('design images', () => {
  it('decodes a PNG data URL without fetch (CSP)', async () => {
    const blob = dataUrlToBlob(PNG);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('uses only a PNG data URL as the local image, and names files from the brief', () => {
    expect(localImage({ id: 'a', user_id: 'u', image: PNG })).toBe(PNG);
    expect(localImage({ id: 'a', user_id: 'u', image: 'javascript:alert(1)' })).toBeNull();
    expect(designFileName({ id: '0123456789', user_id: 'u', style: 'neo-traditional', placement: 'upper arm' })).toBe('inkclarity-neo-traditional-upper-arm-01234567.png');
  });
});
