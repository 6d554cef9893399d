/**
 * Turning whatever a provider throws into one of spec §8's messages. The openai SDK's error
 * classes carry the HTTP status and the provider's `{error:{code,type}}` body — our gateway
 * answers in that same shape — so the mapping is the same for the gateway and for a user's key.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  RateLimitError,
} from 'openai/core/error';
import { AI_MESSAGES, RENDERER_UNAVAILABLE_MESSAGE } from './messages';

export type AiErrorKind = 'apiKey' | 'rateLimit' | 'quota' | 'other' | 'emptyReply' | 'rendererUnavailable';

/** An AI failure whose `message` is the exact text to show the user. */
export class AiError extends Error {
  readonly kind: AiErrorKind;

  constructor(kind: AiErrorKind, options?: { cause?: unknown }) {
    super(kind === 'rendererUnavailable' ? RENDERER_UNAVAILABLE_MESSAGE : AI_MESSAGES[kind], options);
    this.name = 'AiError';
    this.kind = kind;
  }
}

const QUOTA_CODE = 'insufficient_quota';
const SERVICE_UNAVAILABLE = 503;

function mentions(err: unknown, words: RegExp): boolean {
  return err instanceof Error && words.test(err.message);
}

/** The user cancelled (AbortSignal): not an error to show. */
export function isAbort(err: unknown): boolean {
  return err instanceof APIUserAbortError || (err instanceof Error && err.name === 'AbortError');
}

/**
 * True when the provider could not be reached at all (offline, server down) or — for the gateway
 * — the server says it has no upstream (503). Callers answer on-device instead of failing.
 */
export function isUnreachable(err: unknown, { gateway }: { gateway: boolean }): boolean {
  if (err instanceof APIConnectionTimeoutError) return false;
  if (err instanceof APIConnectionError) return true;
  return gateway && err instanceof APIError && err.status === SERVICE_UNAVAILABLE;
}

/** Maps any failure to the AiError carrying spec §8's message. */
export function toAiError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  if (err instanceof RateLimitError) {
    const quota = err.code === QUOTA_CODE || err.type === QUOTA_CODE || mentions(err, /quota/i);
    return new AiError(quota ? 'quota' : 'rateLimit', { cause: err });
  }
  if (err instanceof AuthenticationError || mentions(err, /api[ _-]?key/i)) return new AiError('apiKey', { cause: err });
  if (err instanceof APIError && (err.code === QUOTA_CODE || err.type === QUOTA_CODE)) return new AiError('quota', { cause: err });
  return new AiError('other', { cause: err });
}
