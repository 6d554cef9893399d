import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { AUTO_FILL_DEFAULTS, COLOR_OPTIONS, STYLE_OPTIONS, type DesignSlots } from '../designBrief.ts';
import { itemsBounds } from './drawing.ts';
import {
  RENDER_SIZES,
  type RenderOptions,
  STENCIL_DPI,
  quotedWords,
  renderDesignDrawing,
  renderDesignSvg,
  renderStencilSvg,
  stencilSize,
  suggestedRenderSize,
} from './renderDesign.ts';
import { SUBJECTS } from './subjects.ts';

const brief = (p: Partial<DesignSlots> = {}): DesignSlots => ({
  style: 'traditional',
  bodyZone: 'shoulder',
  keywords: 'rose',
  size: 'medium',
  colors: 'colorful',
  description: '',
  ...p,
});

const SQUARE: RenderOptions = { seed: 42, size: '1024x1024', quality: 'standard' };

function png(svg: string, width?: number): Buffer {
  return new Resvg(svg, width ? { fitTo: { mode: 'width', value: width } } : {}).render().asPng();
}

function pixels(svg: string, width: number): Uint8Array {
  const img = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  return img.pixels;
}

/** Count pixels darker than `level` inside a region given as shares of the image. */
function darkPixels(px: Uint8Array, width: number, region: { x0: number; y0: number; x1: number; y1: number }, level = 128): number {
  const height = px.length / 4 / width;
  let n = 0;
  for (let y = Math.floor(region.y0 * height); y < Math.floor(region.y1 * height); y++) {
    for (let x = Math.floor(region.x0 * width); x < Math.floor(region.x1 * width); x++) {
      const i = (y * width + x) * 4;
      if ((px[i] + px[i + 1] + px[i + 2]) / 3 < level) n++;
    }
  }
  return n;
}

describe('subjects', () => {
  it('knows at least 60 subjects, each with artwork', () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(60);
    for (const s of SUBJECTS) expect(s.art.length).toBeGreaterThan(0);
  });

  // Every artwork is analysed for its line art the first time it is drawn: on a loaded machine
  // the first pass over ~100 subjects takes tens of seconds.
  it('renders every subject (and every artwork variant, via seeds) as the centrepiece', { timeout: 180_000 }, () => {
    for (const s of SUBJECTS) {
      const seen = new Set<string>();
      for (let seed = 0; seed < 12; seed++) {
        const r = renderDesignSvg(brief({ keywords: s.synonyms[0], style: STYLE_OPTIONS[seed % 8] }), { ...SQUARE, seed });
        expect(r.subjects[0], `${s.id} via "${s.synonyms[0]}"`).toBe(s.id);
        expect(r.drawing.items.length).toBeGreaterThan(1);
        expect(r.svg.startsWith('<svg')).toBe(true);
        seen.add(r.svg);
      }
      expect(seen.size).toBeGreaterThan(1);
    }
  });
});

describe('styles', () => {
  it('renders every style in every colours option without error', () => {
    for (const style of STYLE_OPTIONS) {
      for (const colors of [...COLOR_OPTIONS, 'black and grey with red accents', '']) {
        const r = renderDesignSvg(brief({ style, colors, keywords: 'wolf moon' }), SQUARE);
        expect(r.style).toBe(style);
        expect(r.drawing.items.length).toBeGreaterThan(3);
      }
    }
  });

  it('gives each style its own look: the eight renders of one brief all differ clearly', () => {
    const renders = STYLE_OPTIONS.map((style) => pixels(renderDesignSvg(brief({ style, keywords: 'skull' }), SQUARE).svg, 128));
    for (let i = 0; i < renders.length; i++) {
      for (let j = i + 1; j < renders.length; j++) {
        let diff = 0;
        for (let k = 0; k < renders[i].length; k += 4) if (Math.abs(renders[i][k] - renders[j][k]) > 40) diff++;
        expect(diff, `${STYLE_OPTIONS[i]} vs ${STYLE_OPTIONS[j]}`).toBeGreaterThan(128 * 128 * 0.03);
      }
    }
  });
});

describe('determinism', () => {
  it('gives identical PNG bytes for the same brief and seed', () => {
    for (const style of ['watercolor', 'realistic', 'japanese'] as const) {
      const b = brief({ style, keywords: 'phoenix rebirth flames', description: 'with "rise"' });
      const a = png(renderDesignSvg(b, SQUARE).svg);
      const c = png(renderDesignSvg(b, SQUARE).svg);
      expect(Buffer.compare(a, c)).toBe(0);
    }
  });

  it('gives different designs for different seeds', () => {
    for (const style of STYLE_OPTIONS) {
      const b = brief({ style, keywords: 'snake dagger' });
      const a = png(renderDesignSvg(b, { ...SQUARE, seed: 1 }).svg, 256);
      const c = png(renderDesignSvg(b, { ...SQUARE, seed: 2 }).svg, 256);
      expect(Buffer.compare(a, c), style).not.toBe(0);
    }
  });
});

