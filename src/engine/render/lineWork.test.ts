/**
 * Issue #34: the drawing measured, not its exact pixels — the line-weight hierarchy (from the
 * drawing's items and from the rasterised strokes), the transparent export staying inside the
 * design, each style's rules and each zone's shape (the line-work SVG: lineArtSvg.test.ts).
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { STYLE_OPTIONS, type TattooStyle } from '../designBrief.ts';
import { type DrawItem, itemsBounds } from './drawing.ts';
import { insideDistance } from './form/distance.ts';
import { thin } from './form/trace.ts';
import { type RenderOptions, renderDesignDrawing, renderDesignSvg } from './renderDesign.ts';
import { drawingToSvg } from './svg.ts';
import { paperToTransparent } from './transparency.ts';
import { roseBrief } from '../../../tests/fixtures/designBriefs';

/** The eight subjects a collector judges flash by. */
const FLASH = ['koi', 'wolf', 'rose', 'skull', 'dagger', 'snake', 'swallow', 'phoenix'];
const WEIGHTED_STYLES = STYLE_OPTIONS.filter((s) => s !== 'minimalist');
const SQUARE: RenderOptions = { seed: 7, size: '1024x1024', quality: 'standard' };

const brief = roseBrief;

const heroLines = (
  items: readonly DrawItem[],
  role: 'contour' | 'interior',
): DrawItem[] => items.filter((it) => it.owner === 'hero' && it.lineRole === role && it.stroke !== undefined);

function raster(svg: string, width: number): { px: Uint8Array; width: number; height: number } {
  const img = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
  // One read of `pixels` (each read copies the image), kept as its own array.
  return { px: new Uint8Array(img.pixels), width: img.width, height: img.height };
}

/**
 * The typical thickness of the ink in an image (pixels): twice the median depth of the ink at its
 * centre lines — what an eye reads as "how heavy is this line".
 */
function strokeThickness(px: Uint8Array, width: number, height: number): number {
  const n = Math.max(width, height);
  const ink = new Uint8Array(n * n);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) ink[y * n + x] = px[(y * width + x) * 4] < 128 ? 1 : 0;
  const depth = insideDistance(ink, n);
  const centre = thin(ink, n);
  const depths: number[] = [];
  for (let i = 0; i < centre.length; i++) if (centre[i]) depths.push(depth[i]);
  depths.sort((a, b) => a - b);
  return 2 * depths[Math.floor(depths.length / 2)];
}

describe('line work', () => {
  it('draws every flash subject with an outer contour at least twice the weight of its interior lines', () => {
    for (const style of WEIGHTED_STYLES) {
      for (const keywords of FLASH) {
        const { drawing } = renderDesignDrawing(brief({ style, keywords }), SQUARE);
        const contour = heroLines(drawing.items, 'contour');
        const interior = heroLines(drawing.items, 'interior');
        const label = `${style} ${keywords}`;
        expect(contour.length, label).toBeGreaterThan(0);
        expect(interior.length, label).toBeGreaterThan(0);
        const thinnest = Math.min(...contour.map((it) => it.strokeWidth ?? 0));
        const heaviest = Math.max(...interior.map((it) => it.strokeWidth ?? 0));
        expect(thinnest, label).toBeGreaterThanOrEqual(2 * heaviest);
      }
    }
  });

  it('keeps the hierarchy as drawn: the rasterised contour is at least twice as thick as the interior lines', () => {
    for (const [style, keywords] of [
      ['traditional', 'skull'],
      ['traditional', 'rose'],
      ['neo-traditional', 'wolf'],
      ['japanese', 'koi'],
      ['geometric', 'dagger'],
    ] as const) {
      const { drawing } = renderDesignDrawing(brief({ style, keywords }), SQUARE);
      const only = (role: 'contour' | 'interior'): string =>
        drawingToSvg({ ...drawing, items: heroLines(drawing.items, role).map((it) => ({ ...it, stroke: '#000000', opacity: 1, clip: undefined })) });
      const c = raster(only('contour'), 512);
      const i = raster(only('interior'), 512);
      expect(strokeThickness(c.px, c.width, c.height), `${style} ${keywords}`).toBeGreaterThanOrEqual(2 * strokeThickness(i.px, i.width, i.height));
    }
  });

  it('draws minimalist and fine line in one light weight', () => {
    for (const keywords of FLASH) {
      const { drawing } = renderDesignDrawing(brief({ style: 'minimalist', keywords }), SQUARE);
      const widths = new Set([
        ...heroLines(drawing.items, 'contour'),
        ...heroLines(drawing.items, 'interior'),
      ].map((it) => Math.round((it.strokeWidth ?? 0) * 100)));
      expect(widths.size, keywords).toBe(1);
      expect([...widths][0] / 100, keywords).toBeLessThanOrEqual(4);
    }
  });

  it('never draws a subject as a letter: unknown words get the style\'s own motifs, with the words lettered', () => {
    for (const style of STYLE_OPTIONS) {
      const r = renderDesignDrawing(brief({ style, keywords: 'ohana' }), SQUARE);
      expect(r.subjects.length, style).toBeGreaterThan(0);
      expect(r.subjects, style).not.toContain('ornament');
      expect(r.lettering, style).toEqual(['ohana']);
      expect(heroLines(r.drawing.items, 'contour').length, style).toBeGreaterThan(0);
    }
  });
});

