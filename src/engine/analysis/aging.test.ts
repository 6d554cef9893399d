import { describe, expect, it } from 'vitest';
import { BLACK, YELLOW, blank, coverageRow, fillRect, fullWidthHalfMax } from '../../../tests/fixtures/drawnDesigns';
import { ageInk, agingParameters, layInk, retainedAfter } from './aging';
import agingTable from './data/aging.json';

/** A 1 px vertical line 80 px long: at 0.4 cm long a pixel is 0.05 mm. */
function onePixelLine(colour = BLACK) {
  const image = blank(120, 100);
  fillRect(image, 60, 10, 1, 80, colour);
  return image;
}
const SIZE_CM = 0.4;
const MM_PER_PX = 0.05;

function agedWidth(years: number): number {
  const aged = ageInk(onePixelLine(), SIZE_CM, years);
  return fullWidthHalfMax(coverageRow(layInk(aged, [255, 255, 255]), aged.width, 50));
}

describe('aging filter (a drawn 1 px line)', () => {
  it('leaves a fresh line as drawn', () => {
    expect(agedWidth(0)).toBeCloseTo(1, 5);
  });

  it('widens a 1 px line by the documented amount at 10 years', () => {
    const { spreadMm } = agingParameters(10);
    expect(spreadMm).toBeCloseTo(agingTable.spreadMmPerSidePerYear * 10, 10);
    expect(spreadMm).toBeCloseTo(0.25, 10); // docs: a line is 0.5 mm wider at ten years
    const expected = 1 + (2 * spreadMm) / MM_PER_PX; // 11 px
    expect(agedWidth(10)).toBeGreaterThan(expected - 0.5);
    expect(agedWidth(10)).toBeLessThan(expected + 0.5);
  });

  it('widens half as much at 5 years', () => {
    const expected = 1 + (2 * agingParameters(5).spreadMm) / MM_PER_PX; // 6 px
    expect(Math.abs(agedWidth(5) - expected)).toBeLessThan(0.5);
  });

  it('fades yellow more than black', () => {
    const black = ageInk(onePixelLine(BLACK), SIZE_CM, 10);
    const yellow = ageInk(onePixelLine(YELLOW), SIZE_CM, 10);
    const centre = 50 * 120 + 60;
    expect(yellow.alpha[centre]).toBeLessThan(black.alpha[centre]);
    expect(retainedAfter('yellow', 10)).toBeLessThan(retainedAfter('black', 10));
    expect(retainedAfter('black', 0)).toBe(1);
  });
});

describe('a design that is mostly black ink', () => {
  it('is still read as ink on white paper, not white on black', () => {
    const image = blank(100, 100);
    fillRect(image, 0, 0, 100, 70, BLACK);
    const aged = ageInk(image, 5, 10);
    expect(aged.background).toEqual([255, 255, 255]);
    // The black keeps 92% of its coverage; the paper stays paper (only the spread reaches into it).
    expect(aged.alpha[10 * 100 + 50]).toBeCloseTo(0.92, 1);
    expect(aged.alpha[95 * 100 + 50]).toBe(0);
  });
});
