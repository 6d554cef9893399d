import { describe, expect, it } from 'vitest';
import { VOICE_MIN_TRANSCRIPT_CHARS, extractVoiceKeywords } from './voiceKeywords';

describe('extractVoiceKeywords (spec §9)', () => {
  it('ignores transcripts of 10 characters or fewer', () => {
    expect(VOICE_MIN_TRANSCRIPT_CHARS).toBe(10);
    expect(extractVoiceKeywords('tribal arm')).toEqual({ suggestions: [], triggerGeneration: false });
    expect(extractVoiceKeywords('  generate  ')).toEqual({ suggestions: [], triggerGeneration: false });
  });

  it('reads a transcript of 11 characters', () => {
    expect(extractVoiceKeywords('tribal arms').suggestions.map((s) => s.field).sort()).toEqual(['bodyZone', 'style']);
  });

  it('uses the spec confidences: 0.8 style and body zone, 0.7 size, 0.6 colour', () => {
    const { suggestions } = extractVoiceKeywords('a small japanese piece on my forearm in black and grey');
    const byField = Object.fromEntries(suggestions.map((s) => [s.field, s]));
    expect(byField.style).toEqual({ field: 'style', value: 'japanese', confidence: 0.8 });
    expect(byField.bodyZone).toEqual({ field: 'bodyZone', value: 'forearm', confidence: 0.8 });
    expect(byField.size).toEqual({ field: 'size', value: 'small', confidence: 0.7 });
    expect(byField.colors).toEqual({ field: 'colors', value: 'black and grey', confidence: 0.6 });
  });

  it.each(['please generate it now', 'can you create image of a wolf', 'show me what it looks like', 'Create an image please'])(
    '"%s" triggers generation',
    (text) => {
      expect(extractVoiceKeywords(text).triggerGeneration).toBe(true);
    },
  );

  it('does not trigger on ordinary speech or a refusal', () => {
    expect(extractVoiceKeywords('a rose on my shoulder please').triggerGeneration).toBe(false);
    expect(extractVoiceKeywords("don't generate it yet, I'm still thinking").triggerGeneration).toBe(false);
  });

  it('does not hear a question as a choice', () => {
    expect(extractVoiceKeywords('does the rib cage hurt a lot').suggestions).toEqual([]);
  });
});
