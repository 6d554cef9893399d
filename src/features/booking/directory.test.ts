import { describe, expect, it } from 'vitest';
import { SEED_DIRECTORY } from '@/engine/artists';
import { filterArtists, filterOptions, portfolioBriefs, rankForBrief, worksInStyle } from './directory';

const directory = SEED_DIRECTORY.map((artist) => ({
  ...artist, styles: [...artist.styles], deposit: artist.deposit && { ...artist.deposit, method: 'by_hand' as const },
}));

describe('booking directory', () => {
  it('filters by style and by city, both or neither', () => {
    expect(filterArtists(directory, { style: 'geometric', city: '' }).map((a) => a.name)).toEqual(['Tane Walker', 'Ava Lindqvist', 'Dev Malhotra']);
    expect(filterArtists(directory, { style: 'geometric', city: 'London' }).map((a) => a.name)).toEqual(['Dev Malhotra']);
    expect(filterArtists(directory, { style: 'japanese', city: 'London' })).toEqual([]);
    expect(filterArtists(directory, { style: '', city: '' })).toHaveLength(directory.length);
  });

  it("puts artists working in the brief's style first and keeps the rest in order", () => {
    const ranked = rankForBrief(directory, 'Neo Traditional');
    expect(ranked.slice(0, 2).map((a) => a.name)).toEqual(['Mara Voss', 'Dev Malhotra']);
    expect(ranked).toHaveLength(directory.length);
    expect(rankForBrief(directory, '')).toEqual(directory);
    expect(worksInStyle({ styles: ['black and grey'] }, 'realistic')).toBe(false);
  });

  it('lists the styles and cities for the filter menus', () => {
    const options = filterOptions(directory);
    expect(options.cities).toContain('Berlin');
    expect(options.styles).toEqual([...options.styles].sort((a, b) => a.localeCompare(b)));
    expect(new Set(options.styles).size).toBe(options.styles.length);
  });

  it("draws portfolio pieces in the artist's own styles, different per artist", () => {
    const mara = portfolioBriefs(directory[0]);
    expect(mara.map((piece) => piece.brief.style)).toEqual(['neo-traditional', 'traditional']);
    expect(portfolioBriefs(directory[1])[0].seed).not.toBe(mara[0].seed);
  });
});
