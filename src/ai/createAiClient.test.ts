/**
 * Provider choice and the device's fallbacks (never worse than the device; spec §8's text only
 * when nothing can answer), with the openai SDK talking to a scripted fetch (no network) and a
 * recording stand-in for the on-device engine where the test is about routing. The provider's
 * contract itself is held by the contract stand-in in tests/server (ai-gateway, ai-contract).
 */
import { describe, expect, it, vi } from 'vitest';
import type { AiProvider, GeneratedImage } from './aiClient';
import { chooseProvider, createAiClient, GATEWAY_PLACEHOLDER_KEY } from './createAiClient';
import { AiError, isAbort } from './errors';
import { AI_MESSAGES } from './messages';
import { EMPTY_SLOTS } from '../engine/designBrief';

const ORIGIN = 'http://inkclarity.test';

interface Call {
  url: string;
  authorization: string | null;
  headerNames: string[];
  body: Record<string, unknown>;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const completion = (content: string | null, finish = 'stop') => json(200, { id: 'c', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }] });
/** A Responses API answer (what OpenAI's models answer an own key with). */
const response = (text: string, status = 'completed') =>
  json(200, { id: 'r', object: 'response', status, incomplete_details: status === 'completed' ? null : { reason: 'max_output_tokens' }, output: text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : [] });
/** Server-sent events, as the gateway (chat chunks) or OpenAI (Responses events) stream them. */
function sse(events: (unknown | [string, unknown])[]): Response {
  const text = events.map((e) => (Array.isArray(e) ? `event: ${e[0] as string}\ndata: ${JSON.stringify(e[1])}\n\n` : `data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n\n`)).join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
const chunk = (content: string | undefined, finish: string | null = null) => ({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }] });
const failure = (status: number, code: string | null, type = 'error') => json(status, { error: { message: `failed ${status}`, type, code, param: null } });

/** A fetch that answers from a list (last one repeats) and records each call. */
function scriptedFetch(...answers: (Response | Error)[]): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), authorization: headers.get('authorization'), headerNames: [...headers.keys()], body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {} });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch: fetchImpl, calls };
}

function recordingOnDevice(image?: () => Promise<GeneratedImage>): AiProvider & { calls: string[] } {
  const calls: string[] = [];
  return {
    kind: 'on-device',
    calls,
    async personaReply() {
      calls.push('personaReply');
      return 'on-device reply';
    },
    async extractFields() {
      calls.push('extractFields');
      return [{ field: 'style', value: 'tribal', confidence: 0.9 }];
    },
    async recommendHandoff() {
      calls.push('recommendHandoff');
      return { recommendedAgent: 'trainer', confidence: 0.7, reasoning: 'on-device' };
    },
    async buildImagePrompt() {
      calls.push('buildImagePrompt');
      return 'on-device prompt';
    },
    async generateImage() {
      calls.push('generateImage');
      if (image) return image();
      throw new AiError('rendererUnavailable');
    },
  };
}

const turn = { persona: 'buddy' as const, history: [{ role: 'user' as const, content: 'a koi on my forearm' }], slots: EMPTY_SLOTS };
const byok = { apiKey: 'user-own-key-123', baseURL: 'https://llm.example.com/v1' };

describe('chooseProvider', () => {
  it.each([
    [{ health: { ai: 'upstream' as const }, byok }, 'byok'],
    [{ health: null, byok }, 'byok'],
    [{ health: { ai: 'upstream' as const }, byok: { apiKey: '   ' } }, 'gateway'],
    [{ health: { ai: 'upstream' as const } }, 'gateway'],
    [{ health: { ai: 'local' as const } }, 'on-device'],
    [{ health: null }, 'on-device'],
  ])('%j → %s', (input, expected) => {
    expect(chooseProvider(input)).toBe(expected);
  });
});

