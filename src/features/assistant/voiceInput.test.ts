import { describe, expect, it } from 'vitest';
import { createChatRecognition, voiceErrorToast } from './voiceInput';

describe('chat voice input', () => {
  it('is one utterance, en-US, without interim results (spec §7)', () => {
    class Fake {
      continuous = true;
      interimResults = true;
      lang = '';
      maxAlternatives = 5;
      onstart = null;
      onresult = null;
      onerror = null;
      onend = null;
      start() {}
      stop() {}
      abort() {}
    }
    expect(createChatRecognition(Fake)).toMatchObject({ continuous: false, interimResults: false, lang: 'en-US', maxAlternatives: 1 });
  });

  it('maps recognition errors to the spec toasts', () => {
    expect(voiceErrorToast('not-allowed')).toBe('denied');
    expect(voiceErrorToast('service-not-allowed')).toBe('denied');
    expect(voiceErrorToast('audio-capture')).toBe('denied');
    expect(voiceErrorToast('network')).toBe('error');
    expect(voiceErrorToast('no-speech')).toBe('error');
    expect(voiceErrorToast('aborted')).toBeNull();
  });
});
