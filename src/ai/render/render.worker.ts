/**
 * The render worker: composes the design (engine), paints it on an OffscreenCanvas and encodes
 * the PNG, all off the page's main thread so the designer never stalls. Jobs run one at a time;
 * a cancelled job is dropped before it starts or between its phases.
 */
import { ON_DEVICE_SKETCH_DESCRIPTION, ON_DEVICE_SKETCH_LABEL, STENCIL_DPI, renderDesignDrawing, renderLineArtSvg, stencilSize } from '@/engine/render/renderDesign';
import { paperToTransparent } from '@/engine/render/transparency';
import { WARM_UP_STEPS, warmUpStep } from '@/engine/render/warmUp';
import { paintDrawing } from './paintDrawing';
import { PREVIEW_PX, previewSize } from './previewSize';
import { withPngDpi } from './pngDpi';
import { withPngText } from './pngText';
import type { FromWorker, RenderDone, RenderJob, ToWorker } from './renderProtocol';

// The app's type config has DOM, not WebWorker, types; this is the slice of the worker scope we use.
const scope = self as unknown as {
  postMessage(message: FromWorker, options?: { transfer?: Transferable[] }): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const queue: RenderJob[] = [];
const cancelled = new Set<number>();
let busy = false;

/** Let queued messages (a cancel) arrive between the expensive steps. */
const yieldToMessages = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function wasCancelled(id: number): boolean {
  if (!cancelled.delete(id)) return false;
  scope.postMessage({ type: 'cancelled', id });
  return true;
}

/** Every file the renderer makes says what it is: an on-device sketch (PNG text chunks). */
const SKETCH_TEXT = { Title: ON_DEVICE_SKETCH_LABEL, Description: ON_DEVICE_SKETCH_DESCRIPTION, Software: 'InkClarity on-device renderer' };

function post(job: RenderJob, bytes: Uint8Array, mime: RenderDone['mime'], width: number, height: number, timings: RenderDone['timings']): void {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  scope.postMessage({ type: 'done', id: job.id, png: file, mime, width, height, timings }, { transfer: [file] });
}

async function run(job: RenderJob): Promise<void> {
  if (wasCancelled(job.id)) return;
  const t0 = performance.now();
  if (job.output === 'line-art-svg') {
    const { svg, width, height } = renderLineArtSvg(job.brief, job.options);
    post(job, new TextEncoder().encode(svg), 'image/svg+xml', width, height, { compose: performance.now() - t0, paint: 0, encode: 0 });
    return;
  }
  const stencil = job.options.stencil ? stencilSize(job.brief, job.options.size) : undefined;
  const plan = renderDesignDrawing(job.brief, job.options, stencil ? { width: stencil.widthPx, height: stencil.heightPx } : undefined);
  const t1 = performance.now();
  await yieldToMessages();
  if (wasCancelled(job.id)) return;
  const drawn = job.output === 'preview-png' ? previewSize(plan.drawing, job.previewPx ?? PREVIEW_PX) : { width: plan.drawing.width, height: plan.drawing.height, scale: 1 };
  const { width, height } = drawn;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available in this browser');
  // A preview is the same drawing painted smaller (hatching and line weights scale with it).
  ctx.scale(drawn.scale, drawn.scale);
  paintDrawing(ctx, plan.drawing);
  if (job.output === 'transparent-png') {
    // Paper becomes transparent, ink keeps its colour at the coverage it has over white.
    const image = ctx.getImageData(0, 0, width, height);
    paperToTransparent(image.data);
    ctx.putImageData(image, 0, 0);
  }
  const t2 = performance.now();
  await yieldToMessages();
  if (wasCancelled(job.id)) return;
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  let bytes: Uint8Array = withPngText(new Uint8Array(await blob.arrayBuffer()), SKETCH_TEXT);
  if (stencil) bytes = withPngDpi(bytes, STENCIL_DPI);
  const t3 = performance.now();
  if (wasCancelled(job.id)) return;
  post(job, bytes, 'image/png', width, height, { compose: t1 - t0, paint: t2 - t1, encode: t3 - t2 });
}

let warmedSteps = 0;
let warmUpPending = false;

/**
 * Between renders, warm the line-art analysis up one small step at a time (engine/render/warmUp.ts),
 * so a session's next subjects do not pay the JavaScript engine's compilation. A step is a few
 * milliseconds and runs only while no job waits; a job arriving meanwhile waits for one step at most.
 */
function warmUpWhenIdle(): void {
  if (warmedSteps >= WARM_UP_STEPS || warmUpPending) return;
  warmUpPending = true;
  setTimeout(() => {
    warmUpPending = false;
    if (busy || queue.length) return; // pump() resumes the warm-up when it has drained the queue
    try {
      warmUpStep(warmedSteps++);
    } catch {
      warmedSteps = WARM_UP_STEPS; // a warm-up that fails changes nothing a user sees: stop warming
    }
    warmUpWhenIdle();
  }, 0);
}

async function pump(): Promise<void> {
  if (busy) return;
  busy = true;
  while (queue.length) {
    const job = queue.shift() as RenderJob;
    try {
      await run(job);
    } catch (err) {
      scope.postMessage({ type: 'failed', id: job.id, message: err instanceof Error ? err.message : String(err) });
    }
  }
  busy = false;
  warmUpWhenIdle();
}

scope.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === 'cancel') {
    // Only remember cancels for jobs still to come or in flight.
    if (queue.some((j) => j.id === msg.id) || busy) cancelled.add(msg.id);
    return;
  }
  queue.push(msg);
  void pump();
};
