/**
 * The contract stand-in refuses what the real provider refuses (so a test against it can fail
 * the way production would), rule by rule, each with the provider's own error; and every request
 * the app's shared builder makes, for every task and both provider families, passes it.
 * Sources for each rule: tests/support/openaiContract/rules.ts and errors.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAgentRequest, buildTaskRequest, type ChatTask } from '../../src/engine/aiTasks';
import { ENDPOINT_PATHS } from '../../src/engine/aiRequests/buildRequest';
import { buildImageParams } from '../../src/engine/aiRequests/imageParams';
import { readChatReply } from '../../src/engine/aiRequests/readReply';
import { IMAGE_QUALITIES, IMAGE_SIZES } from '../../src/engine/imageOptions';
import { EMPTY_SLOTS } from '../../src/engine/designBrief';
import { SEED_ARTISTS } from '../../src/engine/artists';
import { OUTPUT_SCHEMAS } from '../../src/engine/aiRequests/outputSchemas.generated';
import { say, startContractStandIn, type ContractStandIn } from '../support/openaiContract/standIn';
import { flashPng } from '../support/openaiContract/png';

/** A real PNG as a data URL (what the Analyst sends is a JPEG; both are image types OpenAI reads). */
const PNG_URL = `data:image/png;base64,${flashPng(8, 8).toString('base64')}`;
const responsesPicture = (url: string, detail: string = 'high') => [
  { role: 'user', content: [{ type: 'input_text', text: 'Critique this design.' }, { type: 'input_image', image_url: url, detail }] },
];
const chatPicture = (url: string, detail?: string) => [
  { role: 'user', content: [{ type: 'text', text: 'Critique this design.' }, { type: 'image_url', image_url: { url, ...(detail !== undefined && { detail }) } }] },
];

const KEY = 'sk-contract-test-0123456789';

