import { describe, expect, it } from 'vitest';
import { briefOfSavedDesign, subjectFromSearch, subjectKey } from './analystSubject';

describe('the Analyst subject', () => {
  it('comes from the query string: a generated design, a saved design or an uploaded photo', () => {
    expect(subjectFromSearch(new URLSearchParams('image=abc'))).toEqual({ kind: 'image', id: 'abc' });
    expect(subjectFromSearch(new URLSearchParams('design=d-1'))).toEqual({ kind: 'design', id: 'd-1' });
    expect(subjectFromSearch(new URLSearchParams('photo=p'))).toEqual({ kind: 'photo', id: 'p' });
    expect(subjectFromSearch(new URLSearchParams(''))).toBeNull();
    expect(subjectKey({ kind: 'photo', id: 'p' })).toBe('photo:p');
  });

  it("reads a saved design's brief with its placement as the body zone", () => {
    expect(briefOfSavedDesign({ id: 'd', user_id: 'u', style: 'tribal', placement: 'ribs', size: '12 cm', colors: 'black only', keywords: 'koi' })).toEqual({
      style: 'tribal', bodyZone: 'ribs', keywords: 'koi', size: '12 cm', colors: 'black only', description: '',
    });
  });
});