describe('the gateway provider', () => {
  it("calls our server with the device's ID token (never a provider key), naming the task instead of sending prompts", async () => {
    const net = scriptedFetch(completion('Hello!'));
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: `${ORIGIN}/`, fetch: net.fetch, onDevice: recordingOnDevice(), getIdToken: async () => 'device-id-token' });
    expect(ai.provider).toBe('gateway');
    await expect(ai.personaReply(turn)).resolves.toEqual({ text: 'Hello!', provider: 'gateway' });
    expect(net.calls[0].url).toBe(`${ORIGIN}/v1/chat/completions`);
    expect(net.calls[0].authorization).toBe('Bearer device-id-token');
    expect(net.calls[0].authorization).not.toContain(GATEWAY_PLACEHOLDER_KEY);
    expect(net.calls[0].body).toEqual({
      model: 'server-default',
      messages: turn.history,
      inkclarity: { task: 'persona_reply', persona: turn.persona, slots: turn.slots },
    });
    // Only headers the server's CORS allow-list accepts, so a cross-origin app works too.
    expect(net.calls[0].headerNames.filter((h) => !['accept', 'authorization', 'content-type', 'user-agent'].includes(h))).toEqual([]);
  });

  it('sends no Authorization at all when the device has no ID token (the server then answers 401)', async () => {
    const net = scriptedFetch(completion('Hello!'));
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: net.fetch, onDevice: recordingOnDevice(), getIdToken: async () => null });
    await ai.personaReply(turn);
    expect(net.calls[0].authorization).toBeNull();
  });

  it.each([
    ['a network error', new TypeError('fetch failed')],
    ['503 (no upstream on the server)', failure(503, 'upstream_unavailable')],
  ])('switches to on-device for good on %s, and tells listeners once', async (_name, answer) => {
    const net = scriptedFetch(answer);
    const onDevice = recordingOnDevice();
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: net.fetch, onDevice });
    const listener = vi.fn();
    ai.onProviderChange(listener);
    await expect(ai.personaReply(turn)).resolves.toMatchObject({ text: 'on-device reply', provider: 'on-device' });
    await expect(ai.extractFields({ history: turn.history, slots: EMPTY_SLOTS })).resolves.toEqual([{ field: 'style', value: 'tribal', confidence: 0.9 }]);
    expect(ai.provider).toBe('on-device');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('on-device');
    expect(net.calls).toHaveLength(1);
    expect(onDevice.calls).toEqual(['personaReply', 'extractFields']);
  });

  it('answers on the device when the cloud fails, noting why in spec §8 words; the gateway stays in use', async () => {
    const cases: [Response, string][] = [
      [failure(401, 'invalid_api_key'), AI_MESSAGES.apiKey],
      [failure(429, 'rate_limit_exceeded'), AI_MESSAGES.rateLimit],
      [failure(429, 'insufficient_quota', 'insufficient_quota'), AI_MESSAGES.quota],
      [failure(500, 'upstream_error'), AI_MESSAGES.other],
      [failure(502, 'upstream_incomplete'), AI_MESSAGES.other],
      [failure(504, 'upstream_timeout'), AI_MESSAGES.other],
      [completion(''), AI_MESSAGES.other],
      [completion(null), AI_MESSAGES.other],
      [completion('A koi', 'length'), AI_MESSAGES.other],
    ];
    for (const [answer, message] of cases) {
      const onDevice = recordingOnDevice();
      const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(answer).fetch, onDevice });
      await expect(ai.personaReply(turn), message).resolves.toEqual({ text: 'on-device reply', provider: 'on-device', cloudFailure: message });
      expect(onDevice.calls).toEqual(['personaReply']);
      expect(ai.provider).toBe('gateway');
    }
  });

  it("shows spec §8's message only when the device cannot answer either", async () => {
    const onDevice = { ...recordingOnDevice(), personaReply: async () => Promise.reject(new Error('engine not loaded')) };
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(failure(429, 'rate_limit_exceeded')).fetch, onDevice });
    await expect(ai.personaReply(turn)).rejects.toThrow(AI_MESSAGES.rateLimit);
  });

  it('streams a persona reply piece by piece from the gateway', async () => {
    const net = scriptedFetch(sse([chunk(''), chunk('A koi '), chunk('suits a '), chunk('forearm.'), chunk(undefined, 'stop'), '[DONE]']));
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: net.fetch, onDevice: recordingOnDevice() });
    const pieces: string[] = [];
    await expect(ai.personaReply({ ...turn, onDelta: (t) => pieces.push(t) })).resolves.toEqual({ text: 'A koi suits a forearm.', provider: 'gateway' });
    expect(pieces).toEqual(['A koi ', 'suits a ', 'forearm.']);
    expect(net.calls[0].body).toMatchObject({ stream: true, inkclarity: { task: 'persona_reply' } });
  });

  it('Stop mid-stream is a cancellation (the SDK ends an aborted stream quietly), never a finished reply', async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    const streaming: typeof fetch = async (_input, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(body) {
            body.enqueue(encoder.encode(`data: ${JSON.stringify(chunk('A koi '))}\n\n`));
            init?.signal?.addEventListener('abort', () => body.error(new DOMException('Aborted', 'AbortError')));
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: streaming, onDevice: recordingOnDevice() });
    const pending = ai.personaReply({ ...turn, onDelta: () => controller.abort() }, controller.signal);
    await expect(pending).rejects.toSatisfy(isAbort);
  });

  it('a stream that breaks off with an error event is answered on the device, replacing what arrived', async () => {
    const net = scriptedFetch(sse([chunk('A koi '), ['error', { error: { code: 'upstream_incomplete', message: 'The AI model did not finish its answer.' } }]]));
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: net.fetch, onDevice: recordingOnDevice() });
    const pieces: string[] = [];
    await expect(ai.personaReply({ ...turn, onDelta: (t) => pieces.push(t) })).resolves.toMatchObject({ text: 'on-device reply', provider: 'on-device' });
    expect(pieces).toEqual(['A koi ']);
  });

  it("fills the brief and suggests a handoff from the device's engine when the cloud fails; the prompt falls back to the engine's sentence", async () => {
    const onDevice = recordingOnDevice();
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(failure(500, 'upstream_error')).fetch, onDevice });
    await expect(ai.extractFields({ history: turn.history, slots: EMPTY_SLOTS })).resolves.toEqual([{ field: 'style', value: 'tribal', confidence: 0.9 }]);
    await expect(ai.recommendHandoff({ history: turn.history, currentPersona: 'buddy', slots: EMPTY_SLOTS })).resolves.toEqual({ recommendedAgent: 'trainer', confidence: 0.7, reasoning: 'on-device' });
    const prompt = await ai.buildImagePrompt({ ...EMPTY_SLOTS, style: 'tribal', keywords: 'wolf', bodyZone: 'calf' });
    expect(prompt).toMatch(/tribal/i);
    expect(prompt).toMatch(/wolf/i);
    await expect(ai.buildImagePrompt(EMPTY_SLOTS)).resolves.toMatch(/\S/);
    expect(onDevice.calls).toEqual(['extractFields', 'recommendHandoff']);
  });

  it('an extraction the model does not finish in time is done on the device', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const never: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
      const onDevice = recordingOnDevice();
      const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: never, onDevice });
      const pending = ai.extractFields({ history: turn.history, slots: EMPTY_SLOTS });
      await vi.advanceTimersByTimeAsync(13_000);
      await expect(pending).resolves.toEqual([{ field: 'style', value: 'tribal', confidence: 0.9 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cloud image carries the size option it was asked for and its pixel size', async () => {
    const { fetch, calls } = scriptedFetch(json(200, { created: 0, data: [{ b64_json: btoa('\x89PNG') }] }));
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch, onDevice: recordingOnDevice() });
    const image = await ai.generateImage({ slots: EMPTY_SLOTS, prompt: 'a koi', size: '1792x1024', quality: 'hd' });
    expect(calls[0].body).toMatchObject({ size: '1792x1024', quality: 'hd' });
    expect(image).toMatchObject({ provider: 'gateway', width: 1792, height: 1024, size: '1792x1024' });
    expect(image.png.type).toBe('image/png');
  });

  it('draws the design on the device when the cloud image fails, saying why', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const onDevice = recordingOnDevice(async () => ({ png, width: 1024, height: 1024, size: '1024x1024', provider: 'on-device' }));
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(failure(429, 'insufficient_quota', 'insufficient_quota')).fetch, onDevice });
    const image = await ai.generateImage({ slots: EMPTY_SLOTS, prompt: 'a koi' });
    expect(image).toEqual({ png, width: 1024, height: 1024, size: '1024x1024', provider: 'on-device', fallbackReason: AI_MESSAGES.quota });
  });

  it('reports the cloud failure when the device cannot draw either', async () => {
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(failure(500, 'upstream_error')).fetch, onDevice: recordingOnDevice() });
    await expect(ai.generateImage({ slots: EMPTY_SLOTS, prompt: 'a koi' })).rejects.toThrow(AI_MESSAGES.other);
  });

  it('lets a cancellation through as a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(completion('late')).fetch, onDevice: recordingOnDevice() });
    const err: unknown = await ai.personaReply(turn, controller.signal).catch((e: unknown) => e);
    expect(isAbort(err)).toBe(true);
    expect(ai.provider).toBe('gateway');
  });
});

