import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_TIMEOUT_MS, checkHealth, parseHealth } from '@/api/health';

afterEach(() => vi.useRealTimers());

describe('checkHealth', () => {
  it('returns the server health', async () => {
    const body = { status: 'ok', db: 'pglite', ai: 'local', version: '1.0.0' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    await expect(checkHealth({ baseUrl: 'http://s', fetch: fetchMock as unknown as typeof fetch })).resolves.toEqual(body);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('http://s/health');
  });

  it('times out after 5 s with the spec message', async () => {
    vi.useFakeTimers();
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const pending = checkHealth({ fetch: hanging });
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'Request timed out. Please try again.' });
    expect(HEALTH_TIMEOUT_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS);
    await outcome;
  });

  it('counts a 500 as not connected', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'db_down', message: 'x' } }), { status: 500 }));
    await expect(checkHealth({ fetch: fetchMock as unknown as typeof fetch })).rejects.toMatchObject({ kind: 'http', status: 500 });
  });
});

describe('parseHealth', () => {
  it('accepts only the documented shape', () => {
    expect(parseHealth({ status: 'ok', db: 'postgres', ai: 'upstream', version: '1.0.0' })).toBeTruthy();
    expect(parseHealth({ status: 'down', db: 'postgres', ai: 'upstream' })).toBeUndefined();
    expect(parseHealth({ status: 'ok', db: 'mysql', ai: 'local' })).toBeUndefined();
    expect(parseHealth(null)).toBeUndefined();
  });
});
