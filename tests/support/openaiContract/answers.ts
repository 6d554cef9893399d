/**
 * How the stand-in answers an accepted request: the body OpenAI's API reference documents for
 * each endpoint, whole or as server-sent events, with the reasoning budget applied — a reasoning
 * model spends its reasoning tokens out of the budget first, so a small budget comes back as
 * `content: ""` with `finish_reason: "length"` (Chat Completions) or `status: "incomplete"`,
 * `incomplete_details.reason: "max_output_tokens"` (Responses).
 */
import type { ServerResponse } from 'node:http';
import { tokensOf, type ChatInterpretation } from './rules';

export interface Outcome {
  text: string;
  finish: 'stop' | 'length';
  reasoningTokens: number;
}

/** Applies the budget: reasoning first, then as much of the answer as fits. */
export function outcomeOf(content: string, plan: ChatInterpretation): Outcome {
  const room = plan.budget === null ? Number.POSITIVE_INFINITY : plan.budget - plan.reasoningTokens;
  if (room <= 0) return { text: '', finish: 'length', reasoningTokens: plan.budget ?? 0 };
  if (tokensOf(content) <= room) return { text: content, finish: 'stop', reasoningTokens: plan.reasoningTokens };
  return { text: content.slice(0, room * 4), finish: 'length', reasoningTokens: plan.reasoningTokens };
}

const now = () => Math.floor(Date.now() / 1000);
let counter = 0;
const nextId = (prefix: string) => `${prefix}_standin${(counter += 1).toString(36)}`;

function usage(prompt: string, outcome: Outcome) {
  const output = outcome.reasoningTokens + tokensOf(outcome.text);
  return { prompt: tokensOf(prompt), output, reasoning: outcome.reasoningTokens };
}

export function chatCompletionBody(model: string, prompt: string, outcome: Outcome) {
  const used = usage(prompt, outcome);
  return {
    id: nextId('chatcmpl'),
    object: 'chat.completion',
    created: now(),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: outcome.text, refusal: null, annotations: [] }, finish_reason: outcome.finish, logprobs: null }],
    usage: { prompt_tokens: used.prompt, completion_tokens: used.output, total_tokens: used.prompt + used.output, completion_tokens_details: { reasoning_tokens: used.reasoning } },
  };
}

export function responseBody(model: string, prompt: string, outcome: Outcome, id = nextId('resp')) {
  const used = usage(prompt, outcome);
  const complete = outcome.finish === 'stop';
  return {
    id,
    object: 'response',
    created_at: now(),
    model,
    status: complete ? 'completed' : 'incomplete',
    incomplete_details: complete ? null : { reason: 'max_output_tokens' },
    error: null,
    output: [
      ...(outcome.reasoningTokens > 0 ? [{ id: nextId('rs'), type: 'reasoning', summary: [] }] : []),
      ...(outcome.text ? [{ id: nextId('msg'), type: 'message', role: 'assistant', status: complete ? 'completed' : 'incomplete', content: [{ type: 'output_text', text: outcome.text, annotations: [] }] }] : []),
    ],
    usage: { input_tokens: used.prompt, output_tokens: used.output, total_tokens: used.prompt + used.output, output_tokens_details: { reasoning_tokens: used.reasoning } },
  };
}

/** Splits a reply into the small pieces a model streams (a word or two at a time). */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sse(res: ServerResponse, data: unknown, event?: string): void {
  if (res.destroyed) return;
  res.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

export interface StreamOptions {
  /** Pause between pieces, so a browser visibly receives the reply in parts. */
  pieceDelayMs: number;
  /** Hang up after this many pieces (a dropped connection mid-reply). */
  dropAfter?: number;
}

/** Hangs up mid-reply, once what was already written has gone out (a dropped connection, not lost pieces). */
async function drop(res: ServerResponse, options: StreamOptions): Promise<void> {
  await pause(options.pieceDelayMs);
  res.destroy();
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

/** Chat Completions streaming: chat.completion.chunk objects, then `data: [DONE]`. */
export async function streamChatCompletion(res: ServerResponse, model: string, outcome: Outcome, options: StreamOptions): Promise<void> {
  startStream(res);
  const id = nextId('chatcmpl');
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({ id, object: 'chat.completion.chunk', created: now(), model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] });
  sse(res, chunk({ role: 'assistant', content: '', refusal: null }, null));
  let sent = 0;
  for (const piece of pieces(outcome.text)) {
    if (options.dropAfter !== undefined && sent >= options.dropAfter) return drop(res, options);
    await pause(options.pieceDelayMs);
    sse(res, chunk({ content: piece }, null));
    sent += 1;
  }
  sse(res, chunk({}, outcome.finish));
  sse(res, '[DONE]');
  res.end();
}

/** Responses streaming: typed events, ending with response.completed or response.incomplete. */
export async function streamResponse(res: ServerResponse, model: string, prompt: string, outcome: Outcome, options: StreamOptions): Promise<void> {
  startStream(res);
  const id = nextId('resp');
  const final = responseBody(model, prompt, outcome, id);
  let sequence = 0;
  const event = (type: string, fields: Record<string, unknown>) => sse(res, { type, sequence_number: (sequence += 1), ...fields }, type);
  event('response.created', { response: { ...final, status: 'in_progress', output: [] } });
  const itemId = nextId('msg');
  if (outcome.text) event('response.output_item.added', { output_index: 0, item: { id: itemId, type: 'message', role: 'assistant', status: 'in_progress', content: [] } });
  let sent = 0;
  for (const piece of pieces(outcome.text)) {
    if (options.dropAfter !== undefined && sent >= options.dropAfter) return drop(res, options);
    await pause(options.pieceDelayMs);
    event('response.output_text.delta', { item_id: itemId, output_index: 0, content_index: 0, delta: piece, logprobs: [] });
    sent += 1;
  }
  if (outcome.text) event('response.output_text.done', { item_id: itemId, output_index: 0, content_index: 0, text: outcome.text, logprobs: [] });
  event(outcome.finish === 'stop' ? 'response.completed' : 'response.incomplete', { response: final });
  res.end();
}
