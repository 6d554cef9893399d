/**
 * POST /chat: the engine's agents on their own, and with an upstream model whose answers are
 * validated — malformed or failing answers fall back to the engine.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../server/chat/routes';
import { ChatResponseSchema } from '../../server/chat/chatSchemas';
import { loadAiConfig, type AiConfig } from '../../server/gateway/config';
import type { Artist } from '../../src/engine/artists';
import type { ChatResponse } from '../../src/engine/types';
import { chatCompletion, serverError, startOpenAiStandIn, type OpenAiStandIn, type ScriptedResponse } from './support/openai-stand-in';
import { TEST_TOKEN, testAccess } from './support/testAccess';

const DIRECTORY: Artist[] = [
  { id: 'artist-test-zed', name: 'Zed Okafor', styles: ['japanese'], city: 'Lagos', bio: 'Large-scale japanese koi and dragons.', openSlots: ['2026-12-02T10:00:00Z'] },
  { id: 'artist-test-ines', name: 'Ines Brandt', styles: ['minimalist', 'geometric'], city: 'Vienna', bio: 'Fine line geometry.', openSlots: [] },
];

async function startChat(config: AiConfig): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.decorateRequest('caller', null);
  await app.register(chatRoutes, { config, access: testAccess, getArtists: async () => DIRECTORY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/chat` };
}

async function ask(url: string, message: string, history: unknown[] = []): Promise<{ status: number; body: ChatResponse }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` },
    body: JSON.stringify({ message, user_id: 'anon-device-1', conversation_history: history }),
  });
  return { status: res.status, body: (await res.json()) as ChatResponse };
}

const upstreamReply = (reply: Partial<ChatResponse>) =>
  chatCompletion(
    JSON.stringify({
      agent: 'styles',
      agent_name: 'Whoever',
      message: 'UPSTREAM: Japanese work is bold, with waves and wind bars.',
      cards: [{ title: 'japanese', description: 'Bold outlines, koi, waves.' }],
      design: null,
      aftercare: null,
      handoff_suggestions: [],
      ...reply,
    }),
  );

describe('/chat on the engine (no upstream)', () => {
  let chat: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    chat = await startChat(loadAiConfig({}));
  });
  afterAll(() => chat.app.close());

  it('answers with a full chat response; a greeting goes to jess', async () => {
    const { status, body } = await ask(chat.url, 'Hi there!');
    expect(status).toBe(200);
    expect(ChatResponseSchema.parse(body)).toEqual(body);
    expect(body.agent).toBe('jess');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('the artist agent recommends from the directory it is given', async () => {
    const { body } = await ask(chat.url, 'Can you recommend a tattoo artist for a japanese koi sleeve?');
    expect(body.agent).toBe('artist');
    expect(body.cards.map((c) => c.title).join(' ')).toContain('Zed Okafor');
  });

  it('the aftercare agent gives tips', async () => {
    const { body } = await ask(chat.url, 'How do I look after my new tattoo while it heals?');
    expect(body.agent).toBe('aftercare');
    expect(body.aftercare?.tips.length).toBeGreaterThan(0);
  });

  it('answers every kind of question without a server error', async () => {
    const messages = [
      'Compare all the styles for me: tribal, traditional, minimalist, realistic, watercolor, geometric, japanese and neo-traditional',
      'What is the full healing timeline day by day?',
      'Which aftercare products should I buy?',
      'Any artists in Berlin? Or London? Who has open slots?',
      'Design me a large colorful phoenix on my back',
      'asdf qwerty',
      '🐉🐉🐉',
    ];
    for (const message of messages) {
      const { status, body } = await ask(chat.url, message);
      expect(status, message).toBe(200);
      expect(body.message.length, message).toBeGreaterThan(0);
    }
  });

  it('answers as the agent the user selected; an unknown agent means jess', async () => {
    const asked = async (agent: string) => {
      const res = await fetch(chat.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` },
        body: JSON.stringify({ message: 'Tell me more', user_id: 'u', conversation_history: [], agent }),
      });
      return (await res.json()) as ChatResponse;
    };
    expect((await asked('styles')).agent).toBe('styles');
    expect((await asked('aftercare')).agent).toBe('aftercare');
    expect((await asked('nobody')).agent).toBe('jess');
  });

  it('rejects bad bodies with 400 and the error shape', async () => {
    const cases: unknown[] = [
      {},
      { message: '   ', user_id: 'u', conversation_history: [] },
      { message: 'hi', conversation_history: [] },
      { message: 'x'.repeat(4_001), user_id: 'u', conversation_history: [] },
      { message: 'hi', user_id: 'u', conversation_history: Array.from({ length: 101 }, () => ({ role: 'user', message: 'x', timestamp: 't' })) },
      { message: 'hi', user_id: 'u', conversation_history: [{ role: 'system', message: 'x', timestamp: 't' }] },
    ];
    for (const body of cases) {
      const res = await fetch(chat.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` }, body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('invalid_request');
    }
  });
});

describe('/chat with an upstream model', () => {
  let standIn: OpenAiStandIn;
  let chat: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    chat = await startChat(loadAiConfig({ AI_API_KEY: 'sk-test-chat-key-0123456789abcdef', AI_BASE_URL: standIn.baseURL, AI_CHAT_TIMEOUT_MS: '400' }));
  });
  afterAll(async () => {
    await chat.app.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  it('asks the model for the agent JSON in JSON mode and returns its validated answer', async () => {
    standIn.script('/v1/chat/completions', upstreamReply({}));
    const history = [
      { role: 'user', message: 'hello', timestamp: '2026-11-22T08:00:00Z' },
      { role: 'agent', message: 'Hi, I am Jess.', timestamp: '2026-11-22T08:00:01Z', agent: 'jess' },
    ];
    const { status, body } = await ask(chat.url, 'Tell me about japanese style', history);
    expect(status).toBe(200);
    expect(body.message).toBe('UPSTREAM: Japanese work is bold, with waves and wind bars.');
    expect(body.agent).toBe('styles');
    expect(body.agent_name).not.toBe('Whoever');
    const sent = standIn.requests[0].body as { response_format: unknown; messages: { role: string; content: string }[] };
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain('Zed Okafor');
    expect(sent.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(sent.messages.at(-1)?.content).toBe('Tell me about japanese style');
  });

  it.each([
    ['not JSON', chatCompletion('Sure! Japanese style is great.')],
    ['JSON of the wrong shape', chatCompletion(JSON.stringify({ reply: 'hi' }))],
    ['an unknown agent', upstreamReply({ agent: 'bob' as never })],
    ['an empty message', upstreamReply({ message: '' })],
    ['artists outside the directory', upstreamReply({ agent: 'artist', cards: [{ title: 'Made Up Person', description: 'x' }] })],
    ['a provider error', serverError()],
    ['a timeout', { ...upstreamReply({}), delayMs: 1_500 }],
    ['an answer from another agent than the one selected', upstreamReply({ agent: 'styles' }), 'aftercare'],
  ] as [string, ScriptedResponse, string?][])('falls back to the engine on %s', async (_name, scripted, agent) => {
    standIn.script('/v1/chat/completions', scripted);
    const res = await fetch(chat.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` },
      body: JSON.stringify({ message: 'How do I look after my new tattoo while it heals?', user_id: 'u', conversation_history: [], ...(agent && { agent }) }),
    });
    const status = res.status;
    const body = (await res.json()) as ChatResponse;
    expect(status).toBe(200);
    expect(ChatResponseSchema.parse(body)).toEqual(body);
    expect(body.message).not.toContain('UPSTREAM');
    expect(body.agent).toBe('aftercare');
    expect(standIn.requests).toHaveLength(1);
  });
});
