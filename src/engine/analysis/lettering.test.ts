import { describe, expect, it } from 'vitest';
import { quotedWords } from '../render/renderDesign';
import readability from './data/readability.json';
import { letterCount, letteringProofs, minimumLetterMm, quotedLettering, quotedPhrases } from './lettering';

describe('lettering proof', () => {
  it('finds the quoted words the renderer letters, the same way', () => {
    const texts = ['roses with "Mom" under', 'a banner “Forever Free” and «Amor»', "the words 'carpe diem' in script", 'no quotes at all', "it's Sam's"];
    for (const text of texts) {
      expect(quotedPhrases(text)).toEqual(quotedWords(text));
    }
    expect(quotedLettering({ description: 'a rose with "Mom"', keywords: 'rose "1985"' })).toEqual(['Mom', '1985']);
  });

  it('computes the letter height from the width the words span', () => {
    // 4 letters across 80% of a 100 mm wide design: 80 / (4 × 0.64) = 31.25 mm.
    const [proof] = letteringProofs(['LOVE'], 100, 0.8, 0.4);
    expect(proof.letters).toBe(4);
    expect(Math.abs(proof.letterHeightMm - 80 / (4 * readability.letterAdvancePerCap))).toBeLessThanOrEqual(0.05 + 1e-9); // rounded to 0.1 mm
    expect(proof.readable).toBe(true);
  });

  it('warns under the readable minimum: 6 mm for fine lines, 3 mm for bold', () => {
    expect(minimumLetterMm(0.3)).toBe(6);
    expect(minimumLetterMm(1)).toBe(3);
    expect(minimumLetterMm(null)).toBe(6);
    // "Carpe diem" (10 with the space) across 80% of 50 mm: 40 / 6.4 = 6.25 mm — fine at 6, tight below.
    expect(letteringProofs(['Carpe diem'], 50, 0.8, 0.3)[0]).toMatchObject({ letterHeightMm: 6.3, readable: true });
    expect(letteringProofs(['Carpe diem'], 40, 0.8, 0.3)[0]).toMatchObject({ letterHeightMm: 5, readable: false, minimumMm: 6 });
  });

  it('counts letters, digits and spaces; punctuation is narrow', () => {
    expect(letterCount('Mom')).toBe(3);
    expect(letterCount('Carpe diem!')).toBe(10);
    expect(letterCount('ÉTÉ 1985')).toBe(8);
  });
});
