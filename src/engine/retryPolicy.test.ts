import { describe, expect, it } from 'vitest';
import { MAX_RETRY_WAIT_MS, isQuotaErrorBody, withRetryPolicy } from './retryPolicy';

function fetchAnswering(status: number, body: unknown, headers: Record<string, string> = {}): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const quota = { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } };
const rateLimit = { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } };

describe('withRetryPolicy', () => {
  it('marks insufficient_quota as final and keeps the body readable', async () => {
    const res = await withRetryPolicy(fetchAnswering(429, quota))('http://x/v1/chat/completions');
    expect(res.status).toBe(429);
    expect(res.headers.get('x-should-retry')).toBe('false');
    expect(await res.json()).toEqual(quota);
  });

  it('leaves a short rate limit retryable', async () => {
    const res = await withRetryPolicy(fetchAnswering(429, rateLimit, { 'retry-after-ms': '200' }))('http://x');
    expect(res.headers.get('x-should-retry')).toBeNull();
    expect(await res.json()).toEqual(rateLimit);
  });

  it('marks a rate limit asking for a long wait as final', async () => {
    const seconds = String(MAX_RETRY_WAIT_MS / 1000 + 20);
    const res = await withRetryPolicy(fetchAnswering(429, rateLimit, { 'retry-after': seconds }))('http://x');
    expect(res.headers.get('x-should-retry')).toBe('false');
  });

  it('does not touch other answers', async () => {
    const ok = await withRetryPolicy(fetchAnswering(200, { ok: true }))('http://x');
    expect(ok.headers.get('x-should-retry')).toBeNull();
    const failed = await withRetryPolicy(fetchAnswering(500, { error: { message: 'boom' } }))('http://x');
    expect(failed.headers.get('x-should-retry')).toBeNull();
  });

  it('recognises quota bodies', () => {
    expect(isQuotaErrorBody(quota)).toBe(true);
    expect(isQuotaErrorBody(rateLimit)).toBe(false);
    expect(isQuotaErrorBody('insufficient_quota')).toBe(false);
    expect(isQuotaErrorBody(null)).toBe(false);
  });
});
