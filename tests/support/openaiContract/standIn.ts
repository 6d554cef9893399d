/**
 * A local stand-in for the AI provider that keeps the provider's contract (DESIGN.md §8: the
 * provider's servers are the one thing tests replace, and the stand-in "refuses what the
 * provider refuses"). node:http on a free port. Every request is first checked against the
 * rules of its profile (rules.ts: each rule with its source); a refused request gets the
 * provider's own error, whatever the test scripted. An accepted one is answered with what the
 * test scripted for its kind (free text, or the JSON schema it asked for by name), else a
 * default, shaped as the endpoint documents it (answers.ts), streamed when asked.
 *
 *   const standIn = await startContractStandIn();                          // OpenAI, 2026-12-01
 *   const local = await startContractStandIn({ profile: 'self-hosted' }); // llama.cpp / Ollama
 *   standIn.script('text', say('A koi suits a forearm.'));
 *   standIn.script('design_fields', say(JSON.stringify({ fields: [...] })));
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletionBody, outcomeOf, responseBody, streamChatCompletion, streamResponse } from './answers';
import { isShutDown, OPENAI_MODELS, SELF_HOSTED_MODELS, STAND_IN_TODAY, type CatalogueModel } from './catalogue';
import { refusal, type ProviderErrorBody, type Refusal } from './errors';
import { flashPng } from './png';
import { checkChatCompletion, checkImage, checkResponses, type ChatInterpretation, type Profile, type RuleContext } from './rules';

export * from './errors';
export type { Profile } from './rules';
export type { CatalogueModel } from './catalogue';

/** What a scripted answer is for: free text, a JSON schema by name, JSON mode, an image, the model list. */
export type AnswerKind = 'text' | 'json' | 'image' | 'models' | (string & {});

export interface Answer {
  /** What the model says (text, or the JSON it answers with). */
  content?: string;
  /** The provider refuses or fails instead (after the request passed the contract). */
  refusal?: Refusal;
  /** For 'models': the list's entries instead of the catalogue's. */
  models?: { id: string; shutdown_date?: string | null }[];
  /** Wait this long before answering (time-out tests). */
  delayMs?: number;
  /** Streamed answers: hang up after this many pieces. */
  dropAfter?: number;
  /** Streamed answers: the pause between pieces, instead of the stand-in's own. */
  pieceDelayMs?: number;
}

export const say = (content: string, extra: Omit<Answer, 'content'> = {}): Answer => ({ content, ...extra });
export const fail = (refused: Refusal, extra: Omit<Answer, 'refusal'> = {}): Answer => ({ refusal: refused, ...extra });

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The provider's error when the request was refused or failed. */
  refused: ProviderErrorBody | null;
  /** What the request asked for (chat: 'text' or the schema's name; 'image'; 'models'). */
  kind: AnswerKind | null;
}

export interface ContractStandInOptions {
  profile?: Profile;
  /** The provider's models; default the profile's catalogue. */
  models?: readonly CatalogueModel[];
  /** Judge shutdowns on this day (YYYY-MM-DD); default 2026-12-01. */
  today?: string;
  /** When set, calls must carry exactly this key (else 401 invalid_api_key). */
  apiKey?: string;
  /** Pause between streamed pieces. */
  pieceDelayMs?: number;
  /** Self-hosted quirk: JSON answers come wrapped in a Markdown ```json fence. */
  fenceJson?: boolean;
}

export interface ContractStandIn {
  /** Base URL to give as AI_BASE_URL or an own key's base URL (ends in /v1). */
  readonly baseURL: string;
  readonly profile: Profile;
  readonly requests: RecordedRequest[];
  /** Everything but GET /v1/models (the app's work). */
  forwarded(): RecordedRequest[];
  /** The requests the contract refused (an app request here is a bug). */
  refused(): RecordedRequest[];
  /** How many requests the caller hung up on before the answer was sent. */
  readonly cancelled: number;
  /** Queue answers for a kind; used once each, in order. */
  script(kind: AnswerKind, ...answers: Answer[]): void;
  /** From now on every chat and image request fails with this (null: stop). A provider that starts refusing. */
  refuseEverything(refused: Refusal | null): void;
  reset(): void;
  close(): Promise<void>;
}

/** Long enough that a browser visibly receives a reply in parts, short enough for fast tests. */
const DEFAULT_PIECE_DELAY_MS = 15;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A value that satisfies a JSON schema: what a model answers when the test did not script one. */
export function exampleFor(schema: unknown): unknown {
  if (!isRecord(schema)) return null;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((s) => isRecord(s) && s.type === 'null') ? null : exampleFor(schema.anyOf[0]);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(isRecord(schema.properties) ? schema.properties : {}).map(([key, value]) => [key, exampleFor(value)]));
    case 'array':
      return typeof schema.minItems === 'number' && schema.minItems > 0 ? [exampleFor(schema.items)] : [];
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    default:
      return 'Stand-in text.';
  }
}

function kindOf(plan: ChatInterpretation): AnswerKind {
  return plan.format.kind === 'json_schema' ? plan.format.name : plan.format.kind === 'json_object' ? 'json' : 'text';
}

function defaultContent(plan: ChatInterpretation): string {
  if (plan.format.kind === 'json_schema') return JSON.stringify(exampleFor(plan.format.schema));
  return plan.format.kind === 'json_object' ? '{}' : 'Stand-in reply.';
}

function promptText(body: Record<string, unknown>): string {
  return JSON.stringify([body.instructions ?? '', body.input ?? '', body.messages ?? '']);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * OpenAI's API answers browsers too (the openai SDK's `dangerouslyAllowBrowser` calls it directly),
 * as do llama.cpp's and Ollama's servers: any origin, the headers the preflight asks for. An own
 * key's calls come from the app's worker on another origin, so the stand-in does the same.
 */
