/**
 * `fetch` for the user's own AI provider, run inside a dedicated worker (/byok-worker.js, served
 * by our server with a CSP that allows exactly the provider's origin). The page's own CSP allows
 * no foreign host at all, so even a script injected into the page could not send data anywhere
 * but our server and the one provider the user configured. See docs/security.md.
 */

/** What the worker posts back (server/byokWorker.ts): the head, the body in pieces, the end — or an error. */
type WorkerReply =
  | { id: number; kind: 'head'; status: number; statusText: string; headers: [string, string][] }
  | { id: number; kind: 'chunk'; chunk: ArrayBuffer }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'error'; name?: string; message?: string };

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  /** Set once the head arrived: the body's stream, fed as pieces come. */
  body?: ReadableStreamDefaultController<Uint8Array>;
}

/** What fetch itself throws: an AbortError for a cancellation, a TypeError when no connection could be made. */
function failure(name: string | undefined, message: string | undefined): Error {
  return name === 'AbortError' ? new DOMException(message ?? 'Aborted', 'AbortError') : new TypeError(message ?? 'The provider could not be reached.');
}

export const BYOK_WORKER_PATH = '/byok-worker.js';

/** A fetch bound to one provider origin; the worker starts on the first call. The body streams. */
export function createWorkerFetch(baseURL: string, createWorker: (url: string) => Worker = (url) => new Worker(url)): typeof fetch {
  const origin = new URL(baseURL).origin;
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Pending>();

  const onReply = (reply: WorkerReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    switch (reply.kind) {
      case 'head': {
        const stream = new ReadableStream<Uint8Array>({
          start: (controller) => {
            pending.body = controller;
          },
        });
        pending.resolve(new Response(stream, { status: reply.status, statusText: reply.statusText, headers: reply.headers }));
        return;
      }
      case 'chunk':
        pending.body?.enqueue(new Uint8Array(reply.chunk));
        return;
      case 'end':
        waiting.delete(reply.id);
        pending.body?.close();
        return;
      case 'error': {
        waiting.delete(reply.id);
        const error = failure(reply.name, reply.message);
        if (pending.body) pending.body.error(error);
        else pending.reject(error);
      }
    }
  };

  const start = (): Worker => {
    if (worker) return worker;
    const started = createWorker(`${BYOK_WORKER_PATH}?origin=${encodeURIComponent(origin)}`);
    started.onmessage = (event: MessageEvent<WorkerReply>) => onReply(event.data);
    started.onerror = () => {
      for (const pending of waiting.values()) {
        const error = new TypeError('The own-key worker failed to start.');
        if (pending.body) pending.body.error(error);
        else pending.reject(error);
      }
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
