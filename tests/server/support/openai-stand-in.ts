/**
 * A local stand-in for an OpenAI-compatible provider (DESIGN.md §8: the provider's servers are
 * the one thing tests replace). node:http on a free port; each path answers from a queue of
 * scripted responses, then from its default. Every request is recorded for assertions.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInPath = '/v1/chat/completions' | '/v1/images/generations' | '/v1/models';

export interface ScriptedResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (for timeout tests). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface OpenAiStandIn {
  /** Base URL to give as AI_BASE_URL (ends in /v1). */
  baseURL: string;
  requests: RecordedRequest[];
  /** How many requests the caller hung up on before the answer was sent. */
  readonly cancelled: number;
  /** Queue responses for a path; they are used once each, in order. */
  script(path: StandInPath, ...responses: ScriptedResponse[]): void;
  /** Forget scripts and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** A valid 1×1 transparent PNG. */
export const TINY_PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function chatCompletion(content: string | null): ScriptedResponse {
  return {
    body: {
      id: 'chatcmpl-stand-in',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in-chat',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

export function imageResult(b64: string = TINY_PNG_B64): ScriptedResponse {
  return { body: { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64, revised_prompt: 'stand-in' }] } };
}

/** GET /v1/models in OpenAI's shape; give a shutdown date to the models that have one. */
export function modelList(...models: { id: string; shutdown_date?: string | null }[]): ScriptedResponse {
  return {
    body: {
      object: 'list',
      data: models.map(({ id, shutdown_date }) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'stand-in', ...(shutdown_date !== undefined && { shutdown_date }) })),
    },
  };
}

/** An error in OpenAI's own shape. */
export function providerError(status: number, code: string | null, type: string, message: string, headers?: Record<string, string>): ScriptedResponse {
  return { status, headers, body: { error: { message, type, param: null, code } } };
}

export const invalidKey = (): ScriptedResponse =>
  providerError(401, 'invalid_api_key', 'invalid_request_error', 'Incorrect API key provided: sk-test***1234. You can find your API key at https://platform.openai.com/account/api-keys.');
export const rateLimited = (): ScriptedResponse =>
  providerError(429, 'rate_limit_exceeded', 'requests', 'Rate limit reached for requests', { 'retry-after-ms': '5' });
export const quotaExceeded = (): ScriptedResponse =>
  providerError(429, 'insufficient_quota', 'insufficient_quota', 'You exceeded your current quota, please check your plan and billing details.');
export const serverError = (): ScriptedResponse =>
  providerError(500, null, 'server_error', 'The server had an error while processing your request.', { 'retry-after-ms': '5' });

/** Paths without a default answer 404, like a provider without a model list. */
const DEFAULTS: Partial<Record<StandInPath, () => ScriptedResponse>> = {
  '/v1/chat/completions': () => chatCompletion('Stand-in reply.'),
  '/v1/images/generations': () => imageResult(),
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queues = new Map<string, ScriptedResponse[]>();
  const requests: RecordedRequest[] = [];
  let cancelled = 0;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      res.once('close', () => {
        if (!res.writableEnded) cancelled += 1;
      });
      const path = (req.url ?? '/').split('?')[0];
      const body = await readJson(req);
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const queued = queues.get(path)?.shift();
      const fallback = DEFAULTS[path as StandInPath];
      const scripted = queued ?? (fallback ? fallback() : { status: 404, body: { error: { message: 'not found', type: 'invalid_request_error', code: null } } });
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      if (res.destroyed) return;
      res.writeHead(scripted.status ?? 200, { 'content-type': 'application/json', ...scripted.headers });
      res.end(JSON.stringify(scripted.body ?? {}));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get cancelled() {
      return cancelled;
    },
    script(path, ...responses) {
      queues.set(path, [...(queues.get(path) ?? []), ...responses]);
    },
    reset() {
      queues.clear();
      requests.length = 0;
      cancelled = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
