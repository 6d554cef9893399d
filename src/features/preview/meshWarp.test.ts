import { describe, expect, it } from 'vitest';
import { applyAffine, compose, warpBowExtent, warpPoint, warpStrips } from './meshWarp';
import type { Affine } from './placement';

describe('warpPoint', () => {
  it('leaves a flat design alone', () => {
    expect(warpPoint(0.4, 0.2, 0)).toEqual({ x: 0.4, y: 0.2 });
  });

  it('keeps the middle in place and foreshortens the sides round the limb', () => {
    const c = warpPoint(0, 0.1, 0.8);
    expect(c.x).toBeCloseTo(0);
    expect(c.y).toBeCloseTo(0.1);
    const edge = warpPoint(0.5, 0, 0.8);
    expect(edge.x).toBeLessThan(0.5);
    expect(edge.x).toBeGreaterThan(0.3);
    // Symmetric left and right.
    expect(warpPoint(-0.5, 0, 0.8).x).toBeCloseTo(-edge.x);
  });

  it('bows the sides down for positive curvature and up for negative', () => {
    expect(warpPoint(0.5, 0, 1).y).toBeGreaterThan(0);
    expect(warpPoint(0.5, 0, -1).y).toBeLessThan(0);
    expect(warpPoint(0.5, 0, 1).y).toBeCloseTo(warpBowExtent(1));
  });
});

describe('warpStrips', () => {
  it('is one identity strip when flat', () => {
    expect(warpStrips(0)).toEqual([{ u0: -0.5, u1: 0.5, affine: [1, 0, 0, 1, 0, 0] }]);
  });

  it('maps every strip edge exactly onto the curve, and neighbouring strips meet', () => {
    const strips = warpStrips(0.7, 16);
    expect(strips).toHaveLength(16);
    for (const s of strips) {
      for (const u of [s.u0, s.u1]) {
        for (const v of [-0.3, 0, 0.4]) {
          const got = applyAffine(s.affine, u, v);
          const want = warpPoint(u, v, 0.7);
          expect(got.x).toBeCloseTo(want.x, 10);
          expect(got.y).toBeCloseTo(want.y, 10);
        }
      }
    }
    for (let i = 1; i < strips.length; i++) expect(strips[i].u0).toBeCloseTo(strips[i - 1].u1, 12);
  });
});

describe('compose', () => {
  it('applies the right-hand transform first', () => {
    const scale: Affine = [2, 0, 0, 2, 0, 0];
    const move: Affine = [1, 0, 0, 1, 10, 0];
    expect(applyAffine(compose(move, scale), 1, 1)).toEqual({ x: 12, y: 2 });
    expect(applyAffine(compose(scale, move), 1, 1)).toEqual({ x: 22, y: 2 });
  });
});