async function post(standIn: ContractStandIn, path: string, body: unknown, key = KEY): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${standIn.baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const refusal = (status: number, code: string | null, param: string | null, message?: RegExp | string) => ({
  status,
  body: { error: { type: 'invalid_request_error', code, param, message: message ?? expect.any(String) } },
});

const hi = [{ role: 'user', content: 'I want a koi on my forearm' }];

describe('the OpenAI profile refuses what OpenAI refuses', () => {
  let openai: ContractStandIn;
  beforeAll(async () => {
    openai = await startContractStandIn({ apiKey: KEY });
  });
  afterAll(() => openai.close());
  beforeEach(() => openai.reset());

  it('`max_tokens` on a reasoning model (Chat Completions), pointing at max_completion_tokens', async () => {
    expect(await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: hi, max_tokens: 150 })).toMatchObject(
      refusal(400, 'unsupported_parameter', 'max_tokens', "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."),
    );
    // A classic model still takes it (it shuts down 2027-01-14, but is listed until then).
    expect((await post(openai, '/chat/completions', { model: 'gpt-4o-mini', messages: hi, max_tokens: 150 })).status).toBe(200);
  });

  it('temperature or top_p other than 1 on a reasoning model, unless the effort is `none`', async () => {
    expect(await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: hi, temperature: 0.8 })).toMatchObject(
      refusal(400, 'unsupported_value', 'temperature', "Unsupported value: 'temperature' does not support 0.8 with this model. Only the default (1) value is supported."),
    );
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', top_p: 0.5, reasoning: { effort: 'low' } })).toMatchObject(refusal(400, 'unsupported_value', 'top_p'));
    expect((await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: hi, temperature: 0.8, reasoning_effort: 'none' })).status).toBe(200);
    expect((await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', temperature: 1 })).status).toBe(200);
  });

  it('an effort the model does not offer, and any effort on a classic model', async () => {
    expect(await post(openai, '/responses', { model: 'gpt-5-mini', input: 'hi', reasoning: { effort: 'none' } })).toMatchObject(refusal(400, 'unsupported_value', 'reasoning.effort'));
    expect(await post(openai, '/chat/completions', { model: 'gpt-4o-mini', messages: hi, reasoning_effort: 'low' })).toMatchObject(refusal(400, 'unsupported_parameter', 'reasoning_effort'));
    expect((await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', reasoning: { effort: 'max' } })).status).toBe(200);
  });

  it('small budgets come back empty with finish_reason "length" / status "incomplete": reasoning is spent first', async () => {
    openai.script('text', say('A koi suits a forearm.'), say('A koi suits a forearm.'));
    const chat = await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: hi, max_completion_tokens: 150 });
    expect(chat.status).toBe(200);
    expect(chat.body.choices).toEqual([expect.objectContaining({ message: expect.objectContaining({ content: '' }), finish_reason: 'length' })]);
    expect(readChatReply('chat.completions', chat.body)).toMatchObject({ ok: false, reason: 'length' });
    const responses = await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', max_output_tokens: 400 });
    expect(responses.body).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } });
    expect(readChatReply('responses', responses.body)).toMatchObject({ ok: false, reason: 'length' });
  });

  it('json_object needs the word "json" in the messages', async () => {
    expect(await post(openai, '/chat/completions', { model: 'gpt-4o-mini', messages: hi, response_format: { type: 'json_object' } })).toMatchObject(
      refusal(400, null, 'messages', "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'."),
    );
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', text: { format: { type: 'json_object' } } })).toMatchObject(refusal(400, null, 'input'));
    expect((await post(openai, '/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Answer in JSON.' }], response_format: { type: 'json_object' } })).status).toBe(200);
  });

  it('a strict json_schema must close every object and require every key', async () => {
    const open = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    const partial = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a'], additionalProperties: false };
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', text: { format: { type: 'json_schema', name: 'x', schema: open, strict: true } } })).toMatchObject(
      refusal(400, 'invalid_json_schema', 'text.format', /'additionalProperties' is required to be supplied and to be false/),
    );
    expect(await post(openai, '/chat/completions', { model: 'gpt-4o-mini', messages: hi, response_format: { type: 'json_schema', json_schema: { name: 'x', schema: partial, strict: true } } })).toMatchObject(
      refusal(400, 'invalid_json_schema', 'response_format', /Missing 'b'/),
    );
  });

  it("the Responses API refuses Chat Completions' names, and unknown fields are refused on both", async () => {
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', max_tokens: 100 })).toMatchObject(refusal(400, 'unsupported_parameter', 'max_tokens', /moved to 'max_output_tokens'/));
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', response_format: { type: 'json_object' } })).toMatchObject(refusal(400, 'unsupported_parameter', 'response_format', /moved to 'text.format'/));
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', max_output_tokens: 10 })).toMatchObject(refusal(400, 'integer_below_min_value', 'max_output_tokens'));
    expect(await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: hi, inkclarity: { task: 'persona_reply' } })).toMatchObject(refusal(400, null, null, 'Unrecognized request argument supplied: inkclarity'));
  });

  it("GPT image models take no response_format or style, only low/medium/high/auto quality and their own sizes", async () => {
    const image = (extra: Record<string, unknown>) => post(openai, '/images/generations', { model: 'gpt-image-2.6-flare', prompt: 'a koi', ...extra });
    expect(await image({ response_format: 'b64_json' })).toMatchObject(refusal(400, 'unknown_parameter', 'response_format', "Unknown parameter: 'response_format'."));
    expect(await image({ style: 'vivid' })).toMatchObject(refusal(400, 'unknown_parameter', 'style'));
    expect(await image({ quality: 'standard' })).toMatchObject(refusal(400, 'invalid_value', 'quality', "Invalid value: 'standard'. Supported values are: 'low', 'medium', 'high', and 'auto'."));
    expect(await image({ size: '1792x1024' })).toMatchObject(refusal(400, 'invalid_value', 'size', /'1024x1536', '1536x1024', and 'auto'/));
    const ok = await image({ size: '1536x1024', quality: 'high' });
    expect(ok.status).toBe(200);
    expect((ok.body.data as { b64_json: string }[])[0].b64_json.length).toBeGreaterThan(100);
  });

  it('shut-down models are gone from /v1/models and answer model_not_found; announced shutdowns are listed with their date', async () => {
    const list = (await (await fetch(`${openai.baseURL}/models`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as { data: { id: string; shutdown_date: string | null }[] };
    const ids = list.data.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['gpt-6-luna', 'gpt-image-2.6-flare', 'gpt-4o-mini']));
    expect(ids).not.toContain('dall-e-3');
    expect(ids).not.toContain('gpt-image-1.5');
    expect(list.data.find((m) => m.id === 'gpt-4o-mini')?.shutdown_date).toBe('2027-01-14');
    expect(await post(openai, '/images/generations', { model: 'dall-e-3', prompt: 'a koi' })).toMatchObject(refusal(404, 'model_not_found', null, 'The model `dall-e-3` does not exist or you do not have access to it.'));
    expect(await post(openai, '/chat/completions', { model: 'gpt-3.5-turbo', messages: hi })).toMatchObject(refusal(404, 'model_not_found', null));
  });

  it('a wrong key is 401 invalid_api_key', async () => {
    expect(await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: hi }, 'sk-wrong')).toMatchObject({ status: 401, body: { error: { code: 'invalid_api_key' } } });
  });
});

