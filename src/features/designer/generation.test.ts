import { describe, expect, it } from 'vitest';
import { MAX_SEED } from '@/engine/imageOptions';
import { randomRendererSeed, variationSeed, VARIATION_COUNT } from './generation';

describe('generation seeds', () => {
  it('variations take the seeds right after the design they vary, wrapping at the 32-bit limit', () => {
    expect(Array.from({ length: VARIATION_COUNT }, (_, i) => variationSeed(41, i))).toEqual([42, 43, 44]);
    expect(variationSeed(MAX_SEED, 0)).toBe(0);
    expect(variationSeed(MAX_SEED - 1, 1)).toBe(0);
  });

  it('a random seed is a whole number the renderer takes', () => {
    for (let i = 0; i < 20; i += 1) {
      const seed = randomRendererSeed();
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(MAX_SEED);
    }
  });
});
