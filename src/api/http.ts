/**
 * The product server's HTTP client (spec §7): JSON in and out, a time-out per call, and every
 * failure turned into an `ApiError` carrying spec §8's wording for the chat panels. Callers
 * show `error.message` as it is; `error.kind` says what went wrong when they must decide more
 * (fall back to the device, retry later, tell the user).
 */
import { appConfig } from '@/shared/config';

/** Spec §7 / §9: the product server's time-out for ordinary calls. */
export const API_TIMEOUT_MS = 30_000;

/** Spec §8, chat panel: the three ways a server call fails, worded exactly as the spec writes them. */
export const API_ERROR_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  network: 'Unable to connect to server. Please check your connection.',
  other: 'Sorry, I encountered an error. Please try again!',
} as const;

/**
 * `timeout`: no answer within the time-out. `network`: the request never reached a server.
 * `http`: the server answered with a non-2xx status. `invalid`: a 2xx whose body is not what the
 * route promises (not JSON, wrong shape — e.g. a static host answering with its index page).
 */
export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for `http` (and `invalid`) errors. */
  readonly status?: number;
  /** The server's `{error:{code}}` when it sent one. */
  readonly code?: string;
  /** The server's `{error:{message}}` when it sent one (for logs and set-aside outbox entries; never shown as is). */
  readonly serverMessage?: string;
  /** The server's `Retry-After` (429, 503), in milliseconds, when it sent one. */
  readonly retryAfterMs?: number;

  constructor(
    kind: ApiErrorKind,
    options: { status?: number; code?: string; serverMessage?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(kind === 'timeout' ? API_ERROR_MESSAGES.timeout : kind === 'network' ? API_ERROR_MESSAGES.network : API_ERROR_MESSAGES.other, {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** True for a call the caller itself cancelled (not a time-out): nothing to show the user. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Absolute or same-origin URL of a server path; `appConfig.apiBaseUrl` empty = the page's origin. */
export function apiUrl(path: string, baseUrl: string = appConfig.apiBaseUrl): string {
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface RequestJsonOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Extra request headers (Authorization, Idempotency-Key). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The caller's cancellation; aborting rejects with the AbortError, never an ApiError. */
  signal?: AbortSignal;
  /** Checks the 2xx body and returns it typed; return undefined when it is not the promised shape. */
  parse: (body: unknown) => T | undefined;
  /** Defaults to `appConfig.apiBaseUrl`. */
  baseUrl?: string;
  /** For tests. */
  fetch?: typeof fetch;
}

export async function requestJson<T>(path: string, options: RequestJsonOptions<T>): Promise<T> {
  const { method = 'GET', body, headers: extraHeaders, timeoutMs = API_TIMEOUT_MS, signal, parse, baseUrl, fetch: fetchImpl = globalThis.fetch } = options;
  signal?.throwIfAborted();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetchImpl(apiUrl(path, baseUrl), {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      throw classifyFetchFailure(error, timedOut, signal);
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      // The body stream is cut by the same abort when the time-out fires mid-body.
      if (timedOut || signal?.aborted) throw classifyFetchFailure(error, timedOut, signal);
      throw new ApiError(response.ok ? 'invalid' : 'http', { status: response.status, retryAfterMs: retryAfter(response), cause: error });
    }
    if (!response.ok) {
      throw new ApiError('http', {
        status: response.status, code: errorField(payload, 'code'), serverMessage: errorField(payload, 'message'), retryAfterMs: retryAfter(response),
      });
    }
    const parsed = parse(payload);
    if (parsed === undefined) throw new ApiError('invalid', { status: response.status });
    return parsed;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function classifyFetchFailure(error: unknown, timedOut: boolean, signal: AbortSignal | undefined): unknown {
  if (timedOut) return new ApiError('timeout', { cause: error });
  if (signal?.aborted) return signal.reason instanceof DOMException ? signal.reason : new DOMException('Aborted', 'AbortError');
  // fetch rejects with a TypeError when no connection could be made (offline, refused, DNS, CORS).
  return new ApiError('network', { cause: error });
}

function errorField(payload: unknown, field: 'code' | 'message'): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const error = (payload as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** `Retry-After` as seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function retryAfter(response: Response): number | undefined {
  return parseRetryAfter(response.headers.get('retry-after'));
}
