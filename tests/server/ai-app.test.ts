/**
 * The AI routes inside the real product server (buildApp, real database): /health reports the
 * AI mode and each model's state (`failing` after repeated refusals), /chat recommends from the
 * database's artist directory, the gateway forwards to the contract stand-in, a call the provider
 * refuses costs no quota, and both routes appear in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../server/gateway/config';
import type { ChatResponse } from '../../src/engine/types';
import { SEED_ARTISTS } from '../../src/engine/artists';
import { EMPTY_SLOTS } from '../../src/engine/designBrief';
import { createAnonymousUser } from './support/authEmulator';
import { request, startTestServer, type TestServer } from './support/harness';
import { say, serverError, startContractStandIn, type ContractStandIn } from '../support/openaiContract/standIn';

const PERSONA_BODY = {
  model: 'server-default',
  messages: [{ role: 'user', content: 'hi' }],
  inkclarity: { task: 'persona_reply', persona: 'buddy', slots: EMPTY_SLOTS },
};

describe('AI routes in the product server, no upstream', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { ai: loadAiConfig({}) } });
  });
  afterAll(() => server.close());

  it('/health says ai "local" and the gateway answers 503 with the error shape', async () => {
    const health = await request<{ ai: string }>(server, 'GET', '/health');
    expect(health.body.ai).toBe('local');
    const gateway = await request(server, 'POST', '/v1/chat/completions', { body: PERSONA_BODY });
    expect(gateway.status).toBe(503);
    expect(gateway.body).toEqual({ error: { code: 'upstream_unavailable', message: expect.any(String) } });
  });

  it('/chat answers anonymously, recommending artists from the database directory', async () => {
    const res = await request<ChatResponse>(server, 'POST', '/chat', {
      body: { message: 'Which artist would you recommend for a japanese koi?', user_id: 'anon-device-7', conversation_history: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.agent).toBe('artist');
    const seeded = new Set(SEED_ARTISTS.map((a) => a.name));
    expect(res.body.cards.length).toBeGreaterThan(0);
    for (const card of res.body.cards) expect(seeded.has(card.title) || [...seeded].some((name) => card.title.includes(name))).toBe(true);
  });

  it('/chat refuses bad bodies with the error shape', async () => {
    const res = await request(server, 'POST', '/chat', { body: { message: 42, user_id: 'u', conversation_history: [] } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'invalid_request', fields: { message: expect.any(String) } } });
  });

  it('publishes /chat and the gateway in /openapi.json', async () => {
    const doc = await request<{ paths: Record<string, unknown> }>(server, 'GET', '/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/chat', '/v1/chat/completions', '/v1/images/generations']));
  });
});

describe('AI routes in the product server, with an upstream', () => {
  let server: TestServer;
  let standIn: ContractStandIn;
  beforeAll(async () => {
    standIn = await startContractStandIn();
    server = await startTestServer({ config: { ai: loadAiConfig({ AI_API_KEY: 'sk-test-app-key-0123456789abcdef', AI_BASE_URL: standIn.baseURL, AI_PROVIDER_FAMILY: 'openai' }) } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('/health says ai "upstream" with both default models available, and the gateway forwards', async () => {
    const health = await request<{ ai: string; models: Record<string, { model: string; status: string }> }>(server, 'GET', '/health');
    expect(health.body.ai).toBe('upstream');
    expect(health.body.models).toEqual({
      chat: { model: 'gpt-6-luna', setting: 'AI_CHAT_MODEL', status: 'available' },
      image: { model: 'gpt-image-2.6-flare', setting: 'AI_IMAGE_MODEL', status: 'available' },
    });
    standIn.script('text', say('forwarded'));
    const { idToken } = await createAnonymousUser();
    const res = await request<{ choices: { message: { content: string } }[] }>(server, 'POST', '/v1/chat/completions', {
      body: PERSONA_BODY, token: idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe('forwarded');
    expect(standIn.refused()).toEqual([]);
  });
});

describe('a provider that refuses every call (a server set up for the wrong provider family)', () => {
  const quotas = { chatPerDay: 2, chatPerDayAnonymous: 2, imagesPerDay: 1, imagesPerDayAnonymous: 1 };
  let server: TestServer;
  let standIn: ContractStandIn;
  beforeAll(async () => {
    standIn = await startContractStandIn();
    // Classic parameters to gpt-6-luna: every chat call is refused with 400 unsupported_parameter.
    server = await startTestServer({ config: { ai: loadAiConfig({ AI_API_KEY: 'sk-test-app-key-0123456789abcdef', AI_BASE_URL: standIn.baseURL, AI_PROVIDER_FAMILY: 'openai-compatible' }), quotas } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('charges no quota for the refused calls (gateway and /chat), while a provider 5xx is charged', async () => {
    const { idToken } = await createAnonymousUser();
    for (let i = 0; i < quotas.chatPerDayAnonymous + 2; i += 1) {
      const refused = await request(server, 'POST', '/v1/chat/completions', { body: PERSONA_BODY, token: idToken });
      expect(refused.status, `call ${i + 1}`).toBe(400);
      expect(refused.body).toEqual({ error: { code: 'upstream_bad_request', message: expect.any(String) } });
      // /chat answers with the engine, and gives the unit back too.
      const chat = await request<ChatResponse>(server, 'POST', '/chat', { body: { message: 'Which style suits a koi?', user_id: 'u', conversation_history: [] }, token: idToken });
      expect(chat.status).toBe(200);
      expect(chat.headers.get('x-answered-by')).toBe('engine');
    }
    expect(standIn.refused().length).toBe(2 * (quotas.chatPerDayAnonymous + 2));
    expect(standIn.refused().every((r) => r.refused?.code === 'unsupported_parameter')).toBe(true);

    // The provider failing (not refusing) may have cost it work: that is charged as before.
    standIn.refuseEverything(serverError());
    const statuses: number[] = [];
    for (let i = 0; i < quotas.chatPerDayAnonymous + 1; i += 1) statuses.push((await request(server, 'POST', '/v1/chat/completions', { body: PERSONA_BODY, token: idToken })).status);
    expect(statuses).toEqual([500, 500, 429]);
    standIn.refuseEverything(null);
  });

  it("/health shows the chat model failing with the provider's code and param (not its message)", async () => {
    const health = await request<{ models: { chat: Record<string, unknown>; image: Record<string, unknown> } }>(server, 'GET', '/health');
    expect(health.body.models.chat).toEqual({
      model: 'gpt-6-luna',
      setting: 'AI_CHAT_MODEL',
      status: 'failing',
      last_error: { status: 400, code: 'unsupported_parameter', param: 'max_tokens' },
    });
    expect(health.body.models.image.status).toBe('available');
    expect(JSON.stringify(health.body)).not.toContain('not supported with this model');
  });
});

describe('AI routes under the server rate limit', () => {
  let server: TestServer;
  const LIMIT = 2;
  beforeAll(async () => {
    server = await startTestServer({ config: { ai: loadAiConfig({}), rateLimitMax: LIMIT } });
  });
  afterAll(() => server.close());

  it('an anonymous caller over the limit gets 429 in the error shape', async () => {
    const ask = () => request(server, 'POST', '/chat', { body: { message: 'hi', user_id: 'anon', conversation_history: [] } });
    for (let i = 0; i < LIMIT; i += 1) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/Too many requests/) } });
    const gateway = await request(server, 'POST', '/v1/chat/completions', { body: PERSONA_BODY });
    expect(gateway.status).toBe(429);
  });
});
