import { describe, expect, it } from 'vitest';
import { BLACK, YELLOW, blocks } from '../../../tests/fixtures/drawnDesigns';
import { SKIN_TONES } from './inputs';
import { longevityOn } from './longevity';
import { measureDesign } from './measure';

const black = measureDesign(blocks(BLACK), 'design').measurements;
const yellow = measureDesign(blocks(YELLOW), 'design').measurements;

describe('contrast and longevity (drawn blocks of one colour)', () => {
  it('sorts the ink into its colour family', () => {
    expect(black.families.black).toBeCloseTo(1, 5);
    expect(yellow.families.yellow).toBeCloseTo(1, 5);
  });

  it.each(SKIN_TONES.map((tone) => [tone.id]))('a yellow design scores lower longevity than a black one on %s skin', (tone) => {
    const y = longevityOn(yellow, tone);
    const b = longevityOn(black, tone);
    expect(y.score).toBeLessThan(b.score);
    expect(y.fastFadingShare).toBeCloseTo(1, 2);
    expect(b.fastFadingShare).toBe(0);
    expect(y.contrastRatio).toBeLessThan(b.contrastRatio);
  });

  it('fresh black is the reference: 92% left at ten years scores in the nineties on any skin', () => {
    for (const tone of SKIN_TONES) expect(longevityOn(black, tone.id).score).toBeGreaterThanOrEqual(85);
  });

  it('counts light and dark ink', () => {
    expect(longevityOn(black, 'fair').darkShare).toBeCloseTo(1, 2);
    expect(longevityOn(yellow, 'fair').lightShare).toBeCloseTo(1, 2);
  });
});