function allowBrowsers(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('access-control-allow-origin', '*');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type',
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}

const notFound = (res: ServerResponse) => sendJson(res, 404, { error: { message: 'File Not Found', type: 'not_found_error', param: null, code: null } });

export async function startContractStandIn(options: ContractStandInOptions = {}): Promise<ContractStandIn> {
  const profile = options.profile ?? 'openai';
  const ctx: RuleContext = { profile, models: options.models ?? (profile === 'openai' ? OPENAI_MODELS : SELF_HOSTED_MODELS), today: options.today ?? STAND_IN_TODAY };
  const pieceDelayMs = options.pieceDelayMs ?? DEFAULT_PIECE_DELAY_MS;
  const queues = new Map<AnswerKind, Answer[]>();
  const requests: RecordedRequest[] = [];
  let refuseAll: Refusal | null = null;
  let cancelled = 0;

  const take = (kind: AnswerKind): Answer | undefined => queues.get(kind)?.shift();
  const refuse = (res: ServerResponse, record: RecordedRequest, refused: Refusal) => {
    record.refused = refused.error;
    sendJson(res, refused.status, { error: refused.error }, refused.headers);
  };

  /** OpenAI: every call carries `Authorization: Bearer <key>` (a self-hosted server asks for none). */
  const authFailure = (req: IncomingMessage): Refusal | null => {
    if (profile !== 'openai') return null;
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) return refusal(401, { message: "You didn't provide an API key.", type: 'invalid_request_error', param: null, code: null });
    return options.apiKey !== undefined && key !== options.apiKey ? refusal(401, { message: 'Incorrect API key provided: sk-…', type: 'invalid_request_error', param: null, code: 'invalid_api_key' }) : null;
  };

  const answerChat = async (res: ServerResponse, record: RecordedRequest, endpoint: 'chat' | 'responses') => {
    const checked = endpoint === 'chat' ? checkChatCompletion(record.body, ctx) : checkResponses(record.body, ctx);
    if ('refusal' in checked) return refuse(res, record, checked.refusal);
    const plan = checked.ok;
    record.kind = kindOf(plan);
    const answer = take(record.kind) ?? {};
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.refusal) return refuse(res, record, answer.refusal);
    let content = answer.content ?? defaultContent(plan);
    if (options.fenceJson && plan.format.kind !== 'text') content = `\`\`\`json\n${content}\n\`\`\``;
    const outcome = outcomeOf(content, plan);
    const model = plan.model.id;
    const stream = { pieceDelayMs: answer.pieceDelayMs ?? pieceDelayMs, dropAfter: answer.dropAfter };
    if (endpoint === 'chat') {
      return plan.stream ? streamChatCompletion(res, model, outcome, stream) : sendJson(res, 200, chatCompletionBody(model, promptText(record.body), outcome));
    }
    return plan.stream ? streamResponse(res, model, promptText(record.body), outcome, stream) : sendJson(res, 200, responseBody(model, promptText(record.body), outcome));
  };

  const answerImage = async (res: ServerResponse, record: RecordedRequest) => {
    record.kind = 'image';
    const checked = checkImage(record.body, ctx);
    if ('refusal' in checked) return refuse(res, record, checked.refusal);
    const answer = take('image') ?? {};
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.refusal) return refuse(res, record, answer.refusal);
    const png = flashPng(checked.ok.width, checked.ok.height).toString('base64');
    sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png }], output_format: 'png', usage: { input_tokens: 10, output_tokens: 1000, total_tokens: 1010 } });
  };

  const answerModels = (res: ServerResponse, record: RecordedRequest) => {
    record.kind = 'models';
    const answer = take('models');
    if (answer?.refusal) return refuse(res, record, answer.refusal);
    const listed = answer?.models
      ?? ctx.models.filter((m) => !isShutDown(m, ctx.today)).map((m) => ({ id: m.id, ...(profile === 'openai' && { shutdown_date: m.shutdownDate ?? null }) }));
    sendJson(res, 200, { object: 'list', data: listed.map((m) => ({ object: 'model', created: 1_700_000_000, owned_by: profile === 'openai' ? 'openai' : 'library', ...m })) });
  };

  const server = createServer((req, res) => {
    if (allowBrowsers(req, res)) return;
    void (async () => {
      res.once('close', () => {
        if (!res.writableEnded) cancelled += 1;
      });
      const path = (req.url ?? '/').split('?')[0];
      const record: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body: await readJson(req), refused: null, kind: null };
      requests.push(record);
      const unauthorised = authFailure(req);
      if (unauthorised) return refuse(res, record, unauthorised);
      if (req.method === 'GET' && path === '/v1/models') return answerModels(res, record);
      const route = req.method !== 'POST' ? null
        : path === '/v1/chat/completions' ? 'chat'
          : path === '/v1/responses' && profile === 'openai' ? 'responses'
            : path === '/v1/images/generations' && profile === 'openai' ? 'image' : null;
      if (route === null) return notFound(res);
      if (refuseAll) return refuse(res, record, refuseAll);
      return route === 'image' ? answerImage(res, record) : answerChat(res, record, route);
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'server_error', param: null, code: null } });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    profile,
    requests,
    forwarded: () => requests.filter((r) => r.path !== '/v1/models'),
    refused: () => requests.filter((r) => r.refused !== null),
    get cancelled() {
      return cancelled;
    },
    script(kind, ...answers) {
      queues.set(kind, [...(queues.get(kind) ?? []), ...answers]);
    },
    refuseEverything(refused) {
      refuseAll = refused;
    },
    reset() {
      queues.clear();
      requests.length = 0;
      cancelled = 0;
      refuseAll = null;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
