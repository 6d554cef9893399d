// @vitest-environment jsdom
/** Issue #34: the line work as an SVG file — well-formed, at the design's size, labelled, and it renders. */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ON_DEVICE_SKETCH_LABEL, type RenderOptions, renderLineArtSvg } from './renderDesign.ts';
import { roseBrief } from '../../../tests/fixtures/designBriefs';

const SQUARE: RenderOptions = { seed: 7, size: '1024x1024', quality: 'standard' };
const brief = roseBrief;

describe('line-work SVG', () => {
  it('is a valid SVG at the design\'s size: black line work on nothing, labelled as an on-device sketch', () => {
    for (const [size, w, h] of [['1024x1024', 1024, 1024], ['1024x1792', 1024, 1792], ['1792x1024', 1792, 1024]] as const) {
      const r = renderLineArtSvg(brief({ keywords: 'snake dagger', description: '"Fear none"' }), { ...SQUARE, size });
      const doc = new DOMParser().parseFromString(r.svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror').length).toBe(0);
      const root = doc.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('width')).toBe(String(w));
      expect(root.getAttribute('height')).toBe(String(h));
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${w} ${h}`);
      expect(doc.querySelector('title')?.textContent).toContain(ON_DEVICE_SKETCH_LABEL);
      expect(doc.querySelectorAll('rect').length).toBe(0);
      const paths = [...doc.querySelectorAll('path')];
      expect(paths.length).toBeGreaterThan(5);
      for (const p of paths) expect(['#000000', null]).toContain(p.getAttribute('stroke'));
      // It renders at that size, with ink on it.
      const img = new Resvg(r.svg, { font: { loadSystemFonts: false } }).render();
      expect([img.width, img.height]).toEqual([w, h]);
      // (Read once: every read of `pixels` copies the whole image.)
      const px = img.pixels;
      let ink = 0;
      for (let i = 3; i < px.length; i += 4 * 7) if (px[i] > 0) ink++;
      expect(ink).toBeGreaterThan(1000);
    }
  });
});
