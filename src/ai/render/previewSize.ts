/** A preview when the job names no size: twice a 96 px tile, sharp on a phone's 2× screen. */
export const PREVIEW_PX = 192;

/** The largest preview a job may ask for: past this it is a design, not a preview. */
const MAX_PREVIEW_PX = 512;

/**
 * The canvas of a 'preview-png' (renderProtocol.ts): the drawing's shape with `longSide` pixels on
 * its long side, and the scale that paints the full-size drawing into it. Whole pixels, at least 1.
 */
export function previewSize(drawing: { width: number; height: number }, longSide: number): { width: number; height: number; scale: number } {
  if (!Number.isFinite(longSide) || longSide < 1) throw new Error(`A preview needs a size of at least 1 pixel, not ${longSide}.`);
  const side = Math.min(Math.round(longSide), MAX_PREVIEW_PX);
  const scale = side / Math.max(drawing.width, drawing.height);
  return { width: Math.max(1, Math.round(drawing.width * scale)), height: Math.max(1, Math.round(drawing.height * scale)), scale };
}
