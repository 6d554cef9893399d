import { describe, expect, it } from 'vitest';
import { PREVIEW_PX, previewSize } from './previewSize';

describe('previewSize', () => {
  it('keeps the drawing’s shape with the asked-for long side', () => {
    expect(previewSize({ width: 1024, height: 1024 }, PREVIEW_PX)).toEqual({ width: 192, height: 192, scale: 0.1875 });
    const tall = previewSize({ width: 1024, height: 1792 }, 192);
    expect(tall.height).toBe(192);
    expect(tall.width).toBe(110);
    expect(tall.scale * 1792).toBeCloseTo(192);
    expect(previewSize({ width: 1792, height: 1024 }, 96)).toMatchObject({ width: 96, height: 55 });
  });

  it('caps a preview at 512 px and never makes an empty canvas', () => {
    expect(previewSize({ width: 1024, height: 1024 }, 4096)).toMatchObject({ width: 512, height: 512 });
    expect(previewSize({ width: 10_000, height: 10 }, 2).height).toBe(1);
  });

  it('refuses a size that is not a pixel count', () => {
    expect(() => previewSize({ width: 1024, height: 1024 }, 0)).toThrow(/at least 1 pixel/);
    expect(() => previewSize({ width: 1024, height: 1024 }, Number.NaN)).toThrow(/at least 1 pixel/);
  });
});
