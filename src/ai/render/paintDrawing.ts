/**
 * Paints the renderer's drawing on a 2D canvas (OffscreenCanvas in the render worker). SVG
 * cannot be decoded inside a worker, so the worker paints the same items svg.ts writes as SVG:
 * Path2D from the same path text, the same gradients, clip paths, blur and stroke settings.
 */
import type { DrawItem, Drawing, HatchPaint, Paint } from '@/engine/render/drawing';
import { pathToD } from '@/engine/render/path';

export type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/**
 * Blurred washes are painted on a canvas this many times smaller and scaled back up: a blur
 * costs area × radius, and a soft wash loses nothing at quarter resolution. This keeps
 * watercolour designs inside the render budget.
 */
const BLUR_LAYER_DOWNSCALE = 4;

/** Hatch tile: one line per tile, tile scaled to the exact spacing and turned to the angle. */
function hatchPattern(ctx: Canvas2D, h: HatchPaint): CanvasPattern | string {
  const tile = Math.max(2, Math.ceil(h.spacing));
  if (typeof OffscreenCanvas === 'undefined') return h.color;
  const c = new OffscreenCanvas(tile, tile);
  const tctx = c.getContext('2d');
  if (!tctx) return h.color;
  const k = tile / h.spacing;
  tctx.fillStyle = h.color;
  tctx.fillRect(0, 0, tile, h.width * k);
  const pattern = ctx.createPattern(c, 'repeat');
  if (!pattern) return h.color;
  pattern.setTransform(new DOMMatrix().rotateSelf((h.angle * 180) / Math.PI).scaleSelf(1 / k));
  return pattern;
}

function toStyle(ctx: Canvas2D, paint: Paint): string | CanvasGradient | CanvasPattern {
  if (typeof paint === 'string') return paint;
  if (paint.kind === 'hatch') return hatchPattern(ctx, paint);
  const g = paint.kind === 'linear' ? ctx.createLinearGradient(paint.x1, paint.y1, paint.x2, paint.y2) : ctx.createRadialGradient(paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r);
  for (const stop of paint.stops) {
    if (stop.opacity !== undefined && stop.opacity < 1) {
      const v = parseInt(stop.color.slice(1), 16);
      g.addColorStop(stop.offset, `rgba(${(v >> 16) & 255},${(v >> 8) & 255},${v & 255},${stop.opacity})`);
    } else g.addColorStop(stop.offset, stop.color);
  }
  return g;
}

function paintItem(ctx: Canvas2D, it: DrawItem, blurScale = 1): void {
  if (!it.path.c.length) return;
  const path = new Path2D(pathToD(it.path));
  ctx.save();
  if (it.clip) ctx.clip(new Path2D(pathToD(it.clip)));
  if (it.opacity !== undefined && it.opacity < 1) ctx.globalAlpha = it.opacity;
  if (it.blur) ctx.filter = `blur(${it.blur * blurScale}px)`;
  if (it.fill !== undefined && it.fill !== 'none') {
    ctx.fillStyle = toStyle(ctx, it.fill);
    ctx.fill(path, it.fillRule ?? 'nonzero');
  }
  if (it.stroke) {
    ctx.strokeStyle = it.stroke;
    ctx.lineWidth = it.strokeWidth ?? 1;
    ctx.lineCap = it.cap ?? 'round';
    ctx.stroke(path);
  }
  ctx.restore();
}

/** Paint a run of blurred items on a small layer and composite it scaled up. */
function paintBlurRun(ctx: Canvas2D, items: readonly DrawItem[], width: number, height: number): void {
  const k = BLUR_LAYER_DOWNSCALE;
  const layer = new OffscreenCanvas(Math.ceil(width / k), Math.ceil(height / k));
  const lctx = layer.getContext('2d');
  if (!lctx) {
    for (const it of items) paintItem(ctx, it);
    return;
  }
  lctx.scale(1 / k, 1 / k);
  lctx.lineJoin = 'round';
  // The filter radius is in device pixels, so it shrinks with the layer.
  for (const it of items) paintItem(lctx, it, 1 / k);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(layer, 0, 0, width, height);
  ctx.restore();
}

/** Paint every item in order; the canvas must already be drawing.width × drawing.height. */
export function paintDrawing(ctx: Canvas2D, drawing: Drawing): void {
  ctx.save();
  ctx.fillStyle = drawing.background;
  ctx.fillRect(0, 0, drawing.width, drawing.height);
  ctx.lineJoin = 'round';
  const items = drawing.items;
  let i = 0;
  while (i < items.length) {
    if (items[i].blur && typeof OffscreenCanvas !== 'undefined') {
      let j = i;
      while (j < items.length && items[j].blur) j++;
      paintBlurRun(ctx, items.slice(i, j), drawing.width, drawing.height);
      i = j;
    } else {
      paintItem(ctx, items[i]);
      i++;
    }
  }
  ctx.restore();
}
