/**
 * The start-up model check against the contract stand-in: the real server (buildApp) asks
 * GET /v1/models once, reports what it found in /health and the log, and refuses requests for a
 * model the provider does not offer (a shut-down one is no longer listed) with a 503 that names
 * the model and the setting.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../server/gateway/config';
import { classifyModel, daysUntil, missingModelError, SHUTDOWN_WARNING_DAYS } from '../../server/gateway/modelCheck';
import { EMPTY_SLOTS } from '../../src/engine/designBrief';
import { createAnonymousUser } from './support/authEmulator.ts';
import { request, startTestServer, type TestServer } from './support/harness';
import { fail, refusal, startContractStandIn, type Answer, type ContractStandIn } from '../support/openaiContract/standIn';

const CHAT_MODEL = 'stand-in-chat';
const IMAGE_MODEL = 'stand-in-image';
/** A provider whose own models these are (a classic chat model and a DALL·E-style image model). */
const CATALOGUE = [{ id: CHAT_MODEL, kind: 'chat' as const }, { id: IMAGE_MODEL, kind: 'image' as const }];
const modelList = (...models: { id: string; shutdown_date?: string | null }[]): Answer => ({ models });

interface Health {
  ai: string;
  node: string;
  models?: {
    chat: { model: string; setting: string; status: string; shutdown_date?: string };
    image: { model: string; setting: string; status: string; shutdown_date?: string };
  };
}

interface LogLine {
  level: number;
  msg: string;
  model?: string;
  shutdown_date?: string;
}

const PINO_WARN = 40;
const PINO_ERROR = 50;

/** YYYY-MM-DD `days` from today (UTC). */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What the app sends (DESIGN.md §2): a task the server builds the prompt for, with the device's anonymous identity. */
const chatBody = { messages: [{ role: 'user', content: 'hi' }], inkclarity: { task: 'persona_reply', persona: 'buddy', slots: EMPTY_SLOTS } };
const imageBody = { prompt: 'a koi', inkclarity: { task: 'image' } };

