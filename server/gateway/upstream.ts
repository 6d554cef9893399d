/**
 * The server's one connection to the AI provider, shared by the gateway (/v1/*) and /chat, and
 * the translation of provider failures into our error shape. Provider messages are never passed
 * on verbatim: some (e.g. "Incorrect API key provided: sk-…") quote part of the server's key.
 */
import OpenAI from 'openai';
import { withRetryPolicy, isQuotaErrorBody } from '../../src/engine/retryPolicy';
import type { AiConfig } from './config';
import type { ProviderErrorSummary } from './modelHealth';

/**
 * One retry smooths over a provider hiccup (a 500, a dropped connection, a short rate limit)
 * without doubling a user's wait more than once; quota errors and long waits are never retried.
 */
export const UPSTREAM_CHAT_RETRIES = 1;
/** Image calls are slow and billed; a failed one is reported rather than silently repeated. */
export const UPSTREAM_IMAGE_RETRIES = 0;

export function createUpstreamClient(config: AiConfig): OpenAI | null {
  if (!config.apiKey) return null;
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.chatTimeoutMs,
    maxRetries: UPSTREAM_CHAT_RETRIES,
    fetch: withRetryPolicy(globalThis.fetch.bind(globalThis)),
  });
}

export interface GatewayError {
  status: number;
  code: string;
  message: string;
}

/**
 * What may be logged of a provider error: its status, `code` and `param` (e.g. 400
 * `unsupported_parameter` `max_tokens`) — never its message, which can quote part of the key.
 */
export function providerError(err: unknown): ProviderErrorSummary | null {
  if (!(err instanceof OpenAI.APIError) || typeof err.status !== 'number') return null;
  const param = (err as { param?: unknown }).param;
  return { status: err.status, code: typeof err.code === 'string' ? err.code : null, param: typeof param === 'string' ? param : null };
}

const CLIENT_ERROR_MIN = 400;
const SERVER_ERROR_MIN = 500;

/**
 * The provider refused the request (a 4xx): nothing was generated, so nothing is charged to the
 * caller's quota. 5xx, time-outs and dropped connections may have cost the provider work, and a
 * model that answers badly has spent its tokens; those stay charged.
 */
export function isProviderRefusal(err: unknown): boolean {
  const summary = providerError(err);
  return summary !== null && summary.status >= CLIENT_ERROR_MIN && summary.status < SERVER_ERROR_MIN;
}

/**
 * A refusal that says something about the model or the request (not a rate limit, which is
 * about traffic): what /health's `failing` counts.
 */
export function isModelRefusal(err: unknown): boolean {
  return isProviderRefusal(err) && providerError(err)?.status !== 429;
}

const UPSTREAM_STATUS_GONE = 502;

/** Maps anything the openai SDK throws to the status and `{error:{code,message}}` we answer with. */
export function upstreamFailure(err: unknown): GatewayError {
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return { status: 504, code: 'upstream_timeout', message: 'The AI provider did not answer in time.' };
  }
  if (err instanceof OpenAI.APIUserAbortError) {
    return { status: 499, code: 'request_aborted', message: 'The request was cancelled.' };
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return { status: UPSTREAM_STATUS_GONE, code: 'upstream_unreachable', message: 'The AI provider could not be reached.' };
  }
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    const status = err.status;
    if (status === 401) {
      return { status, code: 'invalid_api_key', message: "The AI provider rejected the server's API key." };
    }
    if (status === 429) {
      return isQuotaErrorBody({ error: err.error })
        ? { status, code: 'insufficient_quota', message: "The AI provider account's quota is used up." }
        : { status, code: 'rate_limit_exceeded', message: 'The AI provider is rate limiting requests.' };
    }
    if (status === 400) {
      return { status, code: 'upstream_bad_request', message: 'The AI provider refused the request.' };
    }
    if (status === 403) {
      return { status, code: 'upstream_forbidden', message: 'The AI provider does not allow this request for the configured account.' };
    }
    if (status === 404) {
      return { status: UPSTREAM_STATUS_GONE, code: 'upstream_not_found', message: 'The configured AI model or endpoint does not exist at the provider.' };
    }
    // 503 from us means "no upstream configured", so a provider 503 is reported as a bad gateway.
    const passed = status >= 500 && status !== 503 ? status : UPSTREAM_STATUS_GONE;
    return { status: passed, code: 'upstream_error', message: 'The AI provider failed to answer.' };
  }
  return { status: 500, code: 'internal_error', message: 'The AI gateway failed unexpectedly.' };
}
