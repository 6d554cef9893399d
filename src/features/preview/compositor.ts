/**
 * Drawing the preview: the photo, then the ink layer warped onto it and multiplied in. The same
 * function draws the on-screen stage (the photo scaled to the screen) and the full-resolution
 * export, so what the user saves is what they saw.
 *
 * Speed (BENCHMARKS.md: ≥ 50 fps on a 12 MP photo): the stage draws a screen-sized copy of the
 * photo, never the 12 MP original; the ink layer is prepared once per design and look
 * (inkBlend.ts) and only transformed per frame; the warp is one drawImage per strip; the multiply
 * touches only the design's bounding box, and the stage's ink comes with its blur baked in
 * (stageInk) so no frame runs a canvas blur filter.
 */
import { inkBlurPhotoPx } from './inkBlend';
import { WARP_STRIPS, applyAffine, compose, warpBowExtent, warpStrips } from './meshWarp';
import { designToTarget, type Affine, type Placement } from './placement';

export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The prepared ink layer (inkFromDesign's output on a canvas) and its size. */
export interface InkImage {
  image: CanvasImageSource;
  width: number;
  height: number;
  /** Where the design's ink came from: the renderer's transparent export or the stored PNG (previewImages.ts). */
  source?: 'transparent' | 'design';
}

export interface CompositeLook {
  /** Ink strength 0–1 (inkStrengthForSkin, times the user's own adjustment). */
  strength: number;
  healed: boolean;
}

/**
 * How finely the ink is resampled. The export uses the full warp and high-quality smoothing; the
 * stage, redrawn every frame while the user drags, uses half the strips and bilinear smoothing
 * (on a screen-sized preview the difference is not visible, and the curved redraw costs about a
 * third — BENCHMARKS.md).
 */
export interface DrawDetail {
  strips: number;
  smoothing: ImageSmoothingQuality;
  /**
   * Whether the ink is blurred here with a canvas filter. A software canvas blur costs 15–70 ms a
   * frame (BENCHMARKS.md) — nearly the whole redraw — so the stage draws an ink layer with the
   * blur already baked in once per size and look (stageInk below) and never filters per frame;
   * the export, drawn once, blurs exactly.
   */
  filterBlur: boolean;
}
export const EXPORT_DETAIL: DrawDetail = { strips: WARP_STRIPS, smoothing: 'high', filterBlur: true };
export const STAGE_DETAIL: DrawDetail = { strips: WARP_STRIPS / 2, smoothing: 'low', filterBlur: false };
/**
 * The stage's ink layer is drawn only when the curvature, look or settled size changes (never for
 * a move, turn or resize), so it can afford the export's warp: the live view matches the PNG.
 */
export const LAYER_DETAIL: DrawDetail = { strips: WARP_STRIPS, smoothing: 'high', filterBlur: false };

/** Blurs under this many target pixels are not drawn: invisible, and a canvas blur is never free. */
export const MIN_VISIBLE_BLUR = 0.35;

/** The ink's blur in target pixels for a photo with this short side drawn `targetShortSide` pixels short. */
export function targetBlur(photoShortSide: number, targetShortSide: number, healed: boolean): number {
  return inkBlurPhotoPx(photoShortSide, healed) * (targetShortSide / photoShortSide);
}

/**
 * The ink layer as the stage shows it at this placement size: resampled to about the width it is
 * drawn at (a little more, so a resize gesture stays sharp until the next bake) with the blur
 * baked in. Made once per design, look, photo, stage size and settled design size — a few ms on
 * a screen-sized layer — so a frame is only transforms and one multiply.
 */
export function stageInk(ink: InkImage, drawnWidth: number, blurPx: number): InkImage {
  const width = Math.max(1, Math.min(ink.width, Math.ceil(drawnWidth * 1.25)));
  const height = Math.max(1, Math.round((width * ink.height) / ink.width));
  const canvas = makeCanvas(width, height);
  const ctx = canvas.getContext('2d') as Context2D | null;
  if (!ctx) throw new Error('2D canvas is not available in this browser');
  ctx.imageSmoothingQuality = 'high';
  // The blur is wanted in drawn pixels; this layer is drawn at drawnWidth / width of its size.
  const layerBlur = (blurPx * width) / Math.max(1, drawnWidth);
  if (blurPx >= MIN_VISIBLE_BLUR) ctx.filter = `blur(${layerBlur.toFixed(2)}px)`;
  ctx.drawImage(ink.image, 0, 0, width, height);
  return { image: canvas, width, height };
}

/** A reusable scratch canvas for the warped layer (grown, never shrunk, so redraws do not allocate). */
export interface Scratch {
  canvas: OffscreenCanvas | HTMLCanvasElement | null;
}

function makeCanvas(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function scratchOf(scratch: Scratch, width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  const c = scratch.canvas;
  if (c && c.width >= width && c.height >= height) return c;
  scratch.canvas = makeCanvas(Math.max(width, c?.width ?? 0), Math.max(height, c?.height ?? 0));
  return scratch.canvas;
}

/** The design's bounding box on the target, warp bow included, padded for the blur. */
export function designBounds(p: Placement, aspect: number, width: number, height: number, pad: number) {
  const t = designToTarget(p, width, height);
  const bow = warpBowExtent(p.curvature);
  const hy = aspect / 2 + bow;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [u, v] of [
    [-0.5, -hy],
    [0.5, -hy],
    [0.5, hy],
    [-0.5, hy],
  ]) {
    const q = applyAffine(t, u, v);
    x0 = Math.min(x0, q.x);
    y0 = Math.min(y0, q.y);
    x1 = Math.max(x1, q.x);
    y1 = Math.max(y1, q.y);
  }
  const left = Math.max(0, Math.floor(x0 - pad));
  const top = Math.max(0, Math.floor(y0 - pad));
  const right = Math.min(width, Math.ceil(x1 + pad));
  const bottom = Math.min(height, Math.ceil(y1 + pad));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * Draws the composite on `ctx` (a `width` × `height` drawing of the photo). `photoShortSide` is the
 * original photo's shorter side in pixels, so the ink's blur matches the photo, not the screen.
 */
export function drawComposite(
  ctx: Context2D,
  width: number,
  height: number,
  photo: CanvasImageSource,
  ink: InkImage,
  placement: Placement,
  look: CompositeLook,
  photoShortSide: number,
  scratch: Scratch,
  detail: DrawDetail = EXPORT_DETAIL,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.filter = 'none';
  ctx.drawImage(photo, 0, 0, width, height);

  const blur = detail.filterBlur ? targetBlur(photoShortSide, Math.min(width, height), look.healed) : 0;
  const aspect = ink.height / ink.width;
  const box = designBounds(placement, aspect, width, height, Math.ceil(blur * 3) + 2);
  if (box.width === 0 || box.height === 0) return;

  const layer = scratchOf(scratch, box.width, box.height);
  const lctx = layer.getContext('2d') as Context2D | null;
  if (!lctx) throw new Error('2D canvas is not available in this browser');
  lctx.setTransform(1, 0, 0, 1, 0, 0);
  lctx.clearRect(0, 0, box.width, box.height);
  lctx.imageSmoothingQuality = detail.smoothing;

  // Design units → target, shifted into the box.
  const toBox = compose([1, 0, 0, 1, -box.left, -box.top], designToTarget(placement, width, height));
  drawWarpedInk(lctx, ink, placement.curvature, toBox, detail.strips);

  ctx.globalCompositeOperation = 'multiply';
  ctx.globalAlpha = Math.min(1, Math.max(0, look.strength));
  if (blur >= MIN_VISIBLE_BLUR) ctx.filter = `blur(${blur.toFixed(2)}px)`;
  ctx.drawImage(layer, 0, 0, box.width, box.height, box.left, box.top, box.width, box.height);
  ctx.filter = 'none';
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
}

/**
 * The stage's ink layer (issue #17 frame budget): the design warped by the curvature only, in
 * design space — no position, turn, size or flip — on its own small canvas. The stage shows it
 * above the photo with CSS `mix-blend-mode: multiply` and `opacity` = ink strength (the same
 * formula as the canvas `multiply` + `globalAlpha` drawComposite uses) and places it with a CSS
 * transform (layerToTarget), so a move, turn or resize redraws no pixels: the compositor moves a
 * texture. The layer is redrawn only when the curvature, the ink or the settled size changes.
 */
export interface InkLayerGeometry {
  /** Layer pixels per design unit (the design is 1 unit wide). */
  scale: number;
  width: number;
  height: number;
}

/** The layer's size for this ink, curvature and scale: the warped design with room for the blur. */
export function inkLayerGeometry(ink: InkImage, curvature: number, scale: number, padPx: number): InkLayerGeometry {
  const hy = ink.height / ink.width / 2 + warpBowExtent(curvature);
  return { scale, width: Math.max(1, Math.ceil(scale + 2 * padPx)), height: Math.max(1, Math.ceil(2 * hy * scale + 2 * padPx)) };
}

/** Design units → layer pixels: the design's centre at the layer's centre. */
function designToLayer(g: InkLayerGeometry): Affine {
  return [g.scale, 0, 0, g.scale, g.width / 2, g.height / 2];
}

/** Draws the warped ink on a layer of geometry `g` (cleared first), as drawComposite warps it. */
export function drawInkLayer(ctx: Context2D, ink: InkImage, curvature: number, g: InkLayerGeometry, detail: DrawDetail = LAYER_DETAIL): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, g.width, g.height);
  ctx.imageSmoothingQuality = detail.smoothing;
  drawWarpedInk(ctx, ink, curvature, designToLayer(g), detail.strips);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/**
 * Draws the ink bent by `curvature` in vertical strips (one affine each), mapped by `designTo`
 * from design units (the design 1 unit wide, centred on the origin) to the context's pixels.
 * The export and the live stage's ink layer both draw through here, so they bend alike.
 */
function drawWarpedInk(ctx: Context2D, ink: InkImage, curvature: number, designTo: Affine, stripCount: number): void {
  // Ink pixels → design units.
  const toDesign: Affine = [1 / ink.width, 0, 0, 1 / ink.width, -0.5, -ink.height / ink.width / 2];
  const strips = warpStrips(curvature, stripCount);
  // Strips overlap by half an ink pixel so antialiased edges leave no hairline seams.
  const overlap = strips.length > 1 ? 0.5 : 0;
  for (const strip of strips) {
    const sx = Math.max(0, (strip.u0 + 0.5) * ink.width - overlap);
    const sw = Math.min(ink.width, (strip.u1 + 0.5) * ink.width + overlap) - sx;
    const m = compose(compose(designTo, strip.affine), toDesign);
    ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    ctx.drawImage(ink.image, sx, 0, sw, ink.height, sx, 0, sw, ink.height);
  }
}

/**
 * Layer pixels → the target (`width` × `height` pixels, the photo as drawn) at this placement:
 * drawComposite's designToTarget after undoing the layer's own scale and centring. Divide by the
 * pixel ratio for CSS pixels.
 */
export function layerToTarget(g: InkLayerGeometry, p: Placement, width: number, height: number): Affine {
  const inverse: Affine = [1 / g.scale, 0, 0, 1 / g.scale, -g.width / 2 / g.scale, -g.height / 2 / g.scale];
  return compose(designToTarget(p, width, height), inverse);
}
