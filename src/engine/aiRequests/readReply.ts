/**
 * Reading what the provider answered, for either endpoint, whole or streamed. A reply that ran
 * out of tokens (`finish_reason: "length"`, `status: "incomplete"`), was filtered, was refused or
 * is empty is a failure with its reason — never an empty reply shown to the user. A reasoning
 * model that spent its whole budget thinking answers `content: ""` with `finish_reason:
 * "length"` (OpenAI's reasoning guide, "Allocating space for reasoning"), which is exactly the
 * case this guards.
 *
 * Shapes read (OpenAI API reference, mirrored by the openai SDK's types):
 * - Chat Completions: `choices[0].message.content | refusal`, `choices[0].finish_reason`
 *   (`stop`, `length`, `content_filter`, `tool_calls`); stream chunks `choices[0].delta.content`.
 * - Responses: `status` (`completed`, `incomplete`, `failed`), `incomplete_details.reason`,
 *   `output[]` items of type `message` whose `content[]` parts are `output_text` or `refusal`;
 *   stream events `response.output_text.delta`, `response.refusal.delta`, `response.completed`,
 *   `response.incomplete`, `response.failed`, `error`.
 */
import type { ChatEndpoint } from './buildRequest';

export type ReplyFailure = 'length' | 'content_filter' | 'refusal' | 'empty' | 'failed';

export type ReplyResult = { ok: true; text: string } | { ok: false; reason: ReplyFailure; text: string };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

function finishOf(reason: unknown, text: string, refused: boolean): ReplyResult {
  if (refused) return { ok: false, reason: 'refusal', text };
  if (reason === 'length') return { ok: false, reason: 'length', text };
  if (reason === 'content_filter') return { ok: false, reason: 'content_filter', text };
  if (!text.trim()) return { ok: false, reason: 'empty', text };
  return { ok: true, text };
}

function incompleteReason(response: Json): ReplyFailure {
  const details = isRecord(response.incomplete_details) ? response.incomplete_details : {};
  return details.reason === 'content_filter' ? 'content_filter' : 'length';
}

function readResponses(response: Json): ReplyResult {
  let text = '';
  let refused = false;
  for (const item of asArray(response.output)) {
    if (!isRecord(item) || item.type !== 'message') continue;
    for (const part of asArray(item.content)) {
      if (!isRecord(part)) continue;
      if (part.type === 'output_text') text += asString(part.text);
      if (part.type === 'refusal') refused = true;
    }
  }
  if (response.status === 'incomplete') return { ok: false, reason: incompleteReason(response), text };
  if (response.status === 'failed' || response.status === 'cancelled') return { ok: false, reason: 'failed', text };
  return finishOf('stop', text, refused);
}

function readChatCompletion(completion: Json): ReplyResult {
  const choice = asArray(completion.choices)[0];
  if (!isRecord(choice)) return { ok: false, reason: 'empty', text: '' };
  const message = isRecord(choice.message) ? choice.message : {};
  const refused = typeof message.refusal === 'string' && message.refusal.length > 0;
  return finishOf(choice.finish_reason, asString(message.content), refused);
}

/** Reads a whole (non-streamed) answer. */
export function readChatReply(endpoint: ChatEndpoint, body: unknown): ReplyResult {
  if (!isRecord(body)) return { ok: false, reason: 'empty', text: '' };
  return endpoint === 'responses' ? readResponses(body) : readChatCompletion(body);
}

export interface StreamReader {
  /** Feeds one parsed stream event; returns the text it adds ('' when none). */
  push(event: unknown): string;
  /** True once the provider said the answer is over (any outcome). */
  readonly done: boolean;
  /** The outcome so far (call when the stream has ended). */
  result(): ReplyResult;
}

/** Reduces a provider's stream events to text deltas and an outcome. */
export function createStreamReader(endpoint: ChatEndpoint): StreamReader {
  let text = '';
  let refused = false;
  let finish: unknown = null;
  let failure: ReplyFailure | null = null;
  let done = false;

  const pushResponses = (event: Json): string => {
    switch (event.type) {
      case 'response.output_text.delta':
        return asString(event.delta);
      case 'response.refusal.delta':
        refused = true;
        return '';
      case 'response.completed':
        done = true;
        finish = 'stop';
        return '';
      case 'response.incomplete':
        done = true;
        failure = isRecord(event.response) ? incompleteReason(event.response) : 'length';
        return '';
      case 'response.failed':
      case 'error':
        done = true;
        failure = 'failed';
        return '';
      default:
        return '';
    }
  };

  const pushChat = (chunk: Json): string => {
    const choice = asArray(chunk.choices)[0];
    if (!isRecord(choice)) return '';
    const delta = isRecord(choice.delta) ? choice.delta : {};
    if (typeof delta.refusal === 'string' && delta.refusal) refused = true;
    if (typeof choice.finish_reason === 'string') {
      finish = choice.finish_reason;
      done = true;
    }
    return asString(delta.content);
  };

  return {
    push(event) {
      if (!isRecord(event)) return '';
      const delta = endpoint === 'responses' ? pushResponses(event) : pushChat(event);
      text += delta;
      return delta;
    },
    get done() {
      return done;
    },
    result() {
      if (failure) return { ok: false, reason: failure, text };
      // A Chat Completions stream from a server that never names a finish reason ended cleanly
      // when the transport did (a cut connection throws before this is asked).
      return finishOf(finish ?? 'stop', text, refused);
    },
  };
}
