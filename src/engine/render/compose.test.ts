import { describe, expect, it } from 'vitest';
import { drawsBanner } from './compose.ts';

describe('drawsBanner', () => {
  it('draws a banner only when there are words to put on it, in banner styles', () => {
    for (const style of ['traditional', 'neo-traditional', 'japanese'] as const) {
      expect(drawsBanner(style, 0), style).toBe(false);
      expect(drawsBanner(style, 1), style).toBe(true);
    }
    expect(drawsBanner('geometric', 1)).toBe(false);
  });
});
