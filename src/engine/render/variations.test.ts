import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { AUTO_FILL_DEFAULTS, STYLE_OPTIONS, type TattooStyle } from '../designBrief.ts';
import { itemsBounds } from './drawing.ts';
import { type RenderOptions, renderDesignDrawing, renderDesignSvg, renderStencilSvg } from './renderDesign.ts';
import { hashString } from './prng.ts';
import { CLASSIC, SETTING_COUNTS, variationFor } from './variation.ts';
import { roseBrief } from '../../../tests/fixtures/designBriefs';

const brief = roseBrief;

/** One typical brief per style (the contact sheet's variations row). */
const BRIEFS: Record<TattooStyle, string> = {
  tribal: 'eagle',
  traditional: 'swallow rose',
  minimalist: 'mountain moon',
  realistic: 'lion',
  watercolor: 'hummingbird',
  geometric: 'wolf',
  japanese: 'koi',
  'neo-traditional': 'phoenix rebirth flames',
};

/**
 * Four variations as the Design Studio asks for them: a design's seed and the next three. The
 * first set starts at 0 (the classic composition), the others at arbitrary 31-bit seeds.
 */
const SET_STARTS = [0, ...['a', 'b', 'c'].map((k) => hashString(`variations-test-${k}`) & 0x7fffffff)];
const SEED_SETS: number[][] = SET_STARTS.map((base) => [0, 1, 2, 3].map((i) => base + i));

const options = (seed: number): RenderOptions => ({ seed, size: '1024x1024', quality: 'standard' });
const SIDE = 128;

function pixels(svg: string, width = SIDE): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().pixels;
}

const inked = (px: Uint8Array, i: number): boolean =>
  (px[i] + px[i + 1] + px[i + 2]) / 3 < 235 || Math.max(px[i], px[i + 1], px[i + 2]) - Math.min(px[i], px[i + 1], px[i + 2]) > 20;

/**
 * Share of the inked area (ink in either image) whose colour changed by more than 40 levels in
 * any channel. Normalising by the ink, not the canvas, lets a fine-line minimalist piece and a
 * full Japanese background be judged alike.
 */
function inkChange(a: Uint8Array, b: Uint8Array): number {
  let ink = 0;
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (!inked(a, i) && !inked(b, i)) continue;
    ink++;
    if (Math.abs(a[i] - b[i]) > 40 || Math.abs(a[i + 1] - b[i + 1]) > 40 || Math.abs(a[i + 2] - b[i + 2]) > 40) changed++;
  }
  return ink ? changed / ink : 0;
}

/*
 * Thresholds, measured with inkChange on these briefs and seed sets. Before variations (seed =
 * random detail only) the mean over the six pairs of a set was 0.00 realistic, 0.04 traditional,
 * 0.22–0.29 minimalist, 0.15–0.31 geometric, 0.30–0.32 japanese and 0.24–0.26 neo-traditional —
 * the "four koi that differ in tiny details" of the issue; tribal (0.51–0.55) and watercolour
 * (0.80–0.89) already moved much ink through their random sweeps and washes. With variations
 * every style's mean is 0.49–0.91 and the weakest pair 0.25 (a mirrored lion inside the same
 * round vignette). So: every pair must change at least a fifth of its ink, and a set on average
 * well over the old japanese value.
 */
const MIN_PAIR_CHANGE = 0.2;
const MIN_MEAN_CHANGE = 0.45;

