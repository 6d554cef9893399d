/**
 * The Analyst's written critique (issue #35, "with a key") through the real gateway and straight
 * to a user's own provider, against the contract stand-in (tests/support/openaiContract: it reads
 * pictures as OpenAI documents them and refuses what OpenAI refuses). The browser's AI client runs
 * here in Node with the real openai SDK.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayRoutes } from '../../server/gateway/routes';
import { loadAiConfig, type AiConfig } from '../../server/gateway/config';
import { createAiClient } from '../../src/ai/createAiClient';
import { NoCloudModel } from '../../src/ai/aiClient';
import { toAiError } from '../../src/ai/errors';
import { AI_MESSAGES } from '../../src/ai/messages';
import { say, startContractStandIn, type ContractStandIn } from '../support/openaiContract/standIn';
import { flashPng } from '../support/openaiContract/png';
import { TEST_TOKEN, testAccess } from './support/testAccess';

const SERVER_KEY = 'sk-test-server-side-key-0123456789abcdef';
const OWN_KEY = 'sk-own-key-0123456789abcdef';
const JPEG = `data:image/png;base64,${flashPng(16, 16).toString('base64')}`;
const FIGURES = 'At 8 cm: fine detail will blur (finest gap 0.4 mm); readable from 12 cm.';
const CRITIQUE = {
  strengths: ['The koi outline is bold and will hold its shape.'],
  risks: ['The scales are 0.4 mm apart and will blur into one grey patch within a few years.'],
  suggestions: ['Open the scales to at least 1 mm, or go up to 12 cm.'],
};

async function startGateway(config: AiConfig): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.decorateRequest('caller', null);
  await app.register(gatewayRoutes, { config, access: testAccess });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const postCritique = (origin: string, image: string) =>
  fetch(`${origin}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKEN}` },
    body: JSON.stringify({ model: 'server-default', messages: [{ role: 'user', content: FIGURES }], inkclarity: { task: 'analyst_critique', image } }),
  });

describe('the critique through the gateway (OpenAI upstream)', () => {
  let standIn: ContractStandIn;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    standIn = await startContractStandIn({ apiKey: SERVER_KEY });
    gateway = await startGateway(loadAiConfig({ AI_API_KEY: SERVER_KEY, AI_BASE_URL: standIn.baseURL, AI_PROVIDER_FAMILY: 'openai', AI_CHAT_MODEL: 'gpt-6-luna' }));
  });
  afterAll(async () => {
    await gateway.app.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());
  const client = () => createAiClient({ health: { ai: 'upstream' }, serverOrigin: gateway.origin, getIdToken: async () => TEST_TOKEN });

  it('sends the picture as input_image with the figures and a strict schema; the client gets the three lists and the model that wrote them', async () => {
    standIn.script('analyst_critique', say(JSON.stringify(CRITIQUE)));
    const critique = await client().critiqueDesign({ image: JPEG, figures: FIGURES });
    expect(critique).toEqual({ ...CRITIQUE, model: 'gpt-6-luna' });
    expect(standIn.refused()).toEqual([]);
    const sent = standIn.requests[0];
    expect(sent.path).toBe('/v1/responses');
    expect(sent.body).toMatchObject({
      model: 'gpt-6-luna',
      input: [{ role: 'user', content: [{ type: 'input_text', text: FIGURES }, { type: 'input_image', image_url: JPEG, detail: 'high' }] }],
      reasoning: { effort: 'low' },
      text: { format: { type: 'json_schema', name: 'analyst_critique', strict: true } },
    });
  });

  it('refuses a picture that is not an image data URL with 400, before anything is forwarded', async () => {
    for (const image of ['data:text/html;base64,PGgxPmhpPC9oMT4=', 'https://example.com/koi.png', 'data:image/png;base64,']) {
      const res = await postCritique(gateway.origin, image);
      expect(res.status, image).toBe(400);
    }
    expect(standIn.requests).toEqual([]);
  });

  it('an answer that is not the three lists rejects (the screen says the critique did not come); the other tasks still use the gateway', async () => {
    standIn.script('analyst_critique', say('Looks great!'), say(JSON.stringify({ verdict: 'fine' })));
    const ai = client();
    await expect(ai.critiqueDesign({ image: JPEG, figures: FIGURES })).rejects.toThrow(/JSON/);
    await expect(ai.critiqueDesign({ image: JPEG, figures: FIGURES })).rejects.toThrow(/three lists/);
    expect(ai.provider).toBe('gateway');
  });
});

describe('the critique through the gateway when the provider refuses the picture (a self-hosted model without vision)', () => {
  let local: ContractStandIn;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    local = await startContractStandIn({ profile: 'self-hosted' });
    gateway = await startGateway(loadAiConfig({ AI_API_KEY: 'ollama', AI_BASE_URL: local.baseURL, AI_CHAT_MODEL: 'llama3.2:3b', AI_IMAGE_MODEL: 'none' }));
  });
  afterAll(async () => {
    await gateway.app.close();
    await local.close();
  });

  it("is refused by the provider's contract; the client rejects with spec §8's text and keeps the gateway for everything else", async () => {
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: gateway.origin, getIdToken: async () => TEST_TOKEN });
    const failure = await ai.critiqueDesign({ image: JPEG, figures: FIGURES }).catch((err: unknown) => err);
    expect(toAiError(failure).message).toBe(AI_MESSAGES.other);
    // llama.cpp answers 500, which the gateway retries once (server/gateway/upstream.ts): refused both times.
    const refused = local.refused();
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const request of refused) expect(request.refused?.message).toMatch(/^image input is not supported/);
    expect(ai.provider).toBe('gateway');
  });
});

describe("the critique on the user's own key (straight to the provider)", () => {
  let standIn: ContractStandIn;
  beforeAll(async () => {
    standIn = await startContractStandIn({ apiKey: OWN_KEY });
  });
  afterAll(() => standIn.close());

  it('builds the Responses request in the browser; the model named on the answer marks the text', async () => {
    standIn.script('analyst_critique', say(JSON.stringify(CRITIQUE)));
    const ai = createAiClient({ health: null, byok: { apiKey: OWN_KEY, baseURL: standIn.baseURL, family: 'openai', chatModel: 'gpt-5.4-mini' } });
    expect(ai.provider).toBe('byok');
    expect(await ai.critiqueDesign({ image: JPEG, figures: FIGURES })).toEqual({ ...CRITIQUE, model: 'gpt-5.4-mini' });
    expect(standIn.refused()).toEqual([]);
    expect(standIn.requests[0].body).toMatchObject({ model: 'gpt-5.4-mini', input: [{ content: [{ type: 'input_text' }, { type: 'input_image', detail: 'high' }] }] });
  });
});

describe('no key, no server key', () => {
  it('there is no on-device critique: the client says no cloud model is available', async () => {
    const ai = createAiClient({ health: { ai: 'local' } });
    expect(ai.provider).toBe('on-device');
    await expect(ai.critiqueDesign({ image: JPEG, figures: FIGURES })).rejects.toBeInstanceOf(NoCloudModel);
  });
});
