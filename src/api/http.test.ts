import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES, API_TIMEOUT_MS, ApiError, apiUrl, isAbortError, requestJson } from '@/api/http';

/** A fetch that never answers until its signal aborts, then rejects like the browser does. */
function hangingFetch(): typeof fetch {
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  }) as unknown as typeof fetch;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const anything = (body: unknown) => body;

afterEach(() => {
  vi.useRealTimers();
});

describe('requestJson', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => json({ ok: 1 }));
    const result = await requestJson('/thing', { method: 'POST', body: { a: 1 }, parse: anything, baseUrl: 'http://server', fetch: fetchMock as unknown as typeof fetch });
    expect(result).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://server/thing');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('gives up after the time-out with the spec message', async () => {
    vi.useFakeTimers();
    const pending = requestJson('/slow', { parse: anything, timeoutMs: API_TIMEOUT_MS, fetch: hangingFetch() });
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'Request timed out. Please try again.' });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('reports a network failure with the spec message', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await requestJson('/x', { parse: anything, fetch: failing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'Unable to connect to server. Please check your connection.' });
  });

  it('reports a non-OK status with the generic spec message, keeping status and code', async () => {
    const error = await requestJson('/x', {
      parse: anything,
      fetch: (async () => json({ error: { code: 'rate_limited', message: 'slow down' } }, 429)) as typeof fetch,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 429, code: 'rate_limited', message: 'Sorry, I encountered an error. Please try again!' });
  });

  it('treats a non-JSON error page as an http error', async () => {
    const error = await requestJson('/x', { parse: anything, fetch: (async () => new Response('<html>502</html>', { status: 502 })) as typeof fetch }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, message: API_ERROR_MESSAGES.other });
  });

  it('treats a 2xx that is not the promised shape as invalid', async () => {
    const html = await requestJson('/x', { parse: anything, fetch: (async () => new Response('<!doctype html>', { status: 200 })) as typeof fetch }).catch((e: unknown) => e);
    expect(html).toMatchObject({ kind: 'invalid', message: API_ERROR_MESSAGES.other });
    const wrong = await requestJson('/x', { parse: () => undefined, fetch: (async () => json({ nope: true })) as typeof fetch }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'invalid' });
  });

  it("passes the caller's cancellation through as an AbortError, not an ApiError", async () => {
    const controller = new AbortController();
    const pending = requestJson('/x', { parse: anything, signal: controller.signal, fetch: hangingFetch() });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('does not call fetch when already cancelled', async () => {
    const fetchMock = vi.fn();
    const controller = new AbortController();
    controller.abort();
    await expect(requestJson('/x', { parse: anything, signal: controller.signal, fetch: fetchMock as unknown as typeof fetch })).rejects.toSatisfy(isAbortError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiUrl', () => {
  it('joins base and path; an empty base means same origin', () => {
    expect(apiUrl('/chat', '')).toBe('/chat');
    expect(apiUrl('chat', 'http://localhost:8001')).toBe('http://localhost:8001/chat');
  });
});
