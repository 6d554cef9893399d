import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { critiqueFigures } from './critiqueFigures';
import { inputsFromBrief } from './inputs';
import { measureDesign } from './measure';
import { parallelLines } from '../../../tests/fixtures/drawnDesigns';

// Ten lines 3 px apart drawn at 5 cm: detail that blurs, by construction.
const m = measureDesign(parallelLines({ size: 300, count: 10, lineWidth: 3, gap: 3, length: 250 }), 'design').measurements;
const brief = { style: 'minimalist', bodyZone: 'ribs', keywords: 'lines "Amor"', size: '5 cm', colors: 'black only', description: '' };

describe('critiqueFigures', () => {
  it('gives the model the measured figures it must build on: size, the blur threshold, lettering and the tips', () => {
    const analysis = analyse(m, inputsFromBrief(brief, 'deep'), new Date('2026-11-20T10:00:00Z'));
    const text = critiqueFigures(analysis);
    expect(text).toContain('At 5 cm');
    expect(text).toContain(`Line spacing under ${analysis.readability.blurGapMm} mm typically blurs`);
    expect(text).toContain('"Amor"');
    for (const tip of analysis.tips) expect(text).toContain(tip.text);
    // A few hundred characters: well inside the gateway's 8,000 per message.
    expect(text.length).toBeLessThan(3_000);
  });
});
