import { describe, expect, it } from 'vitest';
import { renderDesignSvg } from './renderDesign.ts';
import { WARM_UP_STEPS, warmUpStep } from './warmUp.ts';

describe('warm-up of the line-art analysis', () => {
  it('runs every step and changes no drawing', () => {
    // Same subjects as the warm-up artworks (swallow, anchor), so a leak into the analysis caches would show.
    const brief = { style: 'neo-traditional', keywords: 'swallow anchor', bodyZone: 'forearm', size: 'medium', colors: 'colorful', description: '' };
    const options = { seed: 3, size: '1024x1024', quality: 'standard' } as const;
    const before = renderDesignSvg(brief, options).svg;
    const started = performance.now();
    for (let step = 0; step < WARM_UP_STEPS; step++) warmUpStep(step);
    // Loose bound (a loaded 2-core machine): the steps are meant to be small enough to run between renders.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(renderDesignSvg(brief, options).svg).toBe(before);
  });
});
