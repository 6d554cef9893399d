import { describe, expect, it } from 'vitest';
import { voiceCommands } from '@/features/designer/voice/voiceCommands';
import { classifyRecognitionError } from '@/features/designer/voice/recognitionErrors';

describe('voiceCommands', () => {
  it('extracts design details from a transcript over 10 characters', async () => {
    const { suggestions, triggerGeneration } = await voiceCommands('I want a japanese dragon on my forearm, medium size, black and grey');
    const byField = Object.fromEntries(suggestions.map((s) => [s.field, s]));
    expect(byField.style).toMatchObject({ value: 'japanese', confidence: 0.8 });
    expect(byField.bodyZone).toMatchObject({ value: 'forearm', confidence: 0.8 });
    expect(byField.size).toMatchObject({ value: 'medium', confidence: 0.7 });
    expect(byField.colors).toMatchObject({ value: 'black and grey', confidence: 0.6 });
    expect(triggerGeneration).toBe(false);
  });

  it('does not extract from 10 characters or fewer', async () => {
    expect(await voiceCommands('arm tribal')).toEqual({ suggestions: [], triggerGeneration: false });
  });

  it('hears the trigger words, even said on their own', async () => {
    expect((await voiceCommands('Okay, now generate the design')).triggerGeneration).toBe(true);
    expect((await voiceCommands('please create image of it')).triggerGeneration).toBe(true);
    expect((await voiceCommands('Generate!')).triggerGeneration).toBe(true);
    expect((await voiceCommands('show me')).triggerGeneration).toBe(true);
    expect((await voiceCommands("don't generate yet, I'm still thinking")).triggerGeneration).toBe(false);
    expect((await voiceCommands('general')).triggerGeneration).toBe(false);
  });
});

describe('classifyRecognitionError', () => {
  it('sorts the Web Speech error codes', () => {
    expect(classifyRecognitionError('not-allowed')).toBe('microphone');
    expect(classifyRecognitionError('service-not-allowed')).toBe('microphone');
    expect(classifyRecognitionError('audio-capture')).toBe('microphone');
    expect(classifyRecognitionError('aborted')).toBe('aborted');
    expect(classifyRecognitionError('no-speech')).toBe('silence');
    expect(classifyRecognitionError('network')).toBe('error');
    expect(classifyRecognitionError('language-not-supported')).toBe('error');
  });
});