describe('keywords', () => {
  it('composes several keywords into one design', () => {
    const r = renderDesignSvg(brief({ keywords: 'phoenix rebirth flames' }), SQUARE);
    expect(r.subjects).toEqual(['phoenix', 'flame']);
    const rs = renderDesignSvg(brief({ keywords: 'skull, roses and a snake' }), SQUARE);
    expect(rs.subjects).toEqual(['skull', 'rose', 'snake']);
  });

  it('finds subjects through synonyms and typos', () => {
    expect(renderDesignSvg(brief({ keywords: 'sakura' }), SQUARE).subjects[0]).toBe('cherry-blossom');
    expect(renderDesignSvg(brief({ keywords: 'cherry blossom' }), SQUARE).subjects[0]).toBe('cherry-blossom');
    expect(renderDesignSvg(brief({ keywords: 'pheonix' }), SQUARE).subjects[0]).toBe('phoenix');
    expect(renderDesignSvg(brief({ keywords: 'butterfy' }), SQUARE).subjects[0]).toBe('butterfly');
    expect(renderDesignSvg(brief({ keywords: 'kraken' }), SQUARE).subjects[0]).toBe('octopus');
  });

  it('falls back to the description when the keywords name no subject', () => {
    const r = renderDesignSvg(brief({ keywords: '', description: 'a wolf howling at the moon, with "Stay wild"' }), SQUARE);
    expect(r.subjects).toEqual(['wolf', 'moon']);
    expect(r.lettering).toEqual(['Stay wild']);
  });

  it('reads single-quoted words as lettering but not apostrophes', () => {
    expect(quotedWords("I'd like 'carpe diem' on it, don't forget")).toEqual(['carpe diem']);
    expect(quotedWords('“Mom” and "Dad"')).toEqual(['Mom', 'Dad']);
  });

  it('turns an unknown keyword into the style\'s own motifs with the word lettered, never an empty image or letters alone', () => {
    for (const style of STYLE_OPTIONS) {
      const r = renderDesignSvg(brief({ style, keywords: 'ohana' }), SQUARE);
      expect(r.lettering).toEqual(['ohana']);
      expect(r.subjects.length, style).toBeGreaterThan(0);
      expect(darkPixels(pixels(r.svg, 256), 256, { x0: 0, y0: 0, x1: 1, y1: 1 })).toBeGreaterThan(300);
    }
    const empty = renderDesignSvg(brief({ keywords: '', description: '' }), SQUARE);
    expect(empty.subjects).toEqual(['swallow', 'rose']);
    expect(empty.lettering).toEqual([]);
    expect(darkPixels(pixels(empty.svg, 256), 256, { x0: 0, y0: 0, x1: 1, y1: 1 })).toBeGreaterThan(300);
  });
});

describe('lettering', () => {
  it('letters quoted words from the description under the subject', () => {
    for (const style of ['minimalist', 'realistic', 'tribal', 'watercolor', 'geometric'] as const) {
      const plain = renderDesignSvg(brief({ style, keywords: 'rose' }), SQUARE);
      const lettered = renderDesignSvg(brief({ style, keywords: 'rose', description: 'Add the words "Stay Wild" please' }), SQUARE);
      expect(lettered.lettering).toEqual(['Stay Wild']);
      const band = { x0: 0.1, y0: 0.8, x1: 0.9, y1: 0.97 };
      const before = darkPixels(pixels(plain.svg, 256), 256, band);
      const after = darkPixels(pixels(lettered.svg, 256), 256, band);
      expect(after, style).toBeGreaterThan(before + 40);
    }
  });

  it('letters on a banner in banner styles', () => {
    for (const style of ['traditional', 'neo-traditional', 'japanese'] as const) {
      const mom = renderDesignSvg(brief({ style, keywords: 'anchor', description: 'banner saying "MOM"' }), SQUARE);
      const other = renderDesignSvg(brief({ style, keywords: 'anchor', description: 'banner saying "WILD AT HEART"' }), SQUARE);
      expect(mom.lettering).toEqual(['MOM']);
      // Same design, different words: only the banner's lettering changes.
      const a = pixels(mom.svg, 256);
      const b = pixels(other.svg, 256);
      let inBand = 0;
      let outside = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (Math.abs(a[i] - b[i]) < 60) continue;
        const y = Math.floor(i / 4 / 256) / 256;
        if (y > 0.7) inBand++;
        else outside++;
      }
      expect(inBand, style).toBeGreaterThan(150);
      expect(outside, style).toBeLessThan(inBand / 4);
    }
  });
});

