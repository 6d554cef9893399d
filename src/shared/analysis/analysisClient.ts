/**
 * The page's side of the analysis worker (analysis.worker.ts): measure a design or photo, and
 * make aging frames. One worker, made on first use; a crashed worker is replaced on the next job.
 * Cancel with an AbortSignal.
 *
 * @example
 *   const { measurements, image } = await measureInWorker(blob, 'photo', signal);
 *   const { frames } = await ageInWorker({ image, sizeCm: 12, years: [0, 5, 10], background: [215, 168, 134], maxSide: 800, output: 'bitmap' });
 */
import type { Aged, AgeJob, FromAnalysisWorker, Measured, MeasureJob, ToAnalysisWorker } from './analysisProtocol';

type Result = Measured | Aged;

interface Pending {
  resolve(result: Result): void;
  reject(error: unknown): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<FromAnalysisWorker>) => {
    const message = event.data;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.type === 'failed') waiting.reject(new Error(message.message));
    else if (message.type === 'cancelled') waiting.reject(new DOMException('The analysis was cancelled.', 'AbortError'));
    else waiting.resolve(message);
  };
  w.onerror = (event) => {
    event.preventDefault();
    for (const waiting of pending.values()) waiting.reject(new Error(`The analysis stopped: ${event.message || 'worker error'}`));
    pending.clear();
    w.terminate();
    if (worker === w) worker = null;
  };
  worker = w;
  return w;
}

/**
 * Starts the worker ahead of its first job (its module and the measuring code load and compile
 * while the person picks a file): the first analysis then pays only for the analysis.
 */
export function warmAnalysisWorker(): void {
  getWorker();
}

type JobWithoutId = Omit<MeasureJob, 'id'> | Omit<AgeJob, 'id'>;

function run(job: JobWithoutId, signal?: AbortSignal, transfer: Transferable[] = []): Promise<Result> {
  if (signal?.aborted) return Promise.reject(signal.reason ?? new DOMException('The analysis was cancelled.', 'AbortError'));
  const id = nextId++;
  return new Promise<Result>((resolve, reject) => {
    const onAbort = () => {
      if (!pending.delete(id)) return;
      worker?.postMessage({ type: 'cancel', id } satisfies ToAnalysisWorker);
      reject(signal?.reason ?? new DOMException('The analysis was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    pending.set(id, {
      resolve: (result) => {
        done();
        resolve(result);
      },
      reject: (error) => {
        done();
        reject(error);
      },
    });
    getWorker().postMessage({ ...job, id } as ToAnalysisWorker, transfer);
  });
}

/** Decodes and measures a design or photo in the worker (the pixels come back for aging and the overlay). */
export async function measureInWorker(source: Blob, kind: MeasureJob['kind'], signal?: AbortSignal): Promise<Measured> {
  return (await run({ type: 'measure', source, kind }, signal)) as Measured;
}

/** Aging frames of measured pixels (a copy is sent; the caller keeps its pixels). */
export async function ageInWorker(job: Omit<AgeJob, 'id' | 'type'>, signal?: AbortSignal): Promise<Aged> {
  const image = { ...job.image, data: job.image.data.slice() };
  return (await run({ ...job, type: 'age', image }, signal, [image.data.buffer])) as Aged;
}
