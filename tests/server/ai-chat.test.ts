/**
 * POST /chat: the engine's agents on their own, and with an upstream model (the contract
 * stand-in) whose answers are asked for with strict structured outputs and validated — malformed
 * or failing answers fall back to the engine; streamed, the reply's text arrives as it is written.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../server/chat/routes';
import { ChatResponseSchema } from '../../server/chat/chatSchemas';
import { loadAiConfig, type AiConfig } from '../../server/gateway/config';
import type { Artist } from '../../src/engine/artists';
import type { ChatResponse } from '../../src/engine/types';
import { fail, invalidKey, say, serverError, startContractStandIn, type Answer, type ContractStandIn } from '../support/openaiContract/standIn';
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

/** What the model writes for task agent_reply: the chat response without agent_name, nulls for unset design details. */
const upstreamReply = (reply: Record<string, unknown>, extra: Omit<Answer, 'content'> = {}) =>
  say(
    JSON.stringify({
      agent: 'styles',
      message: 'UPSTREAM: Japanese work is bold, with waves and wind bars.',
      cards: [{ title: 'japanese', description: 'Bold outlines, koi, waves.' }],
      design: null,
      aftercare: null,
      handoff_suggestions: [],
      ...reply,
    }),
    extra,
  );

/** POSTs with `stream: true`; returns the server-sent events in order. */
async function askStreamed(url: string, body: Record<string, unknown>): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` }, body: JSON.stringify({ ...body, stream: true }) });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return (await res.text()).split('\n\n').filter(Boolean).map((block) => {
    const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
    const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
    return { event, data };
  });
}

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
  let standIn: ContractStandIn;
  let chat: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    standIn = await startContractStandIn({ apiKey: 'sk-test-chat-key-0123456789abcdef' });
    chat = await startChat(loadAiConfig({ AI_API_KEY: 'sk-test-chat-key-0123456789abcdef', AI_BASE_URL: standIn.baseURL, AI_PROVIDER_FAMILY: 'openai', AI_CHAT_TIMEOUT_MS: '400' }));
  });
  afterAll(async () => {
    await chat.app.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  it('asks the model for the agent reply with a strict JSON schema and returns its validated answer', async () => {
    standIn.script('agent_reply', upstreamReply({}));
    const history = [
      { role: 'user', message: 'hello', timestamp: '2026-11-22T08:00:00Z' },
      { role: 'agent', message: 'Hi, I am Jess.', timestamp: '2026-11-22T08:00:01Z', agent: 'jess' },
    ];
    const { status, body } = await ask(chat.url, 'Tell me about japanese style', history);
    expect(status).toBe(200);
    expect(body.message).toBe('UPSTREAM: Japanese work is bold, with waves and wind bars.');
    expect(body.agent).toBe('styles');
    expect(body.agent_name).toBe('Style Expert');
    const [sent] = standIn.requests;
    expect(sent.path).toBe('/v1/responses');
    expect(sent.body).toMatchObject({ model: 'gpt-6-luna', reasoning: { effort: 'low' }, max_output_tokens: 2500, text: { format: { type: 'json_schema', name: 'agent_reply', strict: true } } });
    expect(sent.body).not.toHaveProperty('temperature');
    expect(String(sent.body.instructions)).toContain('Zed Okafor');
    const input = sent.body.input as { role: string; content: string }[];
    expect(input.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(input.at(-1)?.content).toBe('Tell me about japanese style');
    expect(standIn.refused()).toEqual([]);
  });

  it("keeps the model's design details and leaves out the ones it set to null", async () => {
    standIn.script('agent_reply', upstreamReply({ agent: 'josh', cards: [], design: { style: 'japanese', placement: 'forearm', size: null } }));
    const { body } = await ask(chat.url, 'Design me a japanese koi for my forearm');
    expect(body.design).toEqual({ style: 'japanese', placement: 'forearm' });
  });

  it('streams the reply text as delta events, then the validated reply', async () => {
    standIn.script('agent_reply', upstreamReply({ message: 'UPSTREAM: bold lines, waves and wind bars make Japanese work.' }));
    const events = await askStreamed(chat.url, { message: 'Tell me about japanese style', user_id: 'u', conversation_history: [] });
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe('UPSTREAM: bold lines, waves and wind bars make Japanese work.');
    expect(events.at(-1)).toEqual({ event: 'reply', data: { answered_by: 'model', reply: expect.objectContaining({ agent: 'styles', message: deltas.join('') }) } });
    expect(standIn.requests[0].body).toMatchObject({ stream: true });
  });

  it('a streamed reply the model fails to finish is replaced by the engine answer', async () => {
    standIn.script('agent_reply', upstreamReply({}, { dropAfter: 2 }));
    const events = await askStreamed(chat.url, { message: 'How do I look after my new tattoo while it heals?', user_id: 'u', conversation_history: [] });
    const last = events.at(-1);
    expect(last?.event).toBe('reply');
    expect(last?.data).toMatchObject({ answered_by: 'engine', model_failed: true, reply: { agent: 'aftercare' } });
    expect(ChatResponseSchema.parse(last?.data.reply)).toBeTruthy();
  });

  it.each([
    ['not JSON', say('Sure! Japanese style is great.')],
    ['JSON of the wrong shape', say(JSON.stringify({ reply: 'hi' }))],
    ['an unknown agent', upstreamReply({ agent: 'bob' })],
    ['an empty message', upstreamReply({ message: '' })],
    ['artists outside the directory', upstreamReply({ agent: 'artist', cards: [{ title: 'Made Up Person', description: 'x' }] })],
    ['a provider error', fail(serverError())],
    ['a provider refusal', fail(invalidKey())],
    ['a timeout', upstreamReply({}, { delayMs: 1_500 })],
    ['an answer from another agent than the one selected', upstreamReply({ agent: 'styles' }), 'aftercare'],
  ] as [string, Answer, string?][])('falls back to the engine on %s', async (_name, scripted, agent) => {
    standIn.script('agent_reply', scripted);
    const res = await fetch(chat.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` },
      body: JSON.stringify({ message: 'How do I look after my new tattoo while it heals?', user_id: 'u', conversation_history: [], ...(agent && { agent }) }),
    });
    const body = (await res.json()) as ChatResponse;
    expect(res.status).toBe(200);
    expect(res.headers.get('x-answered-by')).toBe('engine');
    expect(ChatResponseSchema.parse(body)).toEqual(body);
    expect(body.message).not.toContain('UPSTREAM');
    expect(body.agent).toBe('aftercare');
    expect(standIn.forwarded()).toHaveLength(1);
  });
});

describe('/chat with a self-hosted model', () => {
  it('sends classic parameters with a json_schema response format and reads a fenced answer', async () => {
    const local = await startContractStandIn({ profile: 'self-hosted', fenceJson: true });
    const chat = await startChat(loadAiConfig({ AI_API_KEY: 'local', AI_BASE_URL: local.baseURL, AI_CHAT_MODEL: 'qwen3:8b' }));
    try {
      local.script('agent_reply', upstreamReply({}));
      const { body } = await ask(chat.url, 'Tell me about japanese style');
      expect(body.message).toBe('UPSTREAM: Japanese work is bold, with waves and wind bars.');
      expect(local.requests[0].body).toMatchObject({ model: 'qwen3:8b', max_tokens: 700, temperature: 0.7, response_format: { type: 'json_schema', json_schema: { name: 'agent_reply' } } });
    } finally {
      await chat.app.close();
      await local.close();
    }
  });
});