describe('canvas', () => {
  it('never draws outside the canvas (bounding box of every item)', () => {
    for (const style of STYLE_OPTIONS) {
      for (const size of RENDER_SIZES) {
        for (const bodyZone of ['forearm', 'chest', 'shoulder']) {
          for (const sz of ['small', 'extra-large']) {
            const r = renderDesignDrawing(
              brief({ style, bodyZone, size: sz, keywords: 'eagle snake rose flames', description: '"Never give up"' }),
              { seed: 9, size, quality: 'standard' },
            );
            const b = itemsBounds(r.drawing.items);
            const label = `${style} ${size} ${bodyZone} ${sz}`;
            expect(b.x0, label).toBeGreaterThanOrEqual(0);
            expect(b.y0, label).toBeGreaterThanOrEqual(0);
            expect(b.x1, label).toBeLessThanOrEqual(r.drawing.width);
            expect(b.y1, label).toBeLessThanOrEqual(r.drawing.height);
          }
        }
      }
    }
  });

  it('honours the Advanced Options sizes and HD (twice the pixels per side)', () => {
    for (const size of RENDER_SIZES) {
      const [w, h] = size.split('x').map(Number);
      const std = renderDesignSvg(brief(), { ...SQUARE, size });
      expect([std.width, std.height]).toEqual([w, h]);
      const hd = renderDesignSvg(brief(), { ...SQUARE, size, quality: 'hd' });
      expect([hd.width, hd.height]).toEqual([w * 2, h * 2]);
      expect(hd.drawing.items.length).toBeGreaterThan(std.drawing.items.length - 1);
    }
  });

  it('shapes the design to the body zone: forearm tall, chest wide', () => {
    const tall = itemsBounds(renderDesignDrawing(brief({ style: 'japanese', bodyZone: 'forearm' }), SQUARE).drawing.items);
    const wide = itemsBounds(renderDesignDrawing(brief({ style: 'japanese', bodyZone: 'chest' }), SQUARE).drawing.items);
    expect(tall.y1 - tall.y0).toBeGreaterThan((tall.x1 - tall.x0) * 1.3);
    expect(wide.x1 - wide.x0).toBeGreaterThan((wide.y1 - wide.y0) * 1.3);
    expect(suggestedRenderSize('forearm')).toBe('1024x1792');
    expect(suggestedRenderSize('chest')).toBe('1792x1024');
  });

  it('puts more detail into bigger tattoos', () => {
    const count = (size: string): number => renderDesignDrawing(brief({ style: 'watercolor', size }), SQUARE).drawing.items.length;
    expect(count('extra-large')).toBeGreaterThan(count('small'));
  });
});

type Px = [number, number, number];

function everyPixel(px: Uint8Array, ok: (p: Px) => boolean): { bad: number; total: number } {
  let bad = 0;
  for (let i = 0; i < px.length; i += 4) if (!ok([px[i], px[i + 1], px[i + 2]])) bad++;
  return { bad, total: px.length / 4 };
}

function countPixels(px: Uint8Array, ok: (p: Px) => boolean): number {
  return everyPixel(px, (p) => !ok(p)).bad;
}

const neutral = ([r, g, b]: Px): boolean => Math.max(r, g, b) - Math.min(r, g, b) <= 6;
/** Red, its tints and shades, or a neutral: green and blue stay equal. */
const reddish = ([r, g, b]: Px): boolean => Math.abs(g - b) <= 10 && r >= g - 6;
const strongRed = ([r, g, b]: Px): boolean => r - g > 80 && r - b > 80;
const cool = ([r, g, b]: Px): boolean => r <= Math.max(g, b) + 8;

function hueBuckets(px: Uint8Array): number {
  const buckets = new Array<number>(12).fill(0);
  let total = 0;
  for (let i = 0; i < px.length; i += 4) {
    const r = px[i] / 255;
    const g = px[i + 1] / 255;
    const b = px[i + 2] / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    total++;
    if (max - min < 0.3) continue;
    let h = max === r ? ((g - b) / (max - min)) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
    if (h < 0) h += 6;
    buckets[Math.floor(h * 2) % 12]++;
  }
  return buckets.filter((n) => n > total * 0.002).length;
}

