/**
 * What the real services refuse, rule by rule. Each check returns the provider's own 400/404 (see
 * errors.ts for the wording's source) or how the request is to be answered. Two profiles:
 * - `openai`: OpenAI's API as documented on 2026-12-01 (sources on each rule);
 * - `self-hosted`: an OpenAI-compatible server such as llama.cpp's or Ollama's — classic Chat
 *   Completions parameters, unknown fields ignored (llama.cpp server README: "unsupported
 *   parameters are ignored"), no Responses API, no images, models it has not pulled are 404.
 */
import { isShutDown, type CatalogueModel, type Effort } from './catalogue';
import * as E from './errors';
import { checkPictures } from './imageInput';
import type { Refusal } from './errors';

export type Profile = 'openai' | 'self-hosted';

export interface RuleContext {
  profile: Profile;
  models: readonly CatalogueModel[];
  today: string;
}

export type OutputFormat = { kind: 'text' } | { kind: 'json_object' } | { kind: 'json_schema'; name: string; schema: unknown };

export interface ChatInterpretation {
  model: CatalogueModel;
  stream: boolean;
  /** Tokens the answer may use in all (null: no limit given). */
  budget: number | null;
  /** Tokens a reasoning model spends thinking before the first visible token. */
  reasoningTokens: number;
  format: OutputFormat;
}

export type Checked = { refusal: Refusal } | { ok: ChatInterpretation };

type Body = Record<string, unknown>;
const isRecord = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reasoning tokens spent at each effort before the answer. Not OpenAI's figures (they vary by
 * prompt); chosen so the documented failure shows: at the default `medium` a 150–400 budget is
 * used up by reasoning alone, while `none` spends nothing and `low` fits in a few hundred.
 */
export const REASONING_TOKENS: Record<Effort, number> = { none: 0, minimal: 16, low: 256, medium: 1024, high: 4096, xhigh: 8192, max: 16384 };

/** Roughly four characters a token (OpenAI's tokenizer rule of thumb). */
export const tokensOf = (text: string): number => Math.ceil(text.length / 4);

const CHAT_PARAMETERS = new Set([
  'model', 'messages', 'audio', 'frequency_penalty', 'function_call', 'functions', 'logit_bias', 'logprobs', 'max_completion_tokens', 'max_tokens',
  'metadata', 'modalities', 'n', 'parallel_tool_calls', 'prediction', 'presence_penalty', 'prompt_cache_key', 'prompt_cache_retention', 'reasoning_effort',
  'response_format', 'safety_identifier', 'seed', 'service_tier', 'stop', 'store', 'stream', 'stream_options', 'temperature', 'tool_choice', 'tools',
  'top_logprobs', 'top_p', 'user', 'verbosity', 'web_search_options',
]);

const RESPONSES_PARAMETERS = new Set([
  'model', 'input', 'instructions', 'max_output_tokens', 'reasoning', 'text', 'temperature', 'top_p', 'stream', 'stream_options', 'store', 'metadata',
  'tools', 'tool_choice', 'parallel_tool_calls', 'previous_response_id', 'include', 'truncation', 'user', 'safety_identifier', 'prompt_cache_key',
  'service_tier', 'background', 'conversation', 'prompt', 'max_tool_calls', 'top_logprobs',
]);

/** Chat Completions names the Responses API refuses, and where each moved (OpenAI migration guide). */
const MOVED_IN_RESPONSES: Record<string, string> = { max_tokens: 'max_output_tokens', max_completion_tokens: 'max_output_tokens', response_format: 'text.format', messages: 'input' };

/** OpenAI: a model must exist for this key and not be shut down (deprecations page: "no longer accessible"). */
function findModel(ctx: RuleContext, id: unknown, kind: 'chat' | 'image'): CatalogueModel | Refusal {
  if (typeof id !== 'string' || !id) return E.missingParameter('model');
  const model = ctx.models.find((m) => m.id === id);
  if (!model || isShutDown(model, ctx.today) || model.kind !== kind) return E.modelNotFound(id);
  return model;
}

const isRefusal = (value: unknown): value is Refusal => isRecord(value) && 'error' in value && 'status' in value;

/**
 * Strict structured outputs (Structured Outputs guide, "Supported schemas"): the name matches
 * ^[a-zA-Z0-9_-]{1,64}$, the root is an object, and every object sets `additionalProperties:
 * false` and lists every property in `required`.
 */
