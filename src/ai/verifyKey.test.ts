import { describe, expect, it } from 'vitest';
import { KEY_CHECK_MESSAGES, missingModelMessage, shutdownLabel, verifyAiKey } from './verifyKey';

const OPENAI_LIST = {
  object: 'list',
  data: [
    { id: 'gpt-6-luna', object: 'model', shutdown_date: null },
    { id: 'gpt-4o-mini', object: 'model', shutdown_date: '2027-01-14' },
    { id: 'gpt-image-2.6-flare', object: 'model', shutdown_date: null },
    { id: 'gpt-image-1.5', object: 'model', shutdown_date: '2026-12-01' },
    { id: 'text-embedding-3-small', object: 'model' },
  ],
};

const answering = (status: number, body: unknown = OPENAI_LIST, seen: string[] = []): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;

const today = new Date('2026-12-01T12:00:00Z');

describe('verifyAiKey', () => {
  it('asks the provider for its models with the key (no tokens spent) and lists them by kind with shutdown dates', async () => {
    const seen: string[] = [];
    const check = await verifyAiKey({ apiKey: ' sk-good ' }, { fetch: answering(200, OPENAI_LIST, seen), now: today });
    expect(seen).toEqual(['https://api.openai.com/v1/models Bearer sk-good']);
    expect(check).toEqual({
      ok: true,
      models: [
        { id: 'gpt-4o-mini', kind: 'chat', shutdownDate: '2027-01-14', shutDown: false },
        { id: 'gpt-6-luna', kind: 'chat', shutdownDate: null, shutDown: false },
        { id: 'gpt-image-1.5', kind: 'image', shutdownDate: '2026-12-01', shutDown: true },
        { id: 'gpt-image-2.6-flare', kind: 'image', shutdownDate: null, shutDown: false },
        { id: 'text-embedding-3-small', kind: 'other', shutdownDate: null, shutDown: false },
      ],
    });
  });

  it('fails with a clear message when a chosen model is missing or shut down', async () => {
    expect(await verifyAiKey({ apiKey: 'k', chatModel: 'gpt-4.5-preview' }, { fetch: answering(200), now: today })).toMatchObject({
      ok: false,
      reason: 'chat-model',
      message: 'The provider does not offer the chat model "gpt-4.5-preview". Pick one from the list.',
    });
    expect(await verifyAiKey({ apiKey: 'k', imageModel: 'gpt-image-1.5' }, { fetch: answering(200), now: today })).toMatchObject({
      ok: false,
      reason: 'image-model',
      message: '"gpt-image-1.5" shut down on 1 Dec 2026. Pick a current model from the list.',
    });
    // dall-e-3, the old default, is gone from the list altogether.
    expect(await verifyAiKey({ apiKey: 'k', imageModel: 'dall-e-3' }, { fetch: answering(200), now: today })).toMatchObject({ reason: 'image-model', message: missingModelMessage('image', 'dall-e-3') });
  });

  it('a self-hosted server without image models passes, saying designs are drawn on the device', async () => {
    const local = { object: 'list', data: [{ id: 'llama3.2:3b', object: 'model', owned_by: 'library' }] };
    expect(await verifyAiKey({ apiKey: 'ollama', baseURL: 'http://localhost:11434/v1', chatModel: 'llama3.2:3b' }, { fetch: answering(200, local), now: today })).toEqual({
      ok: true,
      models: [{ id: 'llama3.2:3b', kind: 'chat', shutdownDate: null, shutDown: false }],
      imageNote: KEY_CHECK_MESSAGES.noImageModels,
    });
  });

  it('an empty model list cannot be checked: the key passes', async () => {
    expect(await verifyAiKey({ apiKey: 'k', baseURL: 'https://llm.test/v1' }, { fetch: answering(200, { data: [] }) })).toEqual({ ok: true, models: [] });
  });

  it('says when the key is rejected, the provider unreachable, or another error came back', async () => {
    expect(await verifyAiKey({ apiKey: 'sk-bad' }, { fetch: answering(401, {}) })).toMatchObject({ ok: false, reason: 'rejected', message: KEY_CHECK_MESSAGES.rejected });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await verifyAiKey({ apiKey: 'sk' }, { fetch: offline })).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(await verifyAiKey({ apiKey: 'sk' }, { fetch: answering(404, {}) })).toMatchObject({ ok: false, reason: 'other', message: expect.stringContaining('(404)') });
  });

  it('writes shutdown dates the way people read them', () => {
    expect(shutdownLabel('2027-01-14')).toBe('14 Jan 2027');
  });
});
