/**
 * Paints the renderer's drawing on a 2D canvas (OffscreenCanvas in the render worker). SVG
 * cannot be decoded inside a worker, so the worker paints the same items svg.ts writes as SVG:
 * Path2D from the same path text, the same gradients, clip paths, blur and stroke settings.
 */
import type { Drawing, Paint } from '@/engine/render/drawing';
import { pathToD } from '@/engine/render/path';

export type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function toStyle(ctx: Canvas2D, paint: Paint): string | CanvasGradient {
  if (typeof paint === 'string') return paint;
  const g = paint.kind === 'linear' ? ctx.createLinearGradient(paint.x1, paint.y1, paint.x2, paint.y2) : ctx.createRadialGradient(paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r);
  for (const stop of paint.stops) {
    if (stop.opacity !== undefined && stop.opacity < 1) {
      const v = parseInt(stop.color.slice(1), 16);
      g.addColorStop(stop.offset, `rgba(${(v >> 16) & 255},${(v >> 8) & 255},${v & 255},${stop.opacity})`);
    } else g.addColorStop(stop.offset, stop.color);
  }
  return g;
}

/** Paint every item in order; the canvas must already be drawing.width × drawing.height. */
export function paintDrawing(ctx: Canvas2D, drawing: Drawing): void {
  ctx.save();
  ctx.fillStyle = drawing.background;
  ctx.fillRect(0, 0, drawing.width, drawing.height);
  ctx.lineJoin = 'round';
  for (const it of drawing.items) {
    if (!it.path.c.length) continue;
    const path = new Path2D(pathToD(it.path));
    ctx.save();
    if (it.clip) ctx.clip(new Path2D(pathToD(it.clip)));
    if (it.opacity !== undefined && it.opacity < 1) ctx.globalAlpha = it.opacity;
    if (it.blur) ctx.filter = `blur(${it.blur}px)`;
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
  ctx.restore();
}