function checkStrictSchema(name: unknown, schema: unknown, param: string): Refusal | null {
  if (typeof name !== 'string' || !/^[\w-]{1,64}$/.test(name)) return E.invalidValue(`${param}.name`, name, ['a name of letters, digits, _ or -', 'at most 64 characters']);
  if (!isRecord(schema) || schema.type !== 'object') return E.invalidSchema(name, "schema must be a JSON Schema of 'type: \"object\"', got something else.", param);
  const visit = (node: unknown, path: string): Refusal | null => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = visit(item, path);
        if (found) return found;
      }
      return null;
    }
    if (!isRecord(node)) return null;
    if (node.type === 'object') {
      if (node.additionalProperties !== false) return E.invalidSchema(name, `In context=(${path}), 'additionalProperties' is required to be supplied and to be false.`, param);
      const keys = Object.keys(isRecord(node.properties) ? node.properties : {});
      const required = Array.isArray(node.required) ? node.required : [];
      const missing = keys.find((key) => !required.includes(key));
      if (missing) return E.invalidSchema(name, `In context=(${path}), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`, param);
    }
    for (const [key, value] of Object.entries(node)) {
      const found = visit(value, path ? `${path}, '${key}'` : `'${key}'`);
      if (found) return found;
    }
    return null;
  };
  return visit(schema, '');
}

/** OpenAI reasoning guide: sampling settings other than 1 only at effort `none`. */
function checkSampling(body: Body, model: CatalogueModel, effort: Effort | undefined): Refusal | null {
  if (!model.reasoning || effort === 'none') return null;
  for (const param of ['temperature', 'top_p'] as const) {
    if (body[param] !== undefined && body[param] !== null && body[param] !== 1) return E.samplingRefused(param, body[param]);
  }
  return null;
}

function checkEffort(model: CatalogueModel, effort: unknown, param: string): Refusal | null {
  if (effort === undefined || effort === null) return null;
  if (!model.reasoning) return E.parameterRefused(param);
  return model.reasoning.efforts.includes(effort as Effort) ? null : E.effortRefused(param, effort, model.reasoning.efforts);
}

function reasoningSpend(model: CatalogueModel, effort: Effort | undefined): number {
  return model.reasoning ? REASONING_TOKENS[effort ?? model.reasoning.default] : 0;
}

const textOf = (content: unknown): string => (typeof content === 'string' ? content : JSON.stringify(content ?? ''));

function chatFormat(format: unknown, messages: Body[]): OutputFormat | Refusal {
  if (!isRecord(format) || format.type === 'text') return { kind: 'text' };
  if (format.type === 'json_object') {
    return messages.some((m) => /json/i.test(textOf(m.content))) ? { kind: 'json_object' } : E.jsonWordMissing('messages');
  }
  if (format.type === 'json_schema' && isRecord(format.json_schema)) {
    const { name, schema, strict } = format.json_schema;
    const bad = strict === true ? checkStrictSchema(name, schema, 'response_format') : null;
    return bad ?? { kind: 'json_schema', name: String(name), schema };
  }
  return E.invalidValue('response_format.type', format.type, ['text', 'json_object', 'json_schema']);
}

/** POST /v1/chat/completions. */
export function checkChatCompletion(body: Body, ctx: RuleContext): Checked {
  const found = findModel(ctx, body.model, 'chat');
  if (isRefusal(found)) return { refusal: found };
  const model = found;
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  if (!Array.isArray(body.messages) || messages.length === 0) return { refusal: E.missingParameter('messages') };
  const pictures = checkPictures(body, model, ctx.profile, 'chat');
  if (pictures) return { refusal: pictures };
  const format = chatFormat(body.response_format, messages);
  if (isRefusal(format)) return { refusal: format };
  const budgetOf = (value: unknown) => (typeof value === 'number' ? value : null);
  if (ctx.profile === 'self-hosted') {
    // Classic parameters; llama.cpp / Ollama ignore what they do not know (no reasoning budget).
    return { ok: { model, stream: body.stream === true, budget: budgetOf(body.max_tokens ?? body.max_completion_tokens), reasoningTokens: 0, format } };
  }
  const unknown = Object.keys(body).find((key) => !CHAT_PARAMETERS.has(key));
  if (unknown) return { refusal: E.unrecognizedArgument(unknown) };
  // Chat Completions reference: `max_tokens` "is not compatible with o-series [reasoning] models".
  if (model.reasoning && body.max_tokens !== undefined) return { refusal: E.maxTokensRefused() };
  const effortRefusal = checkEffort(model, body.reasoning_effort, 'reasoning_effort');
  if (effortRefusal) return { refusal: effortRefusal };
  const effort = (body.reasoning_effort ?? undefined) as Effort | undefined;
  const sampling = checkSampling(body, model, effort ?? model.reasoning?.default);
  if (sampling) return { refusal: sampling };
  return {
    ok: { model, stream: body.stream === true, budget: budgetOf(body.max_completion_tokens ?? body.max_tokens), reasoningTokens: reasoningSpend(model, effort), format },
  };
}

