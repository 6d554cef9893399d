import { describe, expect, it } from 'vitest';
import { createStreamReader, readChatReply } from './readReply';

const completion = (content: string | null, finish = 'stop', refusal: string | null = null) => ({
  choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: finish }],
});
const response = (status: string, text: string, extra: Record<string, unknown> = {}) => ({
  object: 'response',
  status,
  output: [
    { type: 'reasoning', summary: [] },
    ...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
  ],
  ...extra,
});

describe('readChatReply', () => {
  it('reads the text of a finished answer from either endpoint', () => {
    expect(readChatReply('chat.completions', completion('Hi there'))).toEqual({ ok: true, text: 'Hi there' });
    expect(readChatReply('responses', response('completed', 'Hi there'))).toEqual({ ok: true, text: 'Hi there' });
  });

  it('treats a reasoning model that spent its budget thinking as a failure, never an empty reply', () => {
    expect(readChatReply('chat.completions', completion('', 'length'))).toMatchObject({ ok: false, reason: 'length' });
    const ranOut = response('incomplete', '', { incomplete_details: { reason: 'max_output_tokens' } });
    expect(readChatReply('responses', ranOut)).toMatchObject({ ok: false, reason: 'length' });
  });

  it('reports a cut-off answer, a filtered one, a refusal and an empty one as failures', () => {
    expect(readChatReply('chat.completions', completion('A koi swims', 'length'))).toEqual({ ok: false, reason: 'length', text: 'A koi swims' });
    expect(readChatReply('chat.completions', completion('', 'content_filter'))).toMatchObject({ ok: false, reason: 'content_filter' });
    expect(readChatReply('chat.completions', completion(null, 'stop', "I can't help with that."))).toMatchObject({ ok: false, reason: 'refusal' });
    expect(readChatReply('chat.completions', completion('   '))).toMatchObject({ ok: false, reason: 'empty' });
    const filtered = response('incomplete', '', { incomplete_details: { reason: 'content_filter' } });
    expect(readChatReply('responses', filtered)).toMatchObject({ reason: 'content_filter' });
    expect(readChatReply('responses', response('failed', ''))).toMatchObject({ reason: 'failed' });
  });
});

describe('createStreamReader', () => {
  it('collects Responses text deltas and ends on response.completed', () => {
    const reader = createStreamReader('responses');
    expect(reader.push({ type: 'response.created' })).toBe('');
    expect(reader.push({ type: 'response.output_text.delta', delta: 'A koi ' })).toBe('A koi ');
    expect(reader.push({ type: 'response.output_text.delta', delta: 'swims.' })).toBe('swims.');
    expect(reader.done).toBe(false);
    reader.push({ type: 'response.completed', response: {} });
    expect(reader.done).toBe(true);
    expect(reader.result()).toEqual({ ok: true, text: 'A koi swims.' });
  });

  it('fails a Responses stream that ends incomplete, even with text shown', () => {
    const reader = createStreamReader('responses');
    reader.push({ type: 'response.output_text.delta', delta: 'A koi' });
    reader.push({ type: 'response.incomplete', response: { incomplete_details: { reason: 'max_output_tokens' } } });
    expect(reader.result()).toEqual({ ok: false, reason: 'length', text: 'A koi' });
  });

  it('collects Chat Completions deltas and reads the finish reason', () => {
    const reader = createStreamReader('chat.completions');
    reader.push({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] });
    expect(reader.push({ choices: [{ index: 0, delta: { content: 'Bold ' } }] })).toBe('Bold ');
    reader.push({ choices: [{ index: 0, delta: { content: 'lines.' }, finish_reason: 'stop' }] });
    expect(reader.result()).toEqual({ ok: true, text: 'Bold lines.' });
    const cut = createStreamReader('chat.completions');
    cut.push({ choices: [{ index: 0, delta: {}, finish_reason: 'length' }] });
    expect(cut.result()).toMatchObject({ ok: false, reason: 'length' });
  });
});
