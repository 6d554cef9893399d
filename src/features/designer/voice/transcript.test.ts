import { describe, expect, it } from 'vitest';
import { assembleTranscript, chunksFromResults, fullTranscript, joinSpeech, type ResultListLike } from '@/features/designer/voice/transcript';

/** The browser's result list shape: indexable results, each with alternatives and isFinal. */
function results(...items: [string, boolean][]): ResultListLike {
  const list = items.map(([transcript, isFinal]) => Object.assign([{ transcript }, { transcript: 'second best' }], { isFinal }));
  return list as unknown as ResultListLike;
}

describe('transcript assembly', () => {
  it('separates settled words from words still being recognised', () => {
    const parts = assembleTranscript('', chunksFromResults(results(['I want a dragon', true], [' on my fore', false])));
    expect(parts).toEqual({ finalText: 'I want a dragon', interimText: 'on my fore' });
    expect(fullTranscript(parts)).toBe('I want a dragon on my fore');
  });

  it('keeps words from earlier recognition runs ahead of the current run', () => {
    const parts = assembleTranscript('japanese style', chunksFromResults(results([' on the forearm', true], [' medium', true])));
    expect(parts.finalText).toBe('japanese style on the forearm medium');
    expect(parts.interimText).toBe('');
  });

  it('uses only the best alternative and skips empty results', () => {
    const list = [Object.assign([], { isFinal: true }), Object.assign([{ transcript: 'koi' }], { isFinal: true })] as unknown as ResultListLike;
    expect(chunksFromResults(list)).toEqual([{ transcript: 'koi', isFinal: true }]);
  });

  it('normalises whitespace', () => {
    expect(joinSpeech('  a  b ', '', ' c\n d ')).toBe('a b c d');
    expect(fullTranscript({ finalText: '', interimText: '' })).toBe('');
  });
});