describe('the OpenAI profile reads pictures as OpenAI documents them, and refuses the rest', () => {
  let openai: ContractStandIn;
  beforeAll(async () => {
    openai = await startContractStandIn({ apiKey: KEY });
  });
  afterAll(() => openai.close());

  it('accepts a base64 PNG or JPEG data URL (and an https URL) on both endpoints, at every documented detail', async () => {
    for (const detail of ['low', 'high', 'auto', 'original']) {
      expect((await post(openai, '/responses', { model: 'gpt-6-luna', input: responsesPicture(PNG_URL, detail) })).status, detail).toBe(200);
      expect((await post(openai, '/chat/completions', { model: 'gpt-5.4-mini', messages: chatPicture(PNG_URL, detail) })).status, detail).toBe(200);
    }
    expect((await post(openai, '/responses', { model: 'gpt-6-luna', input: responsesPicture('data:image/jpeg;base64,/9j/4AAQSkZJRg==') })).status).toBe(200);
    expect((await post(openai, '/responses', { model: 'gpt-6-luna', input: responsesPicture('https://example.com/koi.png') })).status).toBe(200);
    expect((await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: chatPicture(PNG_URL) })).status).toBe(200);
  });

  it('a detail value the API does not have', async () => {
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: responsesPicture(PNG_URL, 'ultra') })).toMatchObject(
      refusal(400, 'invalid_value', 'input[0].content[1].detail', "Invalid value: 'ultra'. Supported values are: 'low', 'high', 'auto', and 'original'."),
    );
    expect(await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: chatPicture(PNG_URL, 'max') })).toMatchObject(refusal(400, 'invalid_value', 'messages[0].content[1].detail'));
  });

  it('a data URL that is not an image, or holds no bytes', async () => {
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: responsesPicture('data:application/octet-stream;base64,aGVsbG8=') })).toMatchObject(
      refusal(400, 'invalid_value', 'input[0].content[1].image_url', /Expected a base64-encoded data URL with an image MIME type .* but got unsupported MIME type 'application\/octet-stream'/),
    );
    expect(await post(openai, '/responses', { model: 'gpt-6-luna', input: responsesPicture('data:image/png;base64,') })).toMatchObject(
      refusal(400, 'invalid_value', 'input[0].content[1].image_url', /but got empty base64-encoded bytes/),
    );
    expect(await post(openai, '/chat/completions', { model: 'gpt-6-luna', messages: chatPicture('data:text/plain;base64,aGVsbG8=') })).toMatchObject(
      refusal(400, 'invalid_image_format', null, 'Invalid MIME type. Only image types are supported.'),
    );
  });
});

describe('the self-hosted profile behaves like llama.cpp / Ollama', () => {
  let local: ContractStandIn;
  beforeAll(async () => {
    local = await startContractStandIn({ profile: 'self-hosted' });
  });
  afterAll(() => local.close());

  it('takes classic parameters and no key, lists only its own models, has no Responses API and no images', async () => {
    const ok = await post(local, '/chat/completions', { model: 'llama3.2:3b', messages: hi, max_tokens: 150, temperature: 0.8 }, '');
    expect(ok.status).toBe(200);
    expect(readChatReply('chat.completions', ok.body)).toMatchObject({ ok: true });
    expect((await post(local, '/chat/completions', { model: 'gpt-6-luna', messages: hi }, '')).status).toBe(404);
    expect((await post(local, '/responses', { model: 'llama3.2:3b', input: 'hi' }, '')).status).toBe(404);
    expect((await post(local, '/images/generations', { model: 'llama3.2:3b', prompt: 'a koi' }, '')).status).toBe(404);
    const list = (await (await fetch(`${local.baseURL}/models`)).json()) as { data: { id: string }[] };
    expect(list.data.map((m) => m.id)).toEqual(['llama3.2:3b', 'qwen3:8b', 'llava:7b']);
  });

  it('refuses a picture sent to a model without vision, and reads it on a vision model', async () => {
    const refused = await post(local, '/chat/completions', { model: 'llama3.2:3b', messages: chatPicture(PNG_URL) }, '');
    expect(refused.status).toBe(500);
    expect(refused.body).toMatchObject({ error: { message: expect.stringMatching(/^image input is not supported/) } });
    expect((await post(local, '/chat/completions', { model: 'llava:7b', messages: chatPicture(PNG_URL) }, '')).status).toBe(200);
  });
});