describe('transparent export', () => {
  it('puts no pixel outside the design\'s bounds, keeps the ink, and gives the design back over white', () => {
    for (const style of STYLE_OPTIONS) {
      const { drawing } = renderDesignDrawing(brief({ style, keywords: 'snake dagger', bodyZone: 'forearm' }), { ...SQUARE, size: '1024x1792' });
      const { px, width, height } = raster(drawingToSvg(drawing), 256);
      const k = width / drawing.width;
      const b = itemsBounds(drawing.items);
      // (A copy: a Buffer's slice would be a view of the rendered pixels.)
      const rgba = new Uint8Array(px);
      paperToTransparent(rgba);
      let inside = 0;
      let spilled = 0;
      let changed = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const a = rgba[i + 3];
          // Two pixels of slack for antialiasing at the bounds (the raster is a quarter of the design's size).
          const outside = x + 2 < b.x0 * k || x > b.x1 * k + 2 || y + 2 < b.y0 * k || y > b.y1 * k + 2;
          if (outside && a > 0) spilled++;
          else if (a > 0) inside++;
          // Over white the transparent pixel is the opaque design's pixel again.
          for (let c = 0; c < 3; c++) if (Math.abs(Math.round((rgba[i + c] * a + 255 * (255 - a)) / 255) - px[i + c]) > 2) changed++;
        }
      }
      expect(spilled, style).toBe(0);
      expect(changed, style).toBe(0);
      // Ink inside: a fine-line piece covers little of its canvas, but never nothing.
      expect(inside, style).toBeGreaterThan(width * height * 0.01);
    }
  });

  it('keys white paper to nothing, black to opaque black, grey to translucent black, a colour to itself', () => {
    const px = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255, 198, 40, 40, 255]);
    paperToTransparent(px);
    expect([...px.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...px.slice(4, 8)]).toEqual([0, 0, 0, 255]);
    expect([...px.slice(8, 11)]).toEqual([0, 0, 0]);
    expect(px[11]).toBe(127);
    expect(px[12]).toBeGreaterThan(180);
    expect(px[15]).toBe(215);
  });
});