describe('variations', () => {
  it('keeps seed 0 as the classic composition', () => {
    for (const style of STYLE_OPTIONS) expect(variationFor(0, style)).toEqual(CLASSIC);
  });

  it('never repeats a setting-and-facing pair among four consecutive seeds', () => {
    for (const style of STYLE_OPTIONS) {
      for (const base of [1, 2, 3, 1000, 0x7ffffff0, hashString(style)]) {
        const picks = [0, 1, 2, 3].map((i) => variationFor(base + i, style));
        const keys = new Set(picks.map((v) => `${v.setting}/${v.mirror}`));
        expect(keys.size, `${style} from ${base}`).toBe(4);
        for (const v of picks) expect(v.setting).toBeLessThan(SETTING_COUNTS[style]);
      }
    }
  });

  it('gives four substantially different designs for one brief, in every style', { timeout: 240_000 }, () => {
    for (const style of STYLE_OPTIONS) {
      for (const seeds of SEED_SETS) {
        const px = seeds.map((seed) => pixels(renderDesignSvg(brief({ style, keywords: BRIEFS[style] }), options(seed)).svg));
        let sum = 0;
        for (let i = 0; i < px.length; i++) {
          for (let j = i + 1; j < px.length; j++) {
            const change = inkChange(px[i], px[j]);
            expect(change, `${style} seeds ${seeds[i]} vs ${seeds[j]}`).toBeGreaterThan(MIN_PAIR_CHANGE);
            sum += change;
          }
        }
        expect(sum / 6, `${style} seeds from ${seeds[0]}`).toBeGreaterThan(MIN_MEAN_CHANGE);
      }
    }
  });

  it('keeps the brief: same subjects, lettering, style and colours option in every variation', () => {
    for (const style of STYLE_OPTIONS) {
      const b = brief({ style, keywords: 'skull roses snake flames', colors: 'red and black', description: 'with "Memento"' });
      const first = renderDesignSvg(b, options(0));
      for (const seed of SEED_SETS.flat()) {
        const r = renderDesignSvg(b, options(seed));
        expect(r.subjects, `${style} ${seed}`).toEqual(first.subjects);
        expect(r.lettering).toEqual(first.lettering);
        expect(r.style).toBe(style);
        expect(r.palette).toBe(first.palette);
      }
    }
  });

  // Every colours option of every style over a set of seeds: slow on a loaded machine.
  it('keeps the colours contract in every variation', { timeout: 240_000 }, () => {
    const neutral = (px: Uint8Array, i: number): boolean => Math.max(px[i], px[i + 1], px[i + 2]) - Math.min(px[i], px[i + 1], px[i + 2]) <= 6;
    const reddish = (px: Uint8Array, i: number): boolean => Math.abs(px[i + 1] - px[i + 2]) <= 10 && px[i] >= px[i + 1] - 6;
    const strongRed = (px: Uint8Array, i: number): boolean => px[i] - px[i + 1] > 80 && px[i] - px[i + 2] > 80;
    const cool = (px: Uint8Array, i: number): boolean => px[i] <= Math.max(px[i + 1], px[i + 2]) + 8;
    const count = (px: Uint8Array, ok: (px: Uint8Array, i: number) => boolean): number => {
      let n = 0;
      for (let i = 0; i < px.length; i += 4) if (ok(px, i)) n++;
      return n;
    };
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEED_SETS[1]) {
        const render = (colors: string): Uint8Array => pixels(
          renderDesignSvg(brief({ style, colors, keywords: 'koi lotus', description: '"Flow"' }), options(seed)).svg,
          192,
        );
        const label = `${style} ${seed}`;
        const blackOnly = renderDesignSvg(brief({ style, colors: 'black only', keywords: 'koi lotus' }), options(seed));
        for (const it of blackOnly.drawing.items) {
          expect(it.opacity ?? 1, label).toBe(1);
          expect(it.blur, label).toBeUndefined();
        }
        expect(count(render('black and grey'), (px, i) => !neutral(px, i)), label).toBe(0);
        expect(count(render('blue and green'), (px, i) => !cool(px, i)), label).toBe(0);
        const accents = render(AUTO_FILL_DEFAULTS.colors);
        expect(count(accents, (px, i) => !reddish(px, i)), label).toBe(0);
        expect(count(accents, strongRed), label).toBeGreaterThan(3);
      }
    }
  });

  it('gives a clean black-on-white stencil for every variation', () => {
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEED_SETS[1]) {
        const r = renderStencilSvg(brief({ style, keywords: BRIEFS[style], colors: 'colorful' }), { seed, size: '1024x1792', quality: 'standard' });
        expect(r.drawing.items.length, `${style} ${seed}`).toBeGreaterThan(0);
        for (const it of r.drawing.items) {
          expect([undefined, '#ffffff'], `${style} ${seed}`).toContain(it.fill);
          expect(it.stroke, `${style} ${seed}`).toBe('#000000');
        }
      }
    }
  });

  it('keeps every variation inside the canvas and in the body zone\'s shape', () => {
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEED_SETS[2]) {
        for (const size of ['1024x1024', '1024x1792', '1792x1024'] as const) {
          const r = renderDesignDrawing(
            brief({ style, bodyZone: 'forearm', keywords: 'eagle snake rose flames', description: '"Never"' }),
            { seed, size, quality: 'standard' },
          );
          const b = itemsBounds(r.drawing.items);
          const label = `${style} ${seed} ${size}`;
          expect(b.x0, label).toBeGreaterThanOrEqual(0);
          expect(b.y0, label).toBeGreaterThanOrEqual(0);
          expect(b.x1, label).toBeLessThanOrEqual(r.drawing.width);
          expect(b.y1, label).toBeLessThanOrEqual(r.drawing.height);
        }
      }
    }
    // The styles whose setting follows the limb stay tall on a forearm, wide on a chest.
    for (const style of ['japanese', 'tribal', 'geometric', 'neo-traditional'] as const) {
      for (const seed of SEED_SETS[3]) {
        const t = itemsBounds(renderDesignDrawing(brief({ style, bodyZone: 'forearm' }), options(seed)).drawing.items);
        expect(t.y1 - t.y0, `${style} ${seed} forearm`).toBeGreaterThan((t.x1 - t.x0) * 1.05);
      }
    }
    for (const seed of SEED_SETS[3]) {
      const w = itemsBounds(renderDesignDrawing(brief({ style: 'japanese', bodyZone: 'chest' }), options(seed)).drawing.items);
      expect(w.x1 - w.x0, `japanese ${seed} chest`).toBeGreaterThan((w.y1 - w.y0) * 1.15);
    }
  });
});
