/**
 * `fetch` for the user's own AI provider, run inside a dedicated worker (/byok-worker.js, served
 * by our server with a CSP that allows exactly the provider's origin). The page's own CSP allows
 * no foreign host at all, so even a script injected into the page could not send data anywhere
 * but our server and the one provider the user configured. See docs/security.md.
 */

interface WorkerReply {
  id: number;
  ok: boolean;
  status?: number;
  statusText?: string;
  headers?: [string, string][];
  body?: ArrayBuffer;
  name?: string;
  message?: string;
}

export const BYOK_WORKER_PATH = '/byok-worker.js';

/** A fetch bound to one provider origin; the worker starts on the first call. */
export function createWorkerFetch(baseURL: string, createWorker: (url: string) => Worker = (url) => new Worker(url)): typeof fetch {
  const origin = new URL(baseURL).origin;
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: unknown) => void }>();

  const start = (): Worker => {
    if (worker) return worker;
    const started = createWorker(`${BYOK_WORKER_PATH}?origin=${encodeURIComponent(origin)}`);
    started.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if (reply.ok) {
        pending.resolve(new Response(reply.body ?? null, { status: reply.status, statusText: reply.statusText, headers: reply.headers }));
      } else if (reply.name === 'AbortError') {
        pending.reject(new DOMException(reply.message ?? 'Aborted', 'AbortError'));
      } else {
        // What fetch itself throws when no connection could be made (the SDK reports it as such).
        pending.reject(new TypeError(reply.message ?? 'The provider could not be reached.'));
      }
    };
    started.onerror = () => {
      for (const pending of waiting.values()) pending.reject(new TypeError('The own-key worker failed to start.'));
      waiting.clear();
      worker = null;
    };
    worker = started;
    return started;
  };

  return async (input, init) => {
    const request = new Request(input, init);
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const body = request.body === null ? undefined : await request.text();
    const id = nextId;
    nextId += 1;
    const target = start();
    return new Promise<Response>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      signal?.addEventListener('abort', () => target.postMessage({ type: 'abort', id }), { once: true });
      target.postMessage({ type: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body });
    });
  };
}
