import { describe, expect, it } from 'vitest';
import { MAX_EXPORT_PIXELS, exportSize } from './previewImages';

describe('exportSize', () => {
  it('keeps a photo within the cap at its own size', () => {
    expect(exportSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(exportSize(1600, 1500)).toEqual({ width: 1600, height: 1500 });
  });

  it('scales a 12 MP photo down to the cap, keeping its shape', () => {
    const { width, height } = exportSize(4000, 3000);
    expect(width * height).toBeLessThanOrEqual(MAX_EXPORT_PIXELS);
    expect(width * height).toBeGreaterThan(MAX_EXPORT_PIXELS * 0.99);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    expect({ width, height }).toEqual({ width: 1788, height: 1341 });
  });

  it('keeps a tall phone photo tall', () => {
    const { width, height } = exportSize(3024, 4032);
    expect(height).toBeGreaterThan(width);
    expect(width * height).toBeLessThanOrEqual(MAX_EXPORT_PIXELS);
    expect(width / height).toBeCloseTo(3024 / 4032, 2);
  });
});