describe('the bring-your-own-key provider', () => {
  it("calls an OpenAI-compatible server with the user's key and model, classic parameters", async () => {
    const net = scriptedFetch(completion('From your key.'));
    const ai = createAiClient({ health: { ai: 'upstream' }, byok: { ...byok, chatModel: 'my-model' }, fetch: net.fetch, onDevice: recordingOnDevice() });
    expect(ai.provider).toBe('byok');
    await expect(ai.personaReply(turn)).resolves.toEqual({ text: 'From your key.', provider: 'byok' });
    expect(net.calls[0].url).toBe('https://llm.example.com/v1/chat/completions');
    expect(net.calls[0].authorization).toBe('Bearer user-own-key-123');
    expect(net.calls[0].body).toMatchObject({ model: 'my-model', max_tokens: 150, temperature: 0.8 });
  });

  it("defaults to OpenAI's address and current models, through the Responses API", async () => {
    const net = scriptedFetch(response('ok'));
    const ai = createAiClient({ health: null, byok: { apiKey: 'user-own-key-123' }, fetch: net.fetch, onDevice: recordingOnDevice() });
    await expect(ai.personaReply(turn)).resolves.toEqual({ text: 'ok', provider: 'byok' });
    expect(net.calls[0].url).toBe('https://api.openai.com/v1/responses');
    expect(net.calls[0].body).toMatchObject({ model: 'gpt-6-luna', reasoning: { effort: 'none' }, max_output_tokens: 600 });
    expect(net.calls[0].body).not.toHaveProperty('max_tokens');
  });

  it('the provider family setting wins over the base URL', async () => {
    const net = scriptedFetch(response('ok'));
    const ai = createAiClient({ health: null, byok: { ...byok, family: 'openai' }, fetch: net.fetch, onDevice: recordingOnDevice() });
    await ai.personaReply(turn);
    expect(net.calls[0].url).toBe('https://llm.example.com/v1/responses');
  });

  it('streams a reply from OpenAI (Responses events) and reads a self-hosted model\'s fenced JSON', async () => {
    const events = sse([
      ['response.created', { type: 'response.created', response: {} }],
      ['response.output_text.delta', { type: 'response.output_text.delta', delta: 'Bold ' }],
      ['response.output_text.delta', { type: 'response.output_text.delta', delta: 'lines.' }],
      ['response.completed', { type: 'response.completed', response: {} }],
    ]);
    const pieces: string[] = [];
    const openai = createAiClient({ health: null, byok: { apiKey: 'k' }, fetch: scriptedFetch(events).fetch, onDevice: recordingOnDevice() });
    await expect(openai.personaReply({ ...turn, onDelta: (t) => pieces.push(t) })).resolves.toEqual({ text: 'Bold lines.', provider: 'byok' });
    expect(pieces).toEqual(['Bold ', 'lines.']);

    const fenced = completion('```json\n{"fields": [{"field": "bodyZone", "value": "Forearm", "confidence": 0.9}]}\n```');
    const local = createAiClient({ health: null, byok, fetch: scriptedFetch(fenced).fetch, onDevice: recordingOnDevice() });
    await expect(local.extractFields({ history: turn.history, slots: EMPTY_SLOTS })).resolves.toEqual([{ field: 'bodyZone', value: 'forearm', confidence: 0.9 }]);
  });

  it('an OpenAI answer that ran out of tokens is answered on the device, never shown empty', async () => {
    const ai = createAiClient({ health: null, byok: { apiKey: 'k' }, fetch: scriptedFetch(response('', 'incomplete')).fetch, onDevice: recordingOnDevice() });
    await expect(ai.personaReply(turn)).resolves.toMatchObject({ text: 'on-device reply', provider: 'on-device' });
  });

  it('a wrong key: the device answers, the note and the key badge say the key was refused', async () => {
    const onDevice = recordingOnDevice();
    const problems: unknown[] = [];
    const ai = createAiClient({ health: null, byok, fetch: scriptedFetch(failure(401, 'invalid_api_key')).fetch, onDevice, onByokResult: (p) => problems.push(p) });
    await expect(ai.personaReply(turn)).resolves.toEqual({ text: 'on-device reply', provider: 'on-device', cloudFailure: AI_MESSAGES.apiKey });
    expect(problems).toEqual(['apiKey']);
  });

  it('never retries a quota error', async () => {
    const net = scriptedFetch(failure(429, 'insufficient_quota', 'insufficient_quota'));
    const ai = createAiClient({ health: null, byok, fetch: net.fetch, onDevice: recordingOnDevice() });
    await expect(ai.personaReply(turn)).resolves.toMatchObject({ cloudFailure: AI_MESSAGES.quota });
    expect(net.calls).toHaveLength(1);
  });

  it('answers on the device while offline, but keeps the user provider for the next call', async () => {
    // The SDK retries a dropped connection once before giving up.
    const net = scriptedFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), completion('back online'));
    const ai = createAiClient({ health: null, byok, fetch: net.fetch, onDevice: recordingOnDevice() });
    await expect(ai.personaReply(turn)).resolves.toMatchObject({ text: 'on-device reply', provider: 'on-device' });
    expect(ai.provider).toBe('byok');
    await expect(ai.personaReply(turn)).resolves.toEqual({ text: 'back online', provider: 'byok' });
  });

  it("asks the user's provider for the assistant's agents, checking the reply like /chat does", async () => {
    const reply = { agent: 'aftercare', message: 'Wash gently twice a day.', cards: [], design: null, aftercare: { tips: ['Wash gently.'] }, handoff_suggestions: [] };
    const net = scriptedFetch(completion(JSON.stringify(reply)), completion(JSON.stringify({ ...reply, agent: 'jess' })));
    const ai = createAiClient({ health: null, byok, fetch: net.fetch, onDevice: recordingOnDevice() });
    const call = { message: 'How do I care for it?', user_id: 'u', conversation_history: [], agent: 'aftercare' as const };
    await expect(ai.agentReply(call)).resolves.toEqual({ source: 'byok', reply: { ...reply, agent_name: 'Aftercare Specialist' } });
    expect(net.calls[0].body).toMatchObject({ response_format: { type: 'json_schema', json_schema: { name: 'agent_reply' } } });
    // Answering as another agent than the one asked: the device answers instead.
    expect((await ai.agentReply(call)).source).toBe('device');
  });
});

