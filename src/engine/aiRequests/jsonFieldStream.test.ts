import { describe, expect, it } from 'vitest';
import { createJsonFieldStream } from './jsonFieldStream';

const REPLY = JSON.stringify({
  agent: 'styles',
  message: 'Japanese work is "bold":\nkoi, waves — and é.',
  cards: [{ title: 'message', description: 'not this' }],
});

describe('createJsonFieldStream', () => {
  it('yields exactly the top-level field, however the JSON is cut into pieces', () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const stream = createJsonFieldStream('message');
      let out = '';
      for (let i = 0; i < REPLY.length; i += size) out += stream.push(REPLY.slice(i, i + size));
      expect(out).toBe('Japanese work is "bold":\nkoi, waves — and é.');
    }
  });

  it('decodes \\u escapes split across chunks and skips a Markdown fence before the object', () => {
    const stream = createJsonFieldStream('message');
    const text = '```json\n{"agent":"jess","message":"caf\\u00e9 \\u2014 ok"}\n```';
    let out = '';
    for (const char of text) out += stream.push(char);
    expect(out).toBe('café — ok');
  });

  it('ignores a nested field of the same name', () => {
    const stream = createJsonFieldStream('message');
    expect(stream.push('{"cards":[{"message":"inner"}],"agent":"josh"}')).toBe('');
  });
});
