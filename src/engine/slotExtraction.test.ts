import { describe, expect, it } from 'vitest';
import { BODY_ZONE_OPTIONS, COLOR_OPTIONS, EMPTY_SLOTS, SIZE_OPTIONS, STYLE_OPTIONS, type DesignSlots } from './designBrief';
import { DEFAULT_MIN_CONFIDENCE, applySuggestions, revertChanges } from './slotChanges';
import { CORRECTION_CONFIDENCE, extractSlots, mentionedOptions, splitKeywords } from './slotExtraction';
import evalSet from '../../tests/eval/extraction/slot-choices.json';
import { keyboardNeighbours } from './wordMatching';

/** The applied reading of a message: field → value at the default confidence. */
function read(text: string, current: Partial<DesignSlots> = {}): Record<string, string> {
  const suggestions = extractSlots(text, { ...EMPTY_SLOTS, ...current }).filter((s) => s.confidence >= DEFAULT_MIN_CONFIDENCE);
  return Object.fromEntries(suggestions.map((s) => [s.field, s.value]));
}

describe('extractSlots: synonyms and ordinary phrasing', () => {
  it.each([
    ['a rose on my upper arm', 'bodyZone', 'arm'],
    ['something on my inner forearm', 'bodyZone', 'forearm'],
    ['a tree along my rib cage', 'bodyZone', 'ribs'],
    ['a sleeve of flowers', 'bodyZone', 'arm'],
    ['a daisy on my thigh', 'bodyZone', 'leg'],
    ['a tiny arrow on my shin', 'bodyZone', 'calf'],
    ['a swallow under my collarbone', 'bodyZone', 'chest'],
    ['a moth on my sternum', 'bodyZone', 'chest'],
    ['I want no colour at all', 'colors', 'black only'],
    ['black & gray shading', 'colors', 'black and grey'],
    ['in black and gray', 'colors', 'black and grey'],
    ['fine line please', 'style', 'minimalist'],
    ['old school swallow', 'style', 'traditional'],
    ['irezumi back piece', 'style', 'japanese'],
    ['neo-traditional owl', 'style', 'neo-traditional'],
    ['a full sleeve', 'size', 'extra-large'],
    ['about 5 cm wide', 'size', 'small'],
    ['roughly 20cm tall', 'size', 'large'],
  ])('%s → %s %s', (text, field, value) => {
    expect(read(text)[field]).toBe(value);
  });

  it('reads a koi fish as one subject', () => {
    expect(read('a koi fish on my calf').keywords).toBe('koi fish');
  });

  it('does not read "traditional" inside "neo traditional"', () => {
    expect(extractSlots('neo traditional fox').filter((s) => s.field === 'style')).toEqual([
      expect.objectContaining({ value: 'neo-traditional' }),
    ]);
  });

  it('fills several slots from one sentence', () => {
    expect(read('a small japanese koi fish on my inner forearm, black & gray')).toEqual({
      style: 'japanese',
      size: 'small',
      bodyZone: 'forearm',
      colors: 'black and grey',
      keywords: 'koi fish',
      description: 'Placement: inner forearm.',
    });
  });

  it('always returns canonical option strings', () => {
    for (const item of evalSet.items) {
      for (const s of extractSlots(item.text)) {
        if (s.field === 'style') expect(STYLE_OPTIONS).toContain(s.value);
        if (s.field === 'bodyZone') expect(BODY_ZONE_OPTIONS).toContain(s.value);
        if (s.field === 'size') expect(SIZE_OPTIONS).toContain(s.value);
        if (s.field === 'colors') expect(COLOR_OPTIONS).toContain(s.value);
        expect(s.confidence).toBeGreaterThan(0);
        expect(s.confidence).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('extractSlots: misspellings', () => {
  it.each([
    ['tradtional rose', 'style', 'traditional'],
    ['japaneese dragon', 'style', 'japanese'],
    ['a wolf on my forarm', 'bodyZone', 'forearm'],
    ['on my sholder', 'bodyZone', 'shoulder'],
    ['an elefant', 'keywords', 'elephant'],
    ['a pheonix', 'keywords', 'phoenix'],
    ['wolff on my calf', 'keywords', 'wolf'],
  ])('%s → %s %s', (text, field, value) => {
    expect(read(text)[field]).toBe(value);
  });

  it('gives a corrected word a little less confidence than an exact one', () => {
    const exact = extractSlots('traditional').find((s) => s.field === 'style');
    const fuzzy = extractSlots('tradtional').find((s) => s.field === 'style');
    expect(fuzzy!.confidence).toBeLessThan(exact!.confidence);
  });

  it('does not "correct" real words into slot words', () => {
    expect(read('my father would love a house')).toEqual({ keywords: 'house' });
    expect(read('this was a trial run')).toEqual({});
  });
});

describe('extractSlots: negation', () => {
  it('does not suggest a negated zone', () => {
    expect(read('not on my back, maybe my shoulder').bodyZone).toBe('shoulder');
    expect(read('I really do not want it on my back')).toEqual({});
  });

  it('handles "instead of", "rather than", "anything but"', () => {
    expect(read('forearm rather than upper arm').bodyZone).toBe('forearm');
    expect(read('anything but tribal, geometric maybe').style).toBe('geometric');
    expect(read('instead of a rose I want a peony').keywords).toBe('peony');
  });

  it('reads "no colour" as black only, not as a negated colour', () => {
    expect(read('no colour').colors).toBe('black only');
  });

  it('treats "I don\'t mind" as consent and "not sure" as doubt', () => {
    expect(read("I don't mind the ribs").bodyZone).toBe('ribs');
    const doubt = extractSlots('not sure about the ribs').find((s) => s.field === 'bodyZone');
    expect(doubt?.confidence ?? 0).toBeLessThan(DEFAULT_MIN_CONFIDENCE);
  });

  it('removes a negated subject from the current keywords', () => {
    expect(read('no moon, just the wolf', { keywords: 'wolf, moon' }).keywords).toBe('wolf');
  });

  it('ignores idioms that contain slot words', () => {
    expect(read('that would cost an arm and a leg')).toEqual({});
    expect(read("I'll get back to you")).toEqual({});
  });
});

describe('extractSlots: corrections', () => {
  it('"actually make it small" overrides the current size with high confidence', () => {
    const [size] = extractSlots('actually make it small', { ...EMPTY_SLOTS, size: 'large' });
    expect(size).toEqual({ field: 'size', value: 'small', confidence: CORRECTION_CONFIDENCE });
  });

  it('the value after a correction wins over the one before', () => {
    expect(read('forearm, no wait, the shoulder').bodyZone).toBe('shoulder');
    expect(read('I said forearm but I meant upper arm', { bodyZone: 'forearm' }).bodyZone).toBe('arm');
  });

  it('replaces subjects on "instead", adds them on "add"', () => {
    expect(read('actually a lion instead of the wolf', { keywords: 'wolf' }).keywords).toBe('lion');
    expect(read('actually add a moon too', { keywords: 'wolf' }).keywords).toBe('wolf, moon');
  });

  it('does not repeat a value the brief already has', () => {
    expect(extractSlots('on my forearm', { ...EMPTY_SLOTS, bodyZone: 'forearm' })).toEqual([]);
  });
});

describe('extractSlots: keywords and description', () => {
  it('keeps subjects, drops filler words', () => {
    expect(splitKeywords(read('I would really like a tattoo of a wolf and some mountains please').keywords)).toEqual(['wolf', 'mountains']);
    expect(read('I want a really nice tattoo, something cool').keywords).toBeUndefined();
  });

  it("captures a person's name or initials", () => {
    expect(read("my mom's name on my wrist").keywords).toBe("mom's name");
    expect(read('my kids names').keywords).toBe("kids' names");
  });

  it('takes an unlisted subject from "a tattoo of a …"', () => {
    expect(read('a tattoo of a lighthouse').keywords).toBe('lighthouse');
  });

  it('keeps quoted lettering as a subject', () => {
    expect(read('the words "still here" on my ribs').keywords).toBe('"still here"');
  });

  it('keeps the story sentences as the description, in the user\'s words', () => {
    const slots = read('A lotus on my ribs. It represents getting through a hard year. Small please.');
    expect(slots.description).toBe('It represents getting through a hard year.');
    expect(slots.keywords).toBe('lotus');
  });

  it('does not take a dedication for the subject', () => {
    const slots = read('something for my dog who passed away');
    expect(slots.keywords).toBeUndefined();
    expect(slots.description).toContain('passed away');
  });

  it('a question only asked about is not a choice', () => {
    expect(read('does the rib cage hurt a lot?')).toEqual({});
    expect(read('how about the rib cage?').bodyZone).toBe('ribs');
  });
});

describe('mentionedOptions', () => {
  it('lists every named option in order', () => {
    expect(mentionedOptions('traditional vs neo traditional vs irezumi', 'style')).toEqual(['traditional', 'neo-traditional', 'japanese']);
    expect(mentionedOptions('not tribal, maybe geometric', 'style')).toEqual(['geometric']);
  });
});

describe('applySuggestions / revertChanges', () => {
  const slots: DesignSlots = { ...EMPTY_SLOTS, size: 'large', style: 'tribal' };

  it('applies suggestions at or above the threshold and reports the changes', () => {
    const result = applySuggestions(slots, [
      { field: 'size', value: 'small', confidence: 0.95 },
      { field: 'bodyZone', value: 'ribs', confidence: 0.4 },
      { field: 'colors', value: 'black only', confidence: 0.6 },
    ], 0.6);
    expect(result.slots).toEqual({ ...slots, size: 'small', colors: 'black only' });
    expect(result.changes).toEqual([
      { field: 'size', previous: 'large', value: 'small', confidence: 0.95 },
      { field: 'colors', previous: '', value: 'black only', confidence: 0.6 },
    ]);
    expect(slots.size).toBe('large');
  });

  it('reverts exactly what it changed', () => {
    const { slots: next, changes } = applySuggestions(slots, extractSlots('actually make it small, on my ribs', slots));
    expect(next.size).toBe('small');
    expect(revertChanges(next, changes)).toEqual(slots);
  });

  it('leaves fields the user edited after the change alone when reverting', () => {
    const { slots: next, changes } = applySuggestions(slots, [{ field: 'size', value: 'small', confidence: 0.9 }]);
    expect(revertChanges({ ...next, size: 'medium' }, changes).size).toBe('medium');
  });
});

describe('keyboardNeighbours (the spelling slip model)', () => {
  it('knows neighbouring keys across and between rows', () => {
    expect(keyboardNeighbours('o', 'p')).toBe(true);
    expect(keyboardNeighbours('q', 'a')).toBe(true);
    expect(keyboardNeighbours('s', 'x')).toBe(true);
    expect(keyboardNeighbours('m', 'v')).toBe(false);
    expect(keyboardNeighbours('a', 'l')).toBe(false);
  });
});
