/**
 * How large the Analyst works. A design or photo is measured with its longest side at most
 * ANALYSIS_MAX_SIDE: a generated design (1024 px) is measured as drawn; a 12 MP JPEG is decoded
 * straight at a quarter, 1000 × 750 (the largest of libjpeg's eighth-steps that fits). At a
 * 15 cm design a pixel is then 0.15 mm, under a sixth of the 1 mm spacing that blurs — fine
 * enough for every figure, and the analysis stays under a second.
 */
export const ANALYSIS_MAX_SIDE = 1280;

/** Aging frames on the Analyst screen: each is shown at most ~400 CSS px wide (800 device px). */
export const AGING_FRAME_SIDE = 800;

/**
 * Aging frames for the on-body preview's ink layer: the preview shows the design at most ~1000
 * px on screen, and the aging filter on a 2048 px design would take seconds.
 */
export const PREVIEW_AGING_SIDE = 1024;

/** `width × height` scaled down to fit `maxSide` (never up), rounded, at least 1 px. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
