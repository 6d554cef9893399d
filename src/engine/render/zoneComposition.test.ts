import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { STYLE_OPTIONS, type DesignSlots, type TattooStyle } from '../designBrief.ts';
import { MAX_ELONGATION, drawsBanner, zoneShape } from './compose.ts';
import { type RenderOptions, renderDesignSvg } from './renderDesign.ts';

/**
 * Issue #20: the composition follows the body zone. A tall zone (forearm, calf, arm, leg) gets a
 * vertical composition that fills the canvas's height; a wide one (chest, back) a horizontal one
 * filling its width — for every style, read from the rendered pixels, not from the layout's intent.
 */

const brief = (p: Partial<DesignSlots>): DesignSlots => ({
  style: 'traditional',
  bodyZone: 'forearm',
  keywords: 'rose',
  size: 'large',
  colors: '',
  description: '',
  ...p,
});
const TALL: RenderOptions = { seed: 0, size: '1024x1792', quality: 'standard' };
const WIDE: RenderOptions = { seed: 0, size: '1792x1024', quality: 'standard' };
const SEEDS = [0, 1, 2, 3];

/** The drawn content's bounding box as shares of the image (pixels that are not paper white). */
function inkBox(svg: string, width = 160): { w: number; h: number } {
  const img = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  const px = img.pixels;
  const height = img.height;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (px[i] + px[i + 1] + px[i + 2] > 3 * 236) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return { w: (x1 - x0 + 1) / width, h: (y1 - y0 + 1) / height };
}

/**
 * Least share of the long side the drawn piece covers, per style (measured: most seeds cover
 * 0.8–0.98; watercolour's washes and realistic's vignette are round and cover less).
 */
const FILL: Record<TattooStyle, number> = {
  tribal: 0.8,
  traditional: 0.75,
  minimalist: 0.75,
  realistic: 0.68,
  watercolor: 0.6,
  geometric: 0.7,
  japanese: 0.8,
  'neo-traditional': 0.8,
};

describe('zoneShape', () => {
  it('runs along tall zones and across wide ones, whatever the canvas', () => {
    for (const zone of ['forearm', 'calf', 'arm', 'leg']) {
      for (const [w, h] of [[1024, 1792], [1024, 1024], [1792, 1024]]) expect(zoneShape(zone, w, h).orientation, `${zone} ${w}x${h}`).toBe('tall');
      expect(zoneShape(zone, 1024, 1792).aspect).toBeLessThan(0.65);
    }
    for (const zone of ['chest', 'back']) {
      for (const [w, h] of [[1024, 1792], [1024, 1024], [1792, 1024]]) expect(zoneShape(zone, w, h).orientation, `${zone} ${w}x${h}`).toBe('wide');
      expect(zoneShape(zone, 1792, 1024).aspect).toBeGreaterThan(1.3);
    }
    expect(zoneShape('shoulder', 1024, 1024)).toEqual({ orientation: 'square', aspect: 1 });
    // No zone: the canvas decides.
    expect(zoneShape('', 1024, 1792).orientation).toBe('tall');
    expect(zoneShape('', 1792, 1024).orientation).toBe('wide');
  });
});

describe('composition follows the zone (every style, four seeds)', () => {
  it('a forearm piece with companions fills the tall canvas top to bottom, and is taller than wide', () => {
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEEDS) {
        const r = renderDesignSvg(brief({ style, keywords: 'snake dagger rose' }), { ...TALL, seed });
        const b = inkBox(r.svg);
        expect(b.h, `${style} #${seed} height ${b.h.toFixed(2)}`).toBeGreaterThanOrEqual(FILL[style]);
        expect(b.h * 1792, `${style} #${seed} tall`).toBeGreaterThan(b.w * 1024 * 1.15);
      }
    }
  });

  it('a chest piece with companions fills the wide canvas side to side, and is wider than tall', () => {
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEEDS) {
        const r = renderDesignSvg(brief({ style, keywords: 'snake dagger rose', bodyZone: 'chest' }), { ...WIDE, seed });
        const b = inkBox(r.svg);
        expect(b.w, `${style} #${seed} width ${b.w.toFixed(2)}`).toBeGreaterThanOrEqual(FILL[style]);
        expect(b.w * 1792, `${style} #${seed} wide`).toBeGreaterThan(b.h * 1024 * 1.2);
      }
    }
  });

  it('a lone subject with words spans a chest: subject on one side, lettering on the other', () => {
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEEDS) {
        const wide = inkBox(renderDesignSvg(brief({ style, keywords: 'eagle', bodyZone: 'chest', description: 'with "freedom"' }), { ...WIDE, seed }).svg);
        expect(wide.w, `${style} #${seed} chest width ${wide.w.toFixed(2)}`).toBeGreaterThanOrEqual(0.8);
      }
    }
  });

  it('a lone subject with words runs down a forearm, words below (or a banner above)', () => {
    // Weaker than with companions: one roughly square subject, only a little elongated, cannot
    // fill a limb alone (docs/renderer.md says so); it must still take most of the length.
    for (const style of STYLE_OPTIONS) {
      for (const seed of SEEDS) {
        const tall = inkBox(renderDesignSvg(brief({ style, keywords: 'wolf', description: 'with "stay wild"' }), { ...TALL, seed }).svg);
        expect(tall.h, `${style} #${seed} forearm height ${tall.h.toFixed(2)}`).toBeGreaterThanOrEqual(0.55);
        expect(tall.h * 1792, `${style} #${seed} tall`).toBeGreaterThan(tall.w * 1024);
      }
    }
  });

  it('elongates the centrepiece along the zone only a little (never distorted)', () => {
    expect(MAX_ELONGATION).toBeGreaterThan(1);
    expect(MAX_ELONGATION).toBeLessThanOrEqual(1.25);
  });
});

describe('banners only with lettering', () => {
  it('no banner style draws a ribbon without words; with words it does', () => {
    for (const style of ['traditional', 'neo-traditional', 'japanese'] as const) expect(drawsBanner(style, 0)).toBe(false);
    for (const style of STYLE_OPTIONS) {
      for (const [zone, options] of [['forearm', TALL], ['chest', WIDE]] as const) {
        const bare = renderDesignSvg(brief({ style, keywords: 'anchor', bodyZone: zone }), options);
        const worded = renderDesignSvg(brief({ style, keywords: 'anchor', bodyZone: zone, description: 'saying "MOM"' }), options);
        expect(bare.lettering).toEqual([]);
        // The banner is a ribbon: words or not, it would add a long band of ink; without words the
        // design must be exactly the design with no lettering band reserved (same bytes as no description).
        const plain = renderDesignSvg(brief({ style, keywords: 'anchor', bodyZone: zone, description: 'an anchor' }), options);
        expect(bare.svg, `${style} ${zone}`).toBe(plain.svg);
        expect(worded.svg).not.toBe(bare.svg);
      }
    }
  });
});