describe('palette', () => {
  const SIDE = 192;
  const render = (style: string, colors: string, keywords = 'phoenix rebirth flames'): Uint8Array =>
    pixels(renderDesignSvg(brief({ style, colors, keywords, description: '"Rise"' }), SQUARE).svg, SIDE);

  it('black only: nothing but black ink on white, drawn without tints or translucency', () => {
    for (const style of STYLE_OPTIONS) {
      const r = renderDesignSvg(brief({ style, colors: 'black only', keywords: 'phoenix rebirth flames' }), SQUARE);
      for (const it of r.drawing.items) {
        const fill = typeof it.fill === 'object' && it.fill.kind === 'hatch' ? it.fill.color : it.fill;
        if (fill !== undefined && fill !== 'none') expect(['#000000', '#ffffff'], style).toContain(fill);
        if (it.stroke) expect(['#000000', '#ffffff'], style).toContain(it.stroke);
        expect(it.opacity ?? 1, style).toBe(1);
        expect(it.blur, style).toBeUndefined();
      }
      expect(everyPixel(pixels(r.svg, SIDE), neutral).bad, style).toBe(0);
    }
  });

  it('black and grey: only neutral tones', () => {
    for (const style of STYLE_OPTIONS) expect(everyPixel(render(style, 'black and grey'), neutral).bad, style).toBe(0);
  });

  it('red and black: only reds and neutrals, and red is there', () => {
    for (const style of STYLE_OPTIONS) {
      const px = render(style, 'red and black');
      expect(everyPixel(px, reddish).bad, style).toBe(0);
      if (style !== 'tribal') expect(countPixels(px, strongRed), style).toBeGreaterThan(20);
    }
  });

  it('blue and green: no warm colour, and blue and green both appear', () => {
    for (const style of STYLE_OPTIONS) {
      const px = render(style, 'blue and green');
      expect(everyPixel(px, cool).bad, style).toBe(0);
      if (style !== 'tribal' && style !== 'minimalist') {
        expect(countPixels(px, ([r, g, b]) => b - r > 60 && b >= g), `${style} blue`).toBeGreaterThan(20);
        expect(countPixels(px, ([r, g, b]) => g - r > 40 && g > b), `${style} green`).toBeGreaterThan(20);
      }
    }
  });

  it('black and grey with red accents (the auto-fill value): neutrals plus a red accent', () => {
    for (const style of STYLE_OPTIONS) {
      for (const keywords of ['phoenix rebirth flames', 'lion']) {
        const px = render(style, AUTO_FILL_DEFAULTS.colors, keywords);
        expect(everyPixel(px, reddish).bad, `${style} ${keywords}`).toBe(0);
        expect(countPixels(px, strongRed), `${style} ${keywords}`).toBeGreaterThan(5);
        expect(countPixels(px, (p) => neutral(p) && p[0] > 40 && p[0] < 215), `${style} ${keywords}`).toBeGreaterThan(20);
      }
    }
  });

  it('colorful: several hues', () => {
    for (const style of ['traditional', 'neo-traditional', 'japanese', 'watercolor', 'geometric'] as const) {
      expect(hueBuckets(render(style, 'colorful', 'swallow rose')), style).toBeGreaterThanOrEqual(2);
    }
    expect(hueBuckets(render('minimalist', 'colorful'))).toBeGreaterThanOrEqual(1);
  });
});

describe('stencil', () => {
  it('is clean black line work on white at 300 DPI for the tattoo size', () => {
    const b = brief({ style: 'neo-traditional', keywords: 'phoenix rebirth flames', size: 'medium', colors: 'colorful' });
    const size = stencilSize(b, '1024x1792');
    expect(size.dpi).toBe(STENCIL_DPI);
    expect(size.heightCm).toBe(12);
    expect(size.heightPx).toBe(Math.round((12 / 2.54) * 300));
    const r = renderStencilSvg(b, { seed: 1, size: '1024x1792', quality: 'standard' });
    expect([r.width, r.height]).toEqual([size.widthPx, size.heightPx]);
    for (const it of r.drawing.items) {
      expect([undefined, '#ffffff']).toContain(it.fill);
      expect(it.stroke).toBe('#000000');
    }
    const px = pixels(r.svg, 300);
    expect(everyPixel(px, neutral).bad).toBe(0);
    expect(darkPixels(px, 300, { x0: 0, y0: 0, x1: 1, y1: 1 })).toBeGreaterThan(500);
    const bounds = itemsBounds(r.drawing.items);
    expect(bounds.x0).toBeGreaterThanOrEqual(0);
    expect(bounds.y1).toBeLessThanOrEqual(r.height);
  });
});
