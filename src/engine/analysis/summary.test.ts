import { describe, expect, it } from 'vitest';
import { parallelLines } from '../../../tests/fixtures/drawnDesigns';
import { savedAnalysisSchema } from '../contracts/analysis';
import { analyse } from './analyse';
import { SKIN_TONES, inputsFromBrief } from './inputs';
import { measureDesign } from './measure';
import { analysisSummary } from './summary';

const m = measureDesign(parallelLines({ size: 300, count: 10, lineWidth: 3, gap: 3, length: 250 }), 'design').measurements;
const brief = { style: 'minimalist', bodyZone: 'ribs', keywords: 'lines "Amor"', size: '5 cm', colors: 'black only', description: '' };

describe('saved analysis and its summary', () => {
  const analysis = analyse(m, inputsFromBrief(brief, 'deep'), new Date('2026-11-20T10:00:00Z'));

  it('is a valid saved analysis (the shape the server stores)', () => {
    expect(savedAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(JSON.stringify(analysis).length).toBeLessThan(8_000);
    expect(analysis.tips).toHaveLength(3);
    expect(analysis.lettering[0]).toMatchObject({ text: 'Amor' });
  });

  it('names skin tones by their ids, which are their names', () => {
    for (const tone of SKIN_TONES) expect(tone.id).toBe(tone.label.toLowerCase());
  });

  it('sums it up in a few lines an artist can read', () => {
    const lines = analysisSummary(analysis);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.length).toBeLessThanOrEqual(5);
    const { finestGapMm, minReadableCm } = analysis.readability;
    expect(lines[0]).toBe(`At 5 cm: fine detail will blur (finest gap ${finestGapMm} mm); readable from ${minReadableCm} cm.`);
    expect(lines[1]).toMatch(/^Longevity \d+\/100 on deep skin; 0% fast-fading colours\.$/);
    expect(lines[2]).toMatch(/^Ribs \/ side: pain 7–9\/10; .* h in \d+ sittings?\.$/);
    expect(lines[4]).toBe(`Tip: ${analysis.tips[0].text}`);
  });
});
