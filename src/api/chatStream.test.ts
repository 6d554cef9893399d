import { describe, expect, it } from 'vitest';
import { streamChat } from './chatStream';
import { API_ERROR_MESSAGES, ApiError } from './http';

const call = { message: 'koi?', user_id: 'u', conversation_history: [] };
const reply = { agent: 'styles', agent_name: 'Style Expert', message: 'Koi are bold.', cards: [], design: null, aftercare: null, handoff_suggestions: [] };

function sseFetch(text: string, seen: RequestInit[] = [], status = 200): typeof fetch {
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init) seen.push(init);
    const encoder = new TextEncoder();
    // Cut the text mid-event, as a network delivers it.
    const pieces = [text.slice(0, 17), text.slice(17, 40), text.slice(40)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status, headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' } });
  }) as typeof fetch;
}

describe('streamChat', () => {
  it('passes each delta on and resolves with the finished reply', async () => {
    const seen: RequestInit[] = [];
    const text = `event: delta\ndata: {"text":"Koi are "}\n\nevent: delta\ndata: {"text":"bold."}\n\nevent: reply\ndata: ${JSON.stringify({ reply, answered_by: 'model' })}\n\n`;
    const deltas: string[] = [];
    const done = await streamChat(call, { onDelta: (t) => deltas.push(t), fetch: sseFetch(text, seen), getIdToken: async () => 'tok' });
    expect(deltas).toEqual(['Koi are ', 'bold.']);
    expect(done).toEqual({ reply, answeredBy: 'model', modelFailed: false });
    expect(JSON.parse(String(seen[0].body))).toMatchObject({ message: 'koi?', stream: true });
    expect(new Headers(seen[0].headers).get('authorization')).toBe('Bearer tok');
  });

  it("says when the server's model failed and its engine answered", async () => {
    const text = `event: reply\ndata: ${JSON.stringify({ reply, answered_by: 'engine', model_failed: true })}\n\n`;
    expect(await streamChat(call, { onDelta: () => {}, fetch: sseFetch(text), getIdToken: async () => null })).toMatchObject({ answeredBy: 'engine', modelFailed: true });
  });

  it('a stream cut before the reply is a network error; an error status is an http error with spec text', async () => {
    const cut = streamChat(call, { onDelta: () => {}, fetch: sseFetch('event: delta\ndata: {"text":"Koi"}\n\n'), getIdToken: async () => null });
    await expect(cut).rejects.toMatchObject({ kind: 'network', message: API_ERROR_MESSAGES.network });
    const limited = streamChat(call, { onDelta: () => {}, fetch: sseFetch('{"error":{"code":"rate_limited","message":"used up"}}', [], 429), getIdToken: async () => null });
    await expect(limited).rejects.toBeInstanceOf(ApiError);
    await expect(limited).rejects.toMatchObject({ kind: 'http', status: 429, code: 'rate_limited', message: API_ERROR_MESSAGES.other });
  });
});
