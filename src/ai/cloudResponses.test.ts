import { describe, expect, it } from 'vitest';
import { normaliseSlotValue, parseCritique, parseFieldSuggestions, parseHandoff } from './cloudResponses';

describe('normaliseSlotValue', () => {
  it.each([
    ['style', 'Neo Traditional', 'neo-traditional'],
    ['style', 'JAPANESE', 'japanese'],
    ['colors', 'Black & Gray', 'black and grey'],
    ['colors', 'colourful', 'colorful'],
    ['size', 'extra large', 'extra-large'],
    ['bodyZone', 'Ribs', 'ribs'],
    ['keywords', '  koi fish, waves ', 'koi fish, waves'],
  ] as const)('%s "%s" → %s', (field, value, expected) => {
    expect(normaliseSlotValue(field, value)).toBe(expected);
  });

  it('rejects values outside the option lists and empty or rambling text', () => {
    expect(normaliseSlotValue('bodyZone', 'inner elbow pit')).toBeUndefined();
    expect(normaliseSlotValue('style', 'cyberpunk')).toBeUndefined();
    expect(normaliseSlotValue('keywords', '   ')).toBeUndefined();
    expect(normaliseSlotValue('description', 'x'.repeat(501))).toBeUndefined();
  });
});

describe('parseFieldSuggestions', () => {
  it('keeps valid items, clamps confidence and drops the rest', () => {
    const content = JSON.stringify({
      fields: [
        { field: 'size', value: 'Small', confidence: 0.7 },
        { field: 'colors', value: 'black only', confidence: -3 },
        { field: 'vibe', value: 'dark', confidence: 0.9 },
        { field: 'style', value: 42, confidence: 0.9 },
        'nonsense',
      ],
    });
    expect(parseFieldSuggestions(content)).toEqual([
      { field: 'size', value: 'small', confidence: 0.7 },
      { field: 'colors', value: 'black only', confidence: 0 },
    ]);
  });

  it('accepts the list under another key, and an empty list', () => {
    expect(parseFieldSuggestions('{"suggestions":[{"field":"style","value":"tribal","confidence":0.8}]}')).toEqual([{ field: 'style', value: 'tribal', confidence: 0.8 }]);
    expect(parseFieldSuggestions('{"fields":[]}')).toEqual([]);
  });

  it('throws on no content or invalid JSON (the caller falls back silently)', () => {
    expect(() => parseFieldSuggestions(null)).toThrow();
    expect(() => parseFieldSuggestions('style: tribal')).toThrow();
  });
});

describe('parseHandoff', () => {
  it('normalises the persona id and clamps confidence', () => {
    expect(parseHandoff('{"recommendedAgent":" Designer ","confidence":2,"reasoning":"Ready to draw."}')).toEqual({
      recommendedAgent: 'designer',
      confidence: 1,
      reasoning: 'Ready to draw.',
    });
  });

  it('rejects unknown personas and missing fields', () => {
    expect(() => parseHandoff('{"recommendedAgent":"jess","confidence":0.5,"reasoning":"x"}')).toThrow();
    expect(() => parseHandoff('{"recommendedAgent":"buddy"}')).toThrow();
  });
});

describe('parseCritique', () => {
  it('reads the three lists, trimmed', () => {
    const reply = JSON.stringify({ strengths: [' Bold outline. '], risks: ['Feathers 0.4 mm apart will blur.'], suggestions: ['Go up to 12 cm.'] });
    expect(parseCritique(reply)).toEqual({ strengths: ['Bold outline.'], risks: ['Feathers 0.4 mm apart will blur.'], suggestions: ['Go up to 12 cm.'] });
  });

  it('reads through a Markdown fence (a self-hosted model) and keeps the usable points of a drifting answer', () => {
    const reply = '```json\n' + JSON.stringify({ strengths: ['Good', 3, '', null], risks: 'not a list', suggestions: Array.from({ length: 9 }, (_, i) => `Point ${i}`) }) + '\n```';
    const parsed = parseCritique(reply);
    expect(parsed.strengths).toEqual(['Good']);
    expect(parsed.risks).toEqual([]);
    expect(parsed.suggestions).toHaveLength(5);
  });

  it('cuts a point longer than 280 characters', () => {
    const parsed = parseCritique(JSON.stringify({ strengths: ['x'.repeat(400)], risks: [], suggestions: [] }));
    expect(parsed.strengths[0]).toHaveLength(280);
    expect(parsed.strengths[0].endsWith('…')).toBe(true);
  });

  it('throws on a malformed or empty answer', () => {
    expect(() => parseCritique('The design is lovely.')).toThrow();
    expect(() => parseCritique('{"strengths": ["cut off')).toThrow();
    expect(() => parseCritique(JSON.stringify({ verdict: 'fine' }))).toThrow(/three lists/);
    expect(() => parseCritique(JSON.stringify({ strengths: [], risks: [' '], suggestions: [] }))).toThrow(/no usable point/);
    expect(() => parseCritique(null)).toThrow();
  });
});
