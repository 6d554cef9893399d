import { describe, expect, it } from 'vitest';
import { parallelLines } from '../../../tests/fixtures/drawnDesigns';
import { analyse } from './analyse';
import { inputsFromBrief } from './inputs';
import { measureDesign } from './measure';
import { readabilityAt } from './readability';

// 20 vertical lines 5 px wide with 5 px of paper between them, 500 px tall: the design's longest
// side is 500 px, so at 5 cm a pixel is 0.1 mm and the lines are 0.5 mm apart; at 15 cm, 1.5 mm.
const lines = measureDesign(parallelLines({ size: 600, count: 20, lineWidth: 5, gap: 5, length: 500 }), 'design').measurements;

describe('readability at size (drawn parallel lines)', () => {
  it('measures the gap between the lines and their width in pixels', () => {
    expect(lines.bbox).toEqual({ x: 202, y: 50, w: 195, h: 500 });
    const gapArea = lines.gapBins.reduce((a, b) => a + b, 0);
    expect(lines.gapBins[10]).toBe(gapArea); // every gap pixel sits in a 5 px gap (bin 10 = 5.0–5.5 px)
    // Line ends are narrower across their corners (a diagonal run clips them): nearly all ink reads 5 px.
    expect(lines.strokeBins[10] / lines.inkPixels).toBeGreaterThan(0.98);
  });

  it('flags lines 0.5 mm apart at 5 cm', () => {
    const r = readabilityAt(lines, 5);
    expect(r.mmPerPx).toBeCloseTo(0.1, 10);
    expect(r.finestGapMm).toBe(0.5);
    expect(r.status).toBe('blurs');
    expect(r.shareUnderBlur).toBe(1);
    expect(r.minReadableCm).toBe(10);
    expect(r.comfortableCm).toBe(15);
  });

  it('does not flag the same design at 15 cm (1.5 mm apart)', () => {
    const r = readabilityAt(lines, 15);
    expect(r.finestGapMm).toBe(1.5);
    expect(r.status).toBe('clear');
    expect(r.shareUnderBlur).toBe(0);
    expect(r.region).toBeNull();
  });

  it('calls 1 mm apart tight: readable, under the comfortable spacing', () => {
    expect(readabilityAt(lines, 10).status).toBe('tight');
  });

  it('the smallest readable size it quotes is readable, and half a centimetre less is not', () => {
    const { minReadableCm } = readabilityAt(lines, 5);
    expect(readabilityAt(lines, minReadableCm as number).status).not.toBe('blurs');
    expect(readabilityAt(lines, (minReadableCm as number) - 0.5).status).toBe('blurs');
  });

  it('says where the fine detail is and tips a wider spacing or a larger size at 5 cm only', () => {
    const brief = { style: 'minimalist', bodyZone: 'forearm', keywords: 'lines', size: '5 cm', colors: 'black only', description: '' };
    const small = analyse(lines, inputsFromBrief(brief));
    expect(small.readability.region).toBe('throughout');
    expect(small.tips[0]).toMatchObject({ kind: 'spacing' });
    expect(small.tips[0].text).toContain('15 cm');
    expect(small.tips[0].reason).toContain('0.5 mm');
    const large = analyse(lines, { ...inputsFromBrief(brief), sizeCm: 15 });
    expect(large.tips.map((tip) => tip.kind)).not.toContain('spacing');
  });

  it('points at the part of the design where the fine detail is', () => {
    const image = parallelLines({ size: 600, count: 20, lineWidth: 5, gap: 12, length: 500 });
    // Close the gaps in the upper-left corner only (three lines 3 px apart).
    for (let x = 100; x < 130; x += 1) for (let y = 50; y < 200; y += 1) {
      const o = (y * 600 + x) * 4;
      const ink = (x - 100) % 6 < 3 ? 0 : 255;
      image.data[o] = ink;
      image.data[o + 1] = ink;
      image.data[o + 2] = ink;
    }
    const m = measureDesign(image, 'design').measurements;
    expect(readabilityAt(m, 8).region).toBe('upper left');
  });

  it('reports no detail for a blank page', () => {
    const blank = measureDesign(parallelLines({ size: 50, count: 0, lineWidth: 1, gap: 1, length: 10 }), 'design').measurements;
    expect(blank.bbox).toBeNull();
    expect(readabilityAt(blank, 10).status).toBe('no-detail');
  });
});
