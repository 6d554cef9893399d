/**
 * The AI routes inside the real product server (buildApp, real database): /health reports the
 * AI mode, /chat recommends from the database's artist directory, the gateway forwards, and both
 * appear in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../server/gateway/config';
import type { ChatResponse } from '../../src/engine/types';
import { SEED_ARTISTS } from '../../src/engine/artists';
import { EMPTY_SLOTS } from '../../src/engine/designBrief';
import { createAnonymousUser } from './support/authEmulator';
import { request, startTestServer, type TestServer } from './support/harness';
import { chatCompletion, startOpenAiStandIn, type OpenAiStandIn } from './support/openai-stand-in';

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
  let standIn: OpenAiStandIn;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    server = await startTestServer({ config: { ai: loadAiConfig({ AI_API_KEY: 'sk-test-app-key-0123456789abcdef', AI_BASE_URL: standIn.baseURL }) } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('/health says ai "upstream" and the gateway forwards', async () => {
    const health = await request<{ ai: string }>(server, 'GET', '/health');
    expect(health.body.ai).toBe('upstream');
    standIn.script('/v1/chat/completions', chatCompletion('forwarded'));
    const { idToken } = await createAnonymousUser();
    const res = await request<{ choices: { message: { content: string } }[] }>(server, 'POST', '/v1/chat/completions', {
      body: PERSONA_BODY, token: idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe('forwarded');
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
