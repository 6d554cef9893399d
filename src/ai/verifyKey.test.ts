import { describe, expect, it } from 'vitest';
import { KEY_CHECK_MESSAGES, verifyAiKey } from './verifyKey';

const answering = (status: number, seen: string[] = []): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
    return new Response('{}', { status });
  }) as typeof fetch;

describe('verifyAiKey', () => {
  it('asks the provider for its models with the key (no tokens spent)', async () => {
    const seen: string[] = [];
    expect(await verifyAiKey({ apiKey: ' sk-good ', baseURL: 'https://llm.example/v1/' }, { fetch: answering(200, seen) })).toEqual({ ok: true });
    expect(seen).toEqual(['https://llm.example/v1/models Bearer sk-good']);
  });

  it('says when the key is rejected, the provider unreachable, or another error came back', async () => {
    expect(await verifyAiKey({ apiKey: 'sk-bad' }, { fetch: answering(401) })).toMatchObject({ ok: false, reason: 'rejected', message: KEY_CHECK_MESSAGES.rejected });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await verifyAiKey({ apiKey: 'sk' }, { fetch: offline })).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(await verifyAiKey({ apiKey: 'sk' }, { fetch: answering(404) })).toMatchObject({ ok: false, reason: 'other', message: expect.stringContaining('(404)') });
  });
});