describe('the start-up model check', () => {
  let standIn: ContractStandIn;
  let server: TestServer | undefined;
  let logs: LogLine[];
  let token: string;

  async function start(): Promise<TestServer> {
    logs = [];
    server = await startTestServer({
      config: { ai: loadAiConfig({ AI_API_KEY: 'sk-test-key', AI_BASE_URL: standIn.baseURL, AI_CHAT_MODEL: CHAT_MODEL, AI_IMAGE_MODEL: IMAGE_MODEL }) },
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
    });
    return server;
  }

  beforeAll(async () => {
    standIn = await startContractStandIn({ models: CATALOGUE });
    token = (await createAnonymousUser()).idToken;
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    standIn.reset();
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('reports a configured model the provider does not list, and refuses its requests with a 503 naming it', async () => {
    standIn.script('models', modelList({ id: CHAT_MODEL }, { id: 'some-other-image-model' }));
    const app = await start();

    const health = await request<Health>(app, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.models).toEqual({
      chat: { model: CHAT_MODEL, setting: 'AI_CHAT_MODEL', status: 'available' },
      image: { model: IMAGE_MODEL, setting: 'AI_IMAGE_MODEL', status: 'missing' },
    });
    expect(logs.some((line) => line.level === PINO_ERROR && line.model === IMAGE_MODEL && line.msg.includes('AI_IMAGE_MODEL'))).toBe(true);

    const image = await request<{ error: { code: string; message: string } }>(app, 'POST', '/v1/images/generations', { token, body: imageBody });
    expect(image.status).toBe(503);
    expect(image.body.error.code).toBe('model_unavailable');
    expect(image.body.error.message).toContain(`"${IMAGE_MODEL}"`);
    expect(image.body.error.message).toContain('AI_IMAGE_MODEL');
    expect(standIn.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(0);

    // The chat model is listed, so chat still goes through.
    const chat = await request(app, 'POST', '/v1/chat/completions', { token, body: chatBody });
    expect(chat.status).toBe(200);
    expect(standIn.requests.filter((r) => r.path === '/v1/models')).toHaveLength(1);
  });

  it('refuses chat with a 503 naming the chat model when that one is missing', async () => {
    standIn.script('models', modelList({ id: IMAGE_MODEL }));
    const app = await start();
    const chat = await request<{ error: { code: string; message: string } }>(app, 'POST', '/v1/chat/completions', { token, body: chatBody });
    expect(chat.status, JSON.stringify(logs)).toBe(503);
    expect(chat.body.error).toEqual({
      code: 'model_unavailable',
      message: `The AI provider does not offer the chat model "${CHAT_MODEL}". Set AI_CHAT_MODEL on the server to a model the provider lists.`,
    });
    expect(standIn.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
  });

  it('warns in the log and in /health about a model that shuts down soon, and keeps using it', async () => {
    const soon = dateIn(20);
    const later = dateIn(400);
    standIn.script('models', modelList({ id: CHAT_MODEL, shutdown_date: later }, { id: IMAGE_MODEL, shutdown_date: soon }));
    const app = await start();

    const health = await request<Health>(app, 'GET', '/health');
    expect(health.body.models?.image).toEqual({ model: IMAGE_MODEL, setting: 'AI_IMAGE_MODEL', status: 'retiring', shutdown_date: soon });
    expect(health.body.models?.chat).toEqual({ model: CHAT_MODEL, setting: 'AI_CHAT_MODEL', status: 'available', shutdown_date: later });
    const warning = logs.find((line) => line.level === PINO_WARN && line.model === IMAGE_MODEL);
    expect(warning?.shutdown_date).toBe(soon);
    expect(warning?.msg).toContain(`shuts down on ${soon}`);
    expect(logs.some((line) => line.level >= PINO_WARN && line.model === CHAT_MODEL)).toBe(false);

    const image = await request(app, 'POST', '/v1/images/generations', { token, body: imageBody });
    expect(image.status).toBe(200);
  });

  it('works as before with a provider that has no /v1/models', async () => {
    standIn.script('models', fail(refusal(404, { message: 'Not found', type: 'invalid_request_error', param: null, code: null })));
    const app = await start();

    const health = await request<Health>(app, 'GET', '/health');
    expect(health.body.ai).toBe('upstream');
    expect(health.body.models).toEqual({
      chat: { model: CHAT_MODEL, setting: 'AI_CHAT_MODEL', status: 'unchecked' },
      image: { model: IMAGE_MODEL, setting: 'AI_IMAGE_MODEL', status: 'unchecked' },
    });
    expect(logs.some((line) => line.level >= PINO_WARN)).toBe(false);

    const image = await request(app, 'POST', '/v1/images/generations', { token, body: imageBody });
    expect(image.status).toBe(200);
    expect(standIn.requests.at(-1)?.body.model).toBe(IMAGE_MODEL);
    const chat = await request(app, 'POST', '/v1/chat/completions', { token, body: chatBody });
    expect(chat.status).toBe(200);
  });

  it("finds OpenAI's shut-down dall-e-3 gone from the list: missing, and its route a 503 before anything is forwarded", async () => {
    const openai = await startContractStandIn();
    try {
      server = await startTestServer({ config: { ai: loadAiConfig({ AI_API_KEY: 'sk-test-key', AI_BASE_URL: openai.baseURL, AI_PROVIDER_FAMILY: 'openai', AI_IMAGE_MODEL: 'dall-e-3' }) } });
      const health = await request<Health>(server, 'GET', '/health');
      expect(health.body.models?.image).toEqual({ model: 'dall-e-3', setting: 'AI_IMAGE_MODEL', status: 'missing' });
      expect(health.body.models?.chat.status).toBe('available');
      const image = await request<{ error: { code: string } }>(server, 'POST', '/v1/images/generations', { token, body: imageBody });
      expect(image.status).toBe(503);
      expect(image.body.error.code).toBe('model_unavailable');
      expect(openai.forwarded()).toHaveLength(0);
    } finally {
      await openai.close();
    }
  });

  it('reports the Node version and no models without a key (nothing is asked)', async () => {
    server = await startTestServer({ config: { ai: loadAiConfig({}) } });
    const health = await request<Health>(server, 'GET', '/health');
    expect(health.body.node).toBe(process.version);
    expect(health.body.ai).toBe('local');
    expect(health.body.models).toBeUndefined();
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('classifyModel', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('sorts a listed model by its shutdown date', () => {
    const listed = [
      { id: 'a', shutdownDate: undefined },
      { id: 'b', shutdownDate: '2026-12-01' },
      { id: 'c', shutdownDate: '2027-06-01' },
      { id: 'd', shutdownDate: '2026-11-01' },
    ];
    expect(classifyModel('a', 'AI_CHAT_MODEL', listed, now).status).toBe('available');
    expect(classifyModel('b', 'AI_CHAT_MODEL', listed, now)).toEqual({ model: 'b', setting: 'AI_CHAT_MODEL', status: 'retiring', shutdown_date: '2026-12-01' });
    expect(classifyModel('c', 'AI_CHAT_MODEL', listed, now).status).toBe('available');
    expect(classifyModel('d', 'AI_CHAT_MODEL', listed, now).status).toBe('missing');
    expect(classifyModel('e', 'AI_IMAGE_MODEL', listed, now).status).toBe('missing');
    expect(classifyModel('e', 'AI_IMAGE_MODEL', null, now).status).toBe('unchecked');
  });

  it('warns exactly up to the 60-day edge', () => {
    expect(daysUntil('2027-01-21', now)).toBe(SHUTDOWN_WARNING_DAYS - 1);
    const edge = [{ id: 'x', shutdownDate: '2027-01-22' }, { id: 'y', shutdownDate: '2027-01-23' }];
    expect(daysUntil('2027-01-22', now)).toBe(SHUTDOWN_WARNING_DAYS);
    expect(classifyModel('x', 'AI_CHAT_MODEL', edge, now).status).toBe('retiring');
    expect(classifyModel('y', 'AI_CHAT_MODEL', edge, now).status).toBe('available');
  });

  it('only refuses a missing model', () => {
    expect(missingModelError(undefined, 'image')).toBeNull();
    expect(missingModelError({ chat: { model: 'c', setting: 'AI_CHAT_MODEL', status: 'retiring' }, image: { model: 'i', setting: 'AI_IMAGE_MODEL', status: 'unchecked' } }, 'chat')).toBeNull();
  });
});