/** Distinct colours (rounded to 16 levels) among the pixels that are neither paper nor neutral. */
function hues(px: Uint8Array): number {
  const seen = new Set<string>();
  for (let i = 0; i < px.length; i += 4) {
    const [r, g, b] = [px[i], px[i + 1], px[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) < 40) continue;
    const h = Math.round((Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI / 30);
    seen.add(String(h));
  }
  return seen.size;
}

describe('style rules', () => {
  const drawn = (style: TattooStyle, keywords: string, colors = '') => renderDesignDrawing(brief({ style, keywords, colors }), SQUARE);

  it('traditional: heavy contour, flat fills (no blends), a limited palette, black whip shading', () => {
    for (const keywords of FLASH) {
      const r = drawn('traditional', keywords, 'colorful');
      const subject = r.drawing.items.filter((it) => it.owner === undefined && it.kind === 'shape' && typeof it.fill === 'object');
      expect(subject.length, keywords).toBe(0);
      expect(Math.min(...heroLines(r.drawing.items, 'contour').map((it) => it.strokeWidth ?? 0)), keywords).toBeGreaterThanOrEqual(9);
      // Whip shading: a dense field of dots in ink.
      expect(r.drawing.items.some((it) => it.kind === 'shade' && it.fill === '#000000' && it.path.c.split('M').length > 200), keywords).toBe(true);
      expect(hues(raster(drawingToSvg(r.drawing), 192).px), keywords).toBeLessThanOrEqual(6);
    }
  });

  it('neo-traditional: colour blends and a contour that swells on the shadow side', () => {
    for (const keywords of FLASH) {
      const r = drawn('neo-traditional', keywords, 'colorful');
      expect(r.drawing.items.some((it) => typeof it.fill === 'object' && it.fill.kind === 'linear'), keywords).toBe(true);
      const widths = heroLines(r.drawing.items, 'contour').map((it) => it.strokeWidth ?? 0);
      expect(Math.max(...widths), keywords).toBeGreaterThanOrEqual(1.7 * Math.min(...widths));
    }
  });

  it('tribal and blackwork: the subject a bold black shape', () => {
    for (const keywords of FLASH) {
      const r = drawn('tribal', keywords);
      const solid = r.drawing.items.filter((it) => it.kind === 'shape' && it.fill === '#000000');
      expect(solid.length, keywords).toBeGreaterThan(0);
    }
  });

  it('realistic: greyscale shading modelled from the form, no spheres, no drop shadows, a soft line', () => {
    for (const keywords of FLASH) {
      const r = drawn('realistic', keywords, 'black and grey');
      expect(r.drawing.items.some((it) => typeof it.fill === 'object' && it.fill.kind === 'radial'), keywords).toBe(false);
      const bands = r.drawing.items.filter((it) => it.kind === 'shade' && it.blur && it.clip);
      expect(bands.length, keywords).toBeGreaterThanOrEqual(5);
      // A soft line: grey, not black, and light (its weight is the style's 4 px at most emphasised).
      const contour = heroLines(r.drawing.items, 'contour');
      for (const it of contour) expect(it.stroke, keywords).not.toBe('#000000');
      expect(Math.max(...contour.map((it) => it.strokeWidth ?? 0)), keywords).toBeLessThanOrEqual(8);
      // Many grey levels inside the subject: a smooth gradient, not a few flat tones.
      const { px } = raster(drawingToSvg(r.drawing), 256);
      const levels = new Set<number>();
      for (let i = 0; i < px.length; i += 4) if (px[i] < 250) levels.add(px[i]);
      expect(levels.size, keywords).toBeGreaterThan(60);
    }
  });

  it('geometric: dotwork inside a structure of fine lines', () => {
    for (const keywords of FLASH) {
      const r = drawn('geometric', keywords);
      expect(r.drawing.items.some((it) => it.kind === 'shade' && it.fill === '#000000' && it.path.c.split('M').length > 300), keywords).toBe(true);
      expect(r.drawing.items.some((it) => it.owner === undefined && it.stroke === '#000000' && (it.strokeWidth ?? 0) < 2.5), keywords).toBe(true);
    }
  });

  it('watercolor: washes bleeding past the line work', () => {
    for (const keywords of FLASH) {
      const r = drawn('watercolor', keywords, 'colorful');
      const contour = itemsBounds(heroLines(r.drawing.items, 'contour'));
      const washes = itemsBounds(r.drawing.items.filter((it) => it.blur !== undefined));
      expect(washes.x0 < contour.x0 || washes.y0 < contour.y0 || washes.x1 > contour.x1 || washes.y1 > contour.y1, keywords).toBe(true);
    }
  });

  it('japanese: cherry blossom, and a background of wind bars, waves or clouds', () => {
    for (const keywords of FLASH) {
      const { px } = raster(renderDesignSvg(brief({ style: 'japanese', keywords, colors: 'colorful' }), SQUARE).svg, 256);
      let pink = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i] > 230 && px[i + 1] > 160 && px[i + 1] < 200 && px[i + 2] > 185 && px[i + 2] < 215) pink++;
      expect(pink, keywords).toBeGreaterThan(40);
    }
  });
});

describe('body zones', () => {
  it('composes tall on a forearm and down the ribs, wide on a chest, in every style', () => {
    const zones = [
      ['forearm', '1024x1792', (w: number, h: number) => h > w * 1.25],
      ['ribs', '1024x1792', (w: number, h: number) => h > w * 1.1],
      ['chest', '1792x1024', (w: number, h: number) => w > h * 1.25],
    ] as const;
    for (const style of STYLE_OPTIONS) {
      for (const [bodyZone, size, ok] of zones) {
        const b = itemsBounds(renderDesignDrawing(brief({ style, bodyZone, keywords: 'skull rose', size: 'large' }), { ...SQUARE, size }).drawing.items);
        expect(ok(b.x1 - b.x0, b.y1 - b.y0), `${style} ${bodyZone} ${Math.round(b.x1 - b.x0)}×${Math.round(b.y1 - b.y0)}`).toBe(true);
      }
    }
  });
});
