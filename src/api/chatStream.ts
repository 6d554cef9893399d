/**
 * POST /chat with `stream: true` (server/chat/routes.ts): the assistant's reply as server-sent
 * events — `delta` events carry its text as the model writes it, one `reply` event the finished
 * response. Failures are the same ApiErrors (spec §8's messages) as sendChat's.
 */
import { idTokenOrNull } from '@/shared/auth/deviceIdentity';
import type { ChatResponse } from '@/engine/types';
import { parseChatResponse } from '@/engine/contracts/chatResponse';
import type { ChatCall } from './chat';
import { API_TIMEOUT_MS, apiUrl, ApiError } from './http';

export interface StreamedChat {
  reply: ChatResponse;
  /** Who wrote the reply: the server's model, or its built-in engine. */
  answeredBy: 'model' | 'engine';
  /** The model was asked and did not finish, so the engine's reply stands in (and replaces what streamed). */
  modelFailed: boolean;
}

export interface StreamChatOptions {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  /** Spec §7's 30 s, counted from the last thing the server sent (a streaming reply keeps it alive). */
  timeoutMs?: number;
  baseUrl?: string;
  fetch?: typeof fetch;
  getIdToken?: () => Promise<string | null>;
}

interface Event {
  event: string;
  data: string;
}

/** Splits a server-sent event stream into events (WHATWG HTML, "Parsing an event stream", simplified to event + data). */
function takeEvents(buffer: string): { events: Event[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return { event, data: data.join('\n') };
  });
  return { events, rest };
}

function finalReply(data: string): StreamedChat | null {
  const body = JSON.parse(data) as { reply?: unknown; answered_by?: unknown; model_failed?: unknown };
  const reply = parseChatResponse(body.reply);
  if (!reply) return null;
  return { reply, answeredBy: body.answered_by === 'model' ? 'model' : 'engine', modelFailed: body.model_failed === true };
}

export async function streamChat(request: ChatCall, options: StreamChatOptions): Promise<StreamedChat> {
  const { signal, timeoutMs = API_TIMEOUT_MS, fetch: fetchImpl = globalThis.fetch } = options;
  signal?.throwIfAborted();
  const token = await (options.getIdToken ?? idTokenOrNull)();
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quiet = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const failed = (error: unknown) => {
    if (timedOut) return new ApiError('timeout', { cause: error });
    if (signal?.aborted) return signal.reason instanceof DOMException ? signal.reason : new DOMException('Aborted', 'AbortError');
    return new ApiError('network', { cause: error });
  };
  quiet();
  try {
    let response: Response;
    try {
      response = await fetchImpl(apiUrl('/chat', options.baseUrl), {
        method: 'POST',
        headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ ...request, stream: true }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok || !response.body) {
      const payload = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      throw new ApiError('http', { status: response.status, code: payload?.error?.code, serverMessage: payload?.error?.message });
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw failed(error);
      }
      if (chunk.done) break;
      quiet();
      const { events, rest } = takeEvents(buffer + chunk.value);
      buffer = rest;
      for (const { event, data } of events) {
        if (event === 'delta') options.onDelta(String((JSON.parse(data) as { text?: unknown }).text ?? ''));
        if (event === 'reply') {
          const done = finalReply(data);
          if (!done) throw new ApiError('invalid', { status: response.status });
          return done;
        }
      }
    }
    // The stream ended without the finished reply: the connection was cut.
    throw new ApiError('network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
