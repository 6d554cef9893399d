import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS } from './designBrief';
import { detectOccasion, occasionLine } from './occasion';

describe('detectOccasion', () => {
  it.each([
    ['something for my late dad, he loved fishing', 'memorial', 'dad', 'fishing'],
    ['my nan passed away last spring', 'memorial', 'nan', undefined],
    ['in memory of my dog Biscuit', 'memorial', 'dog', undefined],
    ['I lost my brother two years ago', 'memorial', 'brother', undefined],
    ['we just got married!', 'celebration', undefined, undefined],
    ['I graduated this summer', 'celebration', undefined, undefined],
    ['we had to put our old cat to sleep, she loved the sun', 'memorial', 'cat', 'the sun'],
    ["my cousin's funeral was last week", 'memorial', 'cousin', undefined],
    ["my nan, she's gone now", 'memorial', 'nan', undefined],
    ['we just welcomed our daughter', 'celebration', 'daughter', undefined],
    // after the second blind pass
    ['my dog Rufus passed over the weekend', 'memorial', 'dog', undefined],
    ['my nana made jam and she has passed now', 'memorial', 'nana', undefined],
    ['this is for my brother, he took his own life', 'memorial', 'brother', undefined],
    ['I beat leukaemia this year', 'celebration', undefined, undefined],
    ['my first grandchild arrived on Sunday', 'celebration', undefined, undefined],
    ['I passed my driving test', 'celebration', undefined, undefined],
  ])('%s', (text, kind, person, loved) => {
    const occasion = detectOccasion(text);
    expect(occasion?.kind).toBe(kind);
    expect(occasion?.person).toBe(person);
    expect(occasion?.loved).toBe(loved);
  });

  it('takes the pronoun from the message when the relation does not give one', () => {
    expect(detectOccasion('we had to put our old cat to sleep, she loved the sun')?.pronoun.possessive).toBe('her');
    expect(detectOccasion('my cousin passed away, he was a drummer')?.pronoun.subject).toBe('he');
  });

  it('ignores ordinary talk ("lost my job" is not a memorial)', () => {
    expect(detectOccasion('a wolf on my arm')).toBeUndefined();
    expect(detectOccasion('I lost my job so something cheap')).toBeUndefined();
  });
});

describe('occasionLine', () => {
  it('draws ideas from what the person said, not a generic flower list', () => {
    const line = occasionLine(detectOccasion('something for my late dad, he loved fishing')!, EMPTY_SLOTS);
    expect(line).toMatch(/^I'm so sorry about your dad\./);
    expect(line).toContain('fishing');
    expect(line).toContain('his initials');
    expect(line).not.toMatch(/forget-me-not|dove|birth flower/i);
  });

  it('uses the subjects already named', () => {
    const line = occasionLine(detectOccasion('for my late mum')!, { ...EMPTY_SLOTS, keywords: 'rolling pin, whisk' });
    expect(line).toContain('rolling pin and whisk');
    expect(line).toContain('her initials');
  });

  it('congratulates a celebration', () => {
    expect(occasionLine(detectOccasion('we had a baby girl, she was born in March')!, EMPTY_SLOTS)).toMatch(/^Congratulations/);
  });
});
