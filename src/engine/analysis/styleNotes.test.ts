import { describe, expect, it } from 'vitest';
import { BLACK, blank, blocks, fillRect, parallelLines } from '../../../tests/fixtures/drawnDesigns';
import { measureDesign } from './measure';
import { millimetresPerPixel } from './readability';
import { rankStyles, speckCount, styleFeatures, styleNotesAt } from './styleNotes';

describe('style and technical notes (drawn designs)', () => {
  it('reads solid black shapes as tribal and thin black lines as minimalist', () => {
    const solid = measureDesign(blocks(BLACK, 400, 40), 'design').measurements;
    expect(rankStyles(styleFeatures(solid))[0].id).toBe('tribal');
    const thin = measureDesign(parallelLines({ size: 600, count: 3, lineWidth: 2, gap: 80, length: 500 }), 'design').measurements;
    expect(rankStyles(styleFeatures(thin))[0].id).toBe('minimalist');
  });

  it('finds an outline left open by a small gap, and specks under half a millimetre', () => {
    const image = blank(400, 400);
    // A square outline 300 px wide with a 4 px gap in its top side.
    fillRect(image, 50, 50, 148, 6, BLACK);
    fillRect(image, 202, 50, 148, 6, BLACK);
    fillRect(image, 50, 344, 300, 6, BLACK);
    fillRect(image, 50, 50, 6, 300, BLACK);
    fillRect(image, 344, 50, 6, 300, BLACK);
    // Three 2 px specks inside.
    for (const x of [120, 200, 280]) fillRect(image, x, 200, 2, 2, BLACK);
    const m = measureDesign(image, 'design').measurements;
    expect(m.openings.count).toBe(1);
    const mmPerPx = millimetresPerPixel(m, 10); // 300 px = 10 cm: a 2 px speck is 0.67 mm across
    expect(speckCount(m, mmPerPx)).toBe(0);
    expect(speckCount(m, millimetresPerPixel(m, 5))).toBe(3); // 0.33 mm at 5 cm
    const notes = styleNotesAt(m, millimetresPerPixel(m, 5), 'minimalist');
    expect(notes.openShapes).toBe(1);
    expect(notes.notes.join(' ')).toContain('1 outline is open');
    expect(notes.notes.join(' ')).toContain('3 specks under 0.5 mm');
  });
});
