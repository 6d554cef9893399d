import { describe, expect, it } from 'vitest';
import { createWorkerFetch } from './byokFetch';

/** Stands in for the browser Worker: answers each posted fetch from a script, like /byok-worker.js (head, chunks, end). */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly posted: Record<string, unknown>[] = [];
  constructor(readonly url: string, private readonly answer: (message: Record<string, unknown>) => Record<string, unknown>[] | null) {}
  postMessage(message: Record<string, unknown>): void {
    this.posted.push(message);
    const replies = this.answer(message) ?? [];
    // One after another, each on its own later task, as a worker's messages arrive: never out of order, whatever
    // the timers do on a loaded machine (an `end` overtaking its `head` would leave the fetch waiting forever).
    const deliver = (i: number) => {
      if (i >= replies.length) return;
      setTimeout(() => {
        this.onmessage?.({ data: { id: message.id, ...replies[i] } } as MessageEvent);
        deliver(i + 1);
      }, 0);
    };
    deliver(0);
  }
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

describe('own-key fetch through the worker', () => {
  it('starts one worker for the provider origin and relays request and response', async () => {
    const workers: FakeWorker[] = [];
    const fetchViaWorker = createWorkerFetch('https://llm.example.com/v1', (url) => {
      const worker = new FakeWorker(url, () => [
        { kind: 'head', ok: true, status: 201, statusText: 'Created', headers: [['content-type', 'application/json']] },
        { kind: 'chunk', chunk: bytes('{"ok":') },
        { kind: 'chunk', chunk: bytes('true}') },
        { kind: 'end' },
      ]);
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const response = await fetchViaWorker('https://llm.example.com/v1/chat/completions', { method: 'POST', headers: { authorization: 'Bearer sk-own' }, body: '{"a":1}' });
    await fetchViaWorker('https://llm.example.com/v1/images/generations', { method: 'POST', body: '{}' });
    expect(workers).toHaveLength(1);
    expect(workers[0].url).toBe('/byok-worker.js?origin=https%3A%2F%2Fllm.example.com');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(workers[0].posted[0]).toMatchObject({ type: 'fetch', url: 'https://llm.example.com/v1/chat/completions', method: 'POST', body: '{"a":1}' });
    expect(workers[0].posted[0].headers).toEqual(expect.arrayContaining([['authorization', 'Bearer sk-own']]));
  });

  it('turns a worker failure into the TypeError fetch throws when offline, and passes aborts on', async () => {
    let worker: FakeWorker | undefined;
    const fetchViaWorker = createWorkerFetch('https://llm.example.com/v1', (url) => {
      worker = new FakeWorker(url, (message) => (message.type === 'fetch' && message.url === 'https://llm.example.com/down' ? [{ kind: 'error', ok: false, name: 'TypeError', message: 'Failed to fetch' }] : null));
      return worker as unknown as Worker;
    });
    await expect(fetchViaWorker('https://llm.example.com/down')).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const pending = fetchViaWorker('https://llm.example.com/slow', { signal: controller.signal });
    controller.abort();
    expect(worker?.posted.at(-1)).toMatchObject({ type: 'abort' });
    worker?.onmessage?.({ data: { id: worker.posted.at(-1)?.id, kind: 'error', ok: false, name: 'AbortError', message: 'aborted' } } as MessageEvent);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hands the body over piece by piece (a streamed reply), and a break mid-body errors the stream', async () => {
    let worker: FakeWorker | undefined;
    const fetchViaWorker = createWorkerFetch('https://llm.example.com/v1', (url) => {
      worker = new FakeWorker(url, () => [{ kind: 'head', ok: true, status: 200, statusText: 'OK', headers: [['content-type', 'text/event-stream']] }]);
      return worker as unknown as Worker;
    });
    const response = await fetchViaWorker('https://llm.example.com/v1/responses', { method: 'POST', body: '{}' });
    const reader = response.body!.getReader();
    const id = worker!.posted[0].id;
    worker!.onmessage?.({ data: { id, kind: 'chunk', chunk: bytes('data: 1\n\n') } } as MessageEvent);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: 1\n\n');
    worker!.onmessage?.({ data: { id, kind: 'error', ok: false, name: 'TypeError', message: 'network error' } } as MessageEvent);
    await expect(reader.read()).rejects.toBeInstanceOf(TypeError);
  });
});
