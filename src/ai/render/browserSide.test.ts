import { Resvg } from '@resvg/resvg-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintDrawing, type Canvas2D } from './paintDrawing.ts';
import { readPngDpi, withPngDpi } from './pngDpi.ts';
import { renderDesignDrawing } from '../../engine/render/renderDesign.ts';

describe('pngDpi', () => {
  const png = new Uint8Array(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#000"/></svg>').render().asPng());

  it('stamps 300 DPI into a PNG and keeps it a valid image', () => {
    const stamped = withPngDpi(png, 300);
    expect(readPngDpi(stamped)).toBe(300);
    // resvg decodes it back: the chunk and its CRC are well formed.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8"><image width="8" height="8" href="data:image/png;base64,${Buffer.from(stamped).toString('base64')}"/></svg>`;
    const px = new Resvg(svg).render().pixels;
    expect(px[0]).toBeLessThan(10);
    expect(px[3]).toBe(255);
  });

  it('replaces an existing resolution instead of adding a second one', () => {
    const twice = withPngDpi(withPngDpi(png, 72), 300);
    expect(readPngDpi(twice)).toBe(300);
    expect(twice.length).toBe(withPngDpi(png, 300).length);
  });

  it('rejects bytes that are not a PNG', () => {
    expect(() => withPngDpi(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]), 300)).toThrow(/not a PNG/);
  });
});

describe('paintDrawing', () => {
  class FakePath2D {
    constructor(public d: string) {}
  }
  beforeEach(() => vi.stubGlobal('Path2D', FakePath2D));
  afterEach(() => vi.unstubAllGlobals());

  it('paints every item of the drawing with its fill, stroke, clip, opacity and blur', () => {
    const { drawing } = renderDesignDrawing(
      { style: 'watercolor', bodyZone: 'arm', keywords: 'rose', size: 'medium', colors: 'colorful', description: '' },
      { seed: 3, size: '1024x1024', quality: 'standard' },
    );
    const calls: string[] = [];
    const state: Record<string, unknown> = {};
    const gradient = { addColorStop: vi.fn() };
    const ctx = new Proxy(state, {
      get(target, prop: string) {
        if (prop in target) return target[prop];
        if (prop === 'createLinearGradient' || prop === 'createRadialGradient') return () => gradient;
        return (...args: unknown[]) => calls.push(`${prop}:${args.length}:${String(target.filter ?? '')}`);
      },
      set(target, prop: string, value) {
        target[prop] = value;
        return true;
      },
    }) as unknown as Canvas2D;
    paintDrawing(ctx, drawing);
    const fills = calls.filter((c) => c.startsWith('fill:')).length;
    const strokes = calls.filter((c) => c.startsWith('stroke:')).length;
    const clips = calls.filter((c) => c.startsWith('clip:')).length;
    const blurred = calls.filter((c) => c.startsWith('fill:') && c.includes('blur(')).length;
    expect(fills).toBe(drawing.items.filter((i) => i.fill !== undefined && i.fill !== 'none').length);
    expect(strokes).toBe(drawing.items.filter((i) => i.stroke).length);
    expect(clips).toBe(drawing.items.filter((i) => i.clip).length);
    expect(blurred).toBeGreaterThan(0);
    expect(calls.filter((c) => c.startsWith('fillRect')).length).toBe(1);
  });
});
