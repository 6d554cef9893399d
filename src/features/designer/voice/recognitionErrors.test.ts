import { describe, expect, it } from 'vitest';
import { microphoneFailureCause, recognitionFailureCause, voiceFailureToast } from './recognitionErrors';

describe('voice failure causes', () => {
  it('names the microphone failure from the DOMException', () => {
    expect(microphoneFailureCause(new DOMException('x', 'NotFoundError'))).toBe('no-device');
    expect(microphoneFailureCause(new DOMException('x', 'NotAllowedError'))).toBe('permission-denied');
    expect(microphoneFailureCause(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(microphoneFailureCause(new DOMException('x', 'NotSupportedError'))).toBe('not-supported');
    expect(microphoneFailureCause('??')).toBe('unknown');
  });

  it('names the recognition failure from its code', () => {
    expect(recognitionFailureCause('not-allowed')).toBe('permission-denied');
    expect(recognitionFailureCause('audio-capture')).toBe('no-device');
    expect(recognitionFailureCause('network')).toBe('network');
    expect(recognitionFailureCause('language-not-supported')).toBe('not-supported');
    expect(recognitionFailureCause('bad-grammar')).toBe('unknown');
  });

  it('gives each cause its own description', () => {
    const causes = ['no-device', 'permission-denied', 'busy', 'not-supported', 'network', 'unknown'] as const;
    expect(new Set(causes.map((c) => voiceFailureToast(c).description)).size).toBe(causes.length);
    expect(voiceFailureToast('no-device').description).toMatch(/No microphone was found/);
  });
});
