/**
 * Which failed provider answers are worth retrying. The openai SDK retries every 429, but a 429
 * with `insufficient_quota` will fail the same way until someone tops up the account, and a
 * rate limit that asks us to wait longer than a person will sit through is better reported at
 * once ('Rate limit exceeded. Please try again in a moment.'). The SDK obeys the
 * `x-should-retry` response header, so this fetch wrapper marks those answers as final.
 * Pure Response code (the caller hands in its `fetch`, so the engine does no I/O): used by the
 * browser client and by the server's gateway.
 */

/** Longest provider-requested wait we retry after; beyond it the user hears about the limit. */
export const MAX_RETRY_WAIT_MS = 2_000;

const TOO_MANY_REQUESTS = 429;

/** True when an OpenAI-style error body names the quota error. */
export function isQuotaErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, type } = error as { code?: unknown; type?: unknown };
  return code === 'insufficient_quota' || type === 'insufficient_quota';
}

function retryWaitMs(headers: Headers): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && !Number.isNaN(Number.parseFloat(ms))) return Number.parseFloat(ms);
  const seconds = headers.get('retry-after');
  if (seconds === null) return undefined;
  const asNumber = Number.parseFloat(seconds);
  if (!Number.isNaN(asNumber)) return asNumber * 1000;
  const asDate = Date.parse(seconds);
  return Number.isNaN(asDate) ? undefined : asDate - Date.now();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Wraps `fetch` so the SDK does not retry quota errors or long rate-limit waits. */
export function withRetryPolicy(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status !== TOO_MANY_REQUESTS || response.headers.get('x-should-retry') !== null) return response;
    const text = await response.text();
    const wait = retryWaitMs(response.headers);
    const final = isQuotaErrorBody(parseJson(text)) || (wait !== undefined && wait > MAX_RETRY_WAIT_MS);
    const headers = new Headers(response.headers);
    if (final) headers.set('x-should-retry', 'false');
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  };
}