function responsesFormat(text: unknown, body: Body): OutputFormat | Refusal {
  const format = isRecord(text) && isRecord(text.format) ? text.format : null;
  if (!format || format.type === 'text') return { kind: 'text' };
  if (format.type === 'json_object') {
    return /json/i.test(`${textOf(body.instructions)} ${textOf(body.input)}`) ? { kind: 'json_object' } : E.jsonWordMissing('input');
  }
  if (format.type === 'json_schema') {
    const bad = format.strict === true ? checkStrictSchema(format.name, format.schema, 'text.format') : null;
    return bad ?? { kind: 'json_schema', name: String(format.name), schema: format.schema };
  }
  return E.invalidValue('text.format.type', format.type, ['text', 'json_object', 'json_schema']);
}

/** Responses API reference: `max_output_tokens` must be at least 16. */
const MIN_OUTPUT_TOKENS = 16;

/** POST /v1/responses (OpenAI only: a self-hosted server has no such route). */
export function checkResponses(body: Body, ctx: RuleContext): Checked {
  const found = findModel(ctx, body.model, 'chat');
  if (isRefusal(found)) return { refusal: found };
  const model = found;
  const moved = Object.keys(MOVED_IN_RESPONSES).find((key) => key in body);
  if (moved) return { refusal: E.movedParameter(moved, MOVED_IN_RESPONSES[moved]) };
  const unknown = Object.keys(body).find((key) => !RESPONSES_PARAMETERS.has(key));
  if (unknown) return { refusal: E.unknownParameter(unknown) };
  if (body.input === undefined) return { refusal: E.missingParameter('input') };
  const budget = body.max_output_tokens;
  if (typeof budget === 'number' && budget < MIN_OUTPUT_TOKENS) return { refusal: E.belowMinimum('max_output_tokens', MIN_OUTPUT_TOKENS, budget) };
  const effort = isRecord(body.reasoning) ? (body.reasoning.effort as Effort | undefined) : undefined;
  const effortRefusal = checkEffort(model, effort, 'reasoning.effort');
  if (effortRefusal) return { refusal: effortRefusal };
  const sampling = checkSampling(body, model, effort ?? model.reasoning?.default);
  if (sampling) return { refusal: sampling };
  const pictures = checkPictures(body, model, ctx.profile, 'responses');
  if (pictures) return { refusal: pictures };
  const format = responsesFormat(body.text, body);
  if (isRefusal(format)) return { refusal: format };
  return { ok: { model, stream: body.stream === true, budget: typeof budget === 'number' ? budget : null, reasoningTokens: reasoningSpend(model, effort), format } };
}

/** The sizes and qualities GPT image models accept (openai SDK ImageGenerateParams, 2026-12). */
const GPT_IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024', 'auto'];
const GPT_IMAGE_QUALITIES = ['low', 'medium', 'high', 'auto'];
/** The prompt limit of GPT image models (same doc: "The maximum length is 32000 characters"). */
const MAX_IMAGE_PROMPT = 32_000;

export interface ImageInterpretation {
  model: CatalogueModel;
  width: number;
  height: number;
}

/** POST /v1/images/generations. */
export function checkImage(body: Body, ctx: RuleContext): { refusal: Refusal } | { ok: ImageInterpretation } {
  const found = findModel(ctx, body.model, 'image');
  if (isRefusal(found)) return { refusal: found };
  if (typeof body.prompt !== 'string' || !body.prompt.trim()) return { refusal: E.missingParameter('prompt') };
  if (body.prompt.length > MAX_IMAGE_PROMPT) return { refusal: E.invalidValue('prompt', `${body.prompt.length} characters`, ['at most 32000 characters', 'shorter']) };
  if (found.gptImage) {
    // "Unsupported for GPT image models, which always return base64-encoded images" / "describe the style in the prompt".
    for (const param of ['response_format', 'style']) if (param in body) return { refusal: E.unknownParameter(param) };
    if (body.quality !== undefined && !GPT_IMAGE_QUALITIES.includes(String(body.quality))) return { refusal: E.invalidValue('quality', body.quality, GPT_IMAGE_QUALITIES) };
    if (body.size !== undefined && !GPT_IMAGE_SIZES.includes(String(body.size))) return { refusal: E.invalidValue('size', body.size, GPT_IMAGE_SIZES) };
  }
  if (body.n !== undefined && (typeof body.n !== 'number' || body.n < 1 || body.n > 10)) return { refusal: E.invalidValue('n', body.n, ['1', '10']) };
  const size = typeof body.size === 'string' && body.size !== 'auto' ? body.size : '1024x1024';
  const [width, height] = size.split('x').map(Number);
  return { ok: { model: found, width, height } };
}
