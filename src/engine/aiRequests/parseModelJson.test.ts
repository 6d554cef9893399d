import { describe, expect, it } from 'vitest';
import { parseModelJson } from './parseModelJson';

describe('parseModelJson', () => {
  it('parses plain JSON, a fenced block and an object after a word of prose', () => {
    expect(parseModelJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseModelJson('```json\n{"fields": []}\n```')).toEqual({ fields: [] });
    expect(parseModelJson('Sure! Here it is:\n```\n{"a": [1, 2]}\n```\nHope that helps.')).toEqual({ a: [1, 2] });
    expect(parseModelJson('Here you go: {"recommendedAgent": "trainer"} — done')).toEqual({ recommendedAgent: 'trainer' });
  });

  it('throws on no content and on text with no JSON in it', () => {
    expect(() => parseModelJson('')).toThrow();
    expect(() => parseModelJson(null)).toThrow();
    expect(() => parseModelJson('I think trainer would help.')).toThrow();
    expect(() => parseModelJson('```json\n{"fields": [\n```')).toThrow();
  });
});
