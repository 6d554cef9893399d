import { describe, expect, it } from 'vitest';
import { MAX_SPOKEN_CHUNK_CHARS, speechChunks } from '@/features/designer/voice/speechChunks';

describe('speechChunks', () => {
  it('keeps a short reply whole', () => {
    expect(speechChunks('Hi! What tattoo are you thinking about?')).toEqual(['Hi! What tattoo are you thinking about?']);
    expect(speechChunks('   ')).toEqual([]);
  });

  it('groups sentences into chunks under the limit without losing a word', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} says something useful about healing.`).join(' ');
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_SPOKEN_CHUNK_CHARS);
    expect(chunks.join(' ')).toBe(text);
  });

  it('breaks a very long sentence at commas, then at spaces', () => {
    const text = `${'word '.repeat(15).trim()}, ${'more '.repeat(40).trim()}.`;
    const chunks = speechChunks(text, 100);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(100);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(text);
    expect(chunks[0]?.endsWith(',')).toBe(true);
  });
});
