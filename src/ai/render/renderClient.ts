/**
 * Offline design images for the on-device AI provider: the brief is drawn in a module worker
 * on an OffscreenCanvas (src/ai/render/render.worker.ts), so the page stays responsive while a
 * design renders. Same brief + seed → same design. Cancel with an AbortSignal.
 *
 * @example
 *   const { png, width, height } = await renderDesignPng(slots, { seed: 1, size: '1024x1024', quality: 'standard' }, signal);
 */
import type { DesignSlots } from '@/engine/designBrief';
import type { RenderOptions } from '@/engine/render/renderDesign';
import type { FromWorker, RenderDone, RenderOutput, ToWorker } from './renderProtocol';

interface Pending {
  resolve(done: RenderDone): void;
  reject(err: unknown): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(err: unknown): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<FromWorker>) => {
    const msg = event.data;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.type === 'done') p.resolve(msg);
    else if (msg.type === 'failed') p.reject(new Error(`The design could not be drawn: ${msg.message}`));
    else p.reject(new DOMException('The render was cancelled.', 'AbortError'));
  };
  w.onerror = (event) => {
    // A crashed worker is replaced on the next render; whoever was waiting hears why.
    event.preventDefault();
    failAll(new Error(`The design renderer stopped: ${event.message || 'worker error'}`));
    w.terminate();
    if (worker === w) worker = null;
  };
  worker = w;
  return w;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The render was cancelled.', 'AbortError');
}

/**
 * Run one render job in the worker; resolves with the file's bytes and the worker's timings.
 * `previewPx`: the long side of a 'preview-png' (default PREVIEW_PX).
 */
export function renderInWorker(brief: DesignSlots, options: RenderOptions, signal?: AbortSignal, output: RenderOutput = 'png', previewPx?: number): Promise<RenderDone> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  const id = nextId++;
  return new Promise<RenderDone>((resolve, reject) => {
    const onAbort = (): void => {
      if (!pending.delete(id)) return;
      worker?.postMessage({ type: 'cancel', id } satisfies ToWorker);
      reject(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.set(id, {
      resolve: (done) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(done);
      },
      reject: (err) => {
        signal?.removeEventListener('abort', onAbort);
        reject(err);
      },
    });
    // Plain data only: slots may come from a store proxy that cannot be cloned.
    const job: ToWorker = { type: 'render', id, brief: { ...brief }, options: { ...options }, output, previewPx };
    getWorker().postMessage(job);
  });
}

/** A drawn file with the pixel size the worker drew it at, so nobody has to read it back from the file. */
export interface RenderedPng {
  /** The file (image/png; image/svg+xml for the line work). */
  png: Blob;
  width: number;
  height: number;
}

function rendered(done: RenderDone): RenderedPng {
  return { png: new Blob([done.png], { type: done.mime }), width: done.width, height: done.height };
}

/**
 * The design as a PNG (1024×1024, 1792×1024 or 1024×1792; HD doubles both sides), on white or —
 * `transparent` — as ink on a transparent background (what the on-body preview lays on skin).
 */
export async function renderDesignPng(brief: DesignSlots, options: RenderOptions, signal?: AbortSignal, transparent = false): Promise<RenderedPng> {
  return rendered(await renderInWorker(brief, { ...options, stencil: false }, signal, transparent ? 'transparent-png' : 'png'));
}

/** The design's line work as an SVG file (`png` holds the SVG blob), at the design's pixel size. */
export async function renderLineArtSvgFile(brief: DesignSlots, options: RenderOptions, signal?: AbortSignal): Promise<RenderedPng> {
  return rendered(await renderInWorker(brief, { ...options, stencil: false }, signal, 'line-art-svg'));
}

/**
 * The stencil: the same design as clean black outlines on white, sized for the tattoo size at
 * 300 DPI (see STENCIL_LONG_SIDE_CM) with the resolution written into the PNG (pHYs).
 */
export async function renderStencilPng(brief: DesignSlots, options: Omit<RenderOptions, 'stencil'>, signal?: AbortSignal): Promise<RenderedPng> {
  return rendered(await renderInWorker(brief, { ...options, stencil: true }, signal));
}

/**
 * A small picture of the design on paper, `longSide` pixels on its long side (at most 512): the same
 * drawing as renderDesignPng, painted smaller in the worker, for tiles that must not cost the page.
 */
export async function renderPreviewPng(brief: DesignSlots, options: RenderOptions, longSide: number, signal?: AbortSignal): Promise<RenderedPng> {
  return rendered(await renderInWorker(brief, { ...options, stencil: false }, signal, 'preview-png', longSide));
}

/** Stop the worker (tests, page teardown); pending renders are rejected. */
export function disposeRenderWorker(): void {
  failAll(new DOMException('The renderer was shut down.', 'AbortError'));
  worker?.terminate();
  worker = null;
}