describe("every request the app's builder makes passes the contract", () => {
  let openai: ContractStandIn;
  let local: ContractStandIn;
  beforeAll(async () => {
    openai = await startContractStandIn({ apiKey: KEY });
    local = await startContractStandIn({ profile: 'self-hosted' });
  });
  afterAll(async () => {
    await openai.close();
    await local.close();
  });

  const slots = { ...EMPTY_SLOTS, style: 'japanese', keywords: 'koi' };
  const tasks: ChatTask[] = [
    { task: 'persona_reply', persona: 'trainer', slots },
    { task: 'extraction', slots },
    { task: 'handoff', current_persona: 'buddy' },
    { task: 'image_prompt', slots },
  ];
  const targets = [
    { name: 'gpt-6-luna (Responses)', standIn: () => openai, target: { family: 'openai' as const, model: 'gpt-6-luna' } },
    { name: 'gpt-5.4-mini (Responses)', standIn: () => openai, target: { family: 'openai' as const, model: 'gpt-5.4-mini' } },
    { name: 'gpt-5-mini (Responses, no effort none)', standIn: () => openai, target: { family: 'openai' as const, model: 'gpt-5-mini' } },
    { name: 'gpt-4o-mini (Responses, classic model)', standIn: () => openai, target: { family: 'openai' as const, model: 'gpt-4o-mini' } },
    { name: 'llama3.2:3b (self-hosted, Chat Completions)', standIn: () => local, target: { family: 'openai-compatible' as const, model: 'llama3.2:3b' } },
  ];

  for (const { name, standIn, target } of targets) {
    it(`${name}: every task, streamed where it streams, answers with a finished reply`, async () => {
      const builtRequests = [
        ...tasks.flatMap((task) => [buildTaskRequest(target, task, hi as { role: 'user'; content: string }[]), buildTaskRequest(target, task, hi as { role: 'user'; content: string }[], { stream: true })]),
        buildAgentRequest(target, { task: 'agent_reply', artists: SEED_ARTISTS }, { message: 'hello', user_id: 'u', conversation_history: [] }),
      ];
      for (const built of builtRequests) {
        const res = await fetch(`${standIn().baseURL}${ENDPOINT_PATHS[built.endpoint]}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` }, body: JSON.stringify(built.body) });
        expect(res.status, `${built.task} ${built.stream ? 'streamed' : ''}: ${await res.clone().text()}`).toBe(200);
        if (!built.stream) expect(readChatReply(built.endpoint, await res.json()), built.task).toMatchObject({ ok: true });
        else await res.text();
      }
    });
  }

  it("the Analyst's critique (a picture and the figures) passes on every vision model, and a model without vision refuses it", async () => {
    const task: ChatTask = { task: 'analyst_critique', image: PNG_URL };
    const figures = [{ role: 'user' as const, content: 'At 8 cm: fine detail will blur (finest gap 0.4 mm).' }];
    const vision = [...targets.filter((t) => t.target.family === 'openai'), { name: 'llava:7b', standIn: () => local, target: { family: 'openai-compatible' as const, model: 'llava:7b' } }];
    for (const { name, standIn, target } of vision) {
      const built = buildTaskRequest(target, task, figures);
      const res = await fetch(`${standIn().baseURL}${ENDPOINT_PATHS[built.endpoint]}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` }, body: JSON.stringify(built.body) });
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(200);
      expect(readChatReply(built.endpoint, await res.json()), name).toMatchObject({ ok: true });
    }
    const blind = buildTaskRequest({ family: 'openai-compatible', model: 'llama3.2:3b' }, task, figures);
    expect((await fetch(`${local.baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(blind.body) })).status).toBe(500);
  });

  it('every image option, for the GPT image models', async () => {
    for (const size of IMAGE_SIZES) {
      for (const quality of IMAGE_QUALITIES) {
        const params = buildImageParams('gpt-image-2.6-flare', { prompt: 'a koi', size, quality });
        expect((await post(openai, '/images/generations', params)).status, `${size} ${quality}`).toBe(200);
      }
    }
  });

  it('the strict schemas the app sends are accepted as they are', async () => {
    for (const [name, schema] of Object.entries(OUTPUT_SCHEMAS)) {
      const res = await post(openai, '/responses', { model: 'gpt-6-luna', input: 'hi', text: { format: { type: 'json_schema', name, schema, strict: true } } });
      expect(res.status, name).toBe(200);
    }
  });
});
