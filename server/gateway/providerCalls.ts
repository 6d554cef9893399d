/**
 * Sending a built task request (src/engine/aiRequests) to the provider with the openai SDK, whole
 * or streamed, and reading the answer with the shared readers. Shared by the gateway and /chat.
 */
import type OpenAI from 'openai';
import type { APIPromise } from 'openai/core/api-promise';
import type { BuiltChatRequest } from '../../src/engine/aiRequests/buildRequest';
import { createStreamReader, readChatReply, type ReplyResult, type StreamReader } from '../../src/engine/aiRequests/readReply';

export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
}

/**
 * The SDK call for the request's endpoint. The body is the builder's, already in the provider's
 * documented shape (its tests hold it to the contract), so it is handed over as it is.
 */
function send(client: OpenAI, built: BuiltChatRequest, options: CallOptions): APIPromise<unknown> {
  const body = built.body as never;
  return built.endpoint === 'responses' ? client.responses.create(body, options) : client.chat.completions.create(body, options);
}

/** A whole answer; provider and transport failures throw the SDK's errors. */
export async function completeTask(client: OpenAI, built: BuiltChatRequest, options: CallOptions): Promise<ReplyResult> {
  return readChatReply(built.endpoint, await send(client, built, options));
}

export interface TaskStream {
  /** The provider's events as they come (throws on a dropped connection or an error event). */
  events: AsyncIterable<unknown>;
  reader: StreamReader;
}

/**
 * Starts a streamed answer. Resolves once the provider has accepted the request (its 4xx / 5xx
 * throw here, before anything is sent to the browser), so callers can still answer with a status.
 */
export async function openTaskStream(client: OpenAI, built: BuiltChatRequest, options: CallOptions): Promise<TaskStream> {
  const events = (await send(client, built, options)) as AsyncIterable<unknown>;
  return { events, reader: createStreamReader(built.endpoint) };
}