describe('agentReply: the assistant agents take the same "which AI answers" path', () => {
  class ServerDown extends Error {}
  class ServerSlow extends Error {}
  const call = { message: 'How do I care for a new tattoo?', user_id: 'u', conversation_history: [], agent: 'aftercare' as const };
  const fromServer = { agent: 'aftercare' as const, agent_name: 'Aftercare Specialist', message: 'From the server.', cards: [], design: null, aftercare: null, handoff_suggestions: [] };
  function server(...answers: (Error | typeof fromServer)[]) {
    const ask = vi.fn(async () => {
      const answer = answers[Math.min(ask.mock.calls.length - 1, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer;
    });
    return { ask, isFailure: (err: unknown) => err instanceof ServerDown || err instanceof ServerSlow, isUnreachable: (err: unknown) => err instanceof ServerDown };
  }

  it('the server answers as the asked agent', async () => {
    const agentServer = server(fromServer);
    const ai = createAiClient({ health: { ai: 'local' }, agentServer, onDevice: recordingOnDevice() });
    await expect(ai.agentReply(call)).resolves.toEqual({ reply: fromServer, source: 'server' });
    expect(agentServer.ask).toHaveBeenCalledWith(call, undefined);
  });

  it('a server that cannot be reached: the device answers, and the gateway on it is replaced for both tabs', async () => {
    const agentServer = server(new ServerDown('down'), fromServer);
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(completion('cloud')).fetch, agentServer, onDevice: recordingOnDevice() });
    const changes: string[] = [];
    ai.onProviderChange((p) => changes.push(p));
    const answer = await ai.agentReply(call);
    expect(answer.source).toBe('device');
    expect(answer.reply.agent).toBe('aftercare');
    expect(ai.provider).toBe('on-device');
    expect(changes).toEqual(['on-device']);
    // Gone until the app builds a new client: the next message does not wait for the server again.
    expect((await ai.agentReply(call)).source).toBe('device');
    expect(agentServer.ask).toHaveBeenCalledTimes(1);
  });

  it('a gateway found gone by the Text Chat sends the agents straight to the device too', async () => {
    const agentServer = server(fromServer);
    const onDevice = recordingOnDevice();
    const ai = createAiClient({ health: { ai: 'upstream' }, serverOrigin: ORIGIN, fetch: scriptedFetch(new TypeError('Failed to fetch')).fetch, agentServer, onDevice });
    await ai.personaReply(turn);
    expect(ai.provider).toBe('on-device');
    expect((await ai.agentReply(call)).source).toBe('device');
    expect(agentServer.ask).not.toHaveBeenCalled();
  });

  it('a server that answers badly: the device answers this time, the server is asked again next time', async () => {
    const agentServer = server(new ServerSlow('timeout'), fromServer);
    const ai = createAiClient({ health: { ai: 'local' }, agentServer, onDevice: recordingOnDevice() });
    expect((await ai.agentReply(call)).source).toBe('device');
    expect((await ai.agentReply(call)).source).toBe('server');
  });

  it('bugs and cancellations are not answered for', async () => {
    const ai = createAiClient({ health: { ai: 'local' }, agentServer: server(new TypeError('bug')), onDevice: recordingOnDevice() });
    await expect(ai.agentReply(call)).rejects.toThrow('bug');
    const controller = new AbortController();
    controller.abort();
    const down = createAiClient({ health: { ai: 'local' }, agentServer: server(new ServerDown('down')), onDevice: recordingOnDevice() });
    await expect(down.agentReply(call, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('without a server wired, the agents answer on the device', async () => {
    const ai = createAiClient({ health: null, onDevice: recordingOnDevice() });
    expect((await ai.agentReply(call)).source).toBe('device');
  });
});
