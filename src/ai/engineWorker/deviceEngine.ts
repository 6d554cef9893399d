/**
 * The page's way to the on-device engine. In a browser the engine runs in a module worker
 * (engine.worker.ts), created on first use: loading it (slot extraction, the personas, the
 * part-of-speech tagger: about 600 KB of script) and every answer happen off the main thread.
 * In the unit tests (Node has no workers) the same operations run in the page (engineOps.ts).
 *
 * @example
 *   const reply = await runOnDevice('personaReply', [{ persona: 'buddy', history, slots }], signal);
 */
import type { EngineOp, EngineOps } from './engineOps';
import type { EngineAnswer, EngineCall } from './engineProtocol';

type Args<K extends EngineOp> = Parameters<EngineOps[K]>;
type Result<K extends EngineOp> = Awaited<ReturnType<EngineOps[K]>>;

interface Pending {
  op: EngineOp;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

let worker: Worker | null = null;
/** The worker could not start (or died): the engine runs in the page from now on. */
let inPageOnly = typeof Worker !== 'function';
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * The engine in the page: for the unit tests only (Node has no workers). A browser build leaves it
 * out (the condition is fixed at build time), so the engine is bundled — and precached — once,
 * in the worker, not a second time for the page; a browser without module workers gets an error
 * for each engine call (spec §8's message where one is shown).
 */
const runInPage: (op: EngineOp, args: unknown[]) => Promise<unknown> =
  import.meta.env.MODE === 'test'
    ? (op, args) => import('./engineOps').then(({ engineOps }) => (engineOps[op] as (...a: unknown[]) => Promise<unknown>)(...args))
    : () => Promise.reject(new Error('The on-device engine needs module workers, which this browser does not offer.'));

function errorFrom(answer: Extract<EngineAnswer, { ok: false }>): Error {
  const error = new Error(answer.message);
  error.name = answer.name;
  return error;
}

function getWorker(): Worker | null {
  if (worker || inPageOnly) return worker;
  let w: Worker;
  try {
    w = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    inPageOnly = true;
    return null;
  }
  w.onmessage = (event: MessageEvent<EngineAnswer>) => {
    const answer = event.data;
    const p = pending.get(answer.id);
    if (!p) return;
    pending.delete(answer.id);
    if (answer.ok) p.resolve(answer.value);
    else p.reject(errorFrom(answer));
  };
  w.onerror = (event) => {
    // The worker's script could not load or crashed: whoever was waiting is answered in the page
    // (under test) or told it failed; the next call starts a new worker.
    event.preventDefault();
    console.warn('The engine worker stopped', event.message);
    w.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      runInPage(p.op, p.args).then(p.resolve, p.reject);
    }
  };
  worker = w;
  return w;
}

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The request was cancelled.', 'AbortError');

/** Runs one engine operation (in the worker when there is one); rejects at once when `signal` aborts. */
export function runOnDevice<K extends EngineOp>(op: K, args: Args<K>, signal?: AbortSignal): Promise<Result<K>> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  const w = getWorker();
  if (!w) return runInPage(op, args) as Promise<Result<K>>;
  const id = nextId++;
  return new Promise<Result<K>>((resolve, reject) => {
    const onAbort = () => {
      // The worker finishes the (short) job anyway; its answer finds nobody waiting.
      if (pending.delete(id)) reject(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    pending.set(id, {
      op,
      args,
      resolve: (value) => {
        done();
        resolve(value as Result<K>);
      },
      reject: (error) => {
        done();
        reject(error);
      },
    });
    try {
      w.postMessage({ id, op, args } satisfies EngineCall);
    } catch (error) {
      // Something in the arguments cannot be copied to the worker (DataCloneError): answer here.
      pending.delete(id);
      console.warn(`The engine's ${op} ran in the page`, error);
      runInPage(op, args).then((value) => resolve(value as Result<K>), reject);
    }
  });
}

let warming: Promise<boolean> | null = null;

/**
 * Starts the engine worker and its tagger ahead of the first message (the visitor is about to
 * type, or the page is idle after its load): nothing of it runs on the main thread. Where the
 * engine would run in the page, nothing is loaded ahead — that would be the long task this avoids;
 * the first message loads it instead. Resolves true once the engine is ready to answer at once
 * (false where it was not started or failed to load); every call shares the one warm-up.
 */
export function warmDeviceEngine(): Promise<boolean> {
  if (warming) return warming;
  if (!getWorker()) return Promise.resolve(false);
  warming = runOnDevice('warm', []).then(
    () => true,
    (error: unknown) => {
      console.warn('The on-device engine did not load ahead', error);
      warming = null;
      return false;
    },
  );
  return warming;
}
