/**
 * From pixels to ink: the background (paper or skin), each pixel's ink coverage and the ink's
 * own colour, and the ink mask the measurements run on.
 *
 * The ink model is the on-body preview's (docs/preview.md "Ink model"), generalised from white
 * paper to any background: a pixel is background × (1 − α + α·K/255), ink of colour K at
 * coverage α multiplied onto it. On white paper α = (255 − min(R,G,B)) / 255 exactly as in
 * src/features/preview/inkBlend.ts. Ink lighter than the background (white highlights on skin)
 * is read by how far every channel rises toward white.
 */
import type { Rgb } from './colour';

export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface InkLayer {
  width: number;
  height: number;
  background: Rgb;
  /** Ink coverage per pixel, 0 … 1. */
  alpha: Float32Array;
  /** The ink's own colour per pixel (r, g, b), unmixed from the background. */
  ink: Uint8ClampedArray;
  /** 1 where ink is (alpha at or over `threshold`). */
  mask: Uint8Array;
  threshold: number;
}

/** Bits kept per channel when finding the most common colour (32 levels: noise-proof, still tells paper from skin). */
const BACKGROUND_BITS = 5;
/** A pixel this transparent is background (a PNG with a transparent canvas). */
const TRANSPARENT_BELOW = 128;
/**
 * The ink mask's coverage threshold is Otsu's split of the coverage histogram, kept within these:
 * at least 0.15 so a pastel wash (coverage ~0.2 on white) still counts as ink, at most 0.5 so an
 * anti-aliased edge is cut at its middle (a line measures its drawn width).
 */
const MIN_THRESHOLD = 0.15;
const MAX_THRESHOLD = 0.5;
/** A light pixel must rise this far (share of the way to white) in every channel to count as white ink. */
const LIGHT_INK_MIN = 0.25;

/** The most common colour (its bin's mean): the paper of a drawing, the skin of a close-up. */
export function backgroundColour(image: RgbaImage): Rgb {
  const { data } = image;
  const shift = 8 - BACKGROUND_BITS;
  const bins = new Uint32Array(1 << (BACKGROUND_BITS * 3));
  let transparent = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < TRANSPARENT_BELOW) {
      transparent += 1;
      continue;
    }
    bins[((data[i] >> shift) << (2 * BACKGROUND_BITS)) | ((data[i + 1] >> shift) << BACKGROUND_BITS) | (data[i + 2] >> shift)] += 1;
  }
  let best = 0;
  for (let b = 1; b < bins.length; b += 1) if (bins[b] > bins[best]) best = b;
  if (transparent >= bins[best]) return [255, 255, 255];
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < TRANSPARENT_BELOW) continue;
    const bin = ((data[i] >> shift) << (2 * BACKGROUND_BITS)) | ((data[i + 1] >> shift) << BACKGROUND_BITS) | (data[i + 2] >> shift);
    if (bin !== best) continue;
    sum[0] += data[i];
    sum[1] += data[i + 1];
    sum[2] += data[i + 2];
    count += 1;
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

/** Otsu's threshold over a 0…1 histogram of 256 bins (the split with the largest between-class variance). */
export function otsuThreshold(histogram: Float64Array): number {
  let total = 0;
  let weighted = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    total += histogram[i];
    weighted += i * histogram[i];
  }
  let below = 0;
  let belowWeighted = 0;
  let best = 0;
  let bestVariance = -1;
  for (let i = 0; i < histogram.length; i += 1) {
    below += histogram[i];
    if (below === 0 || below === total) continue;
    belowWeighted += i * histogram[i];
    const meanBelow = belowWeighted / below;
    const meanAbove = (weighted - belowWeighted) / (total - below);
    const variance = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = i;
    }
  }
  return (best + 0.5) / (histogram.length - 1);
}

/**
 * Coverage and colour of one pixel over the background (written into `ink` at `o`). `inv` holds
 * 1 / background and `invRest` 1 / (255 − background) per channel, computed once per image.
 */
function unmix(r: number, g: number, b: number, bg: Rgb, inv: Float64Array, ink: Uint8ClampedArray, o: number): number {
  const dr = (bg[0] - r) * inv[0];
  const dg = (bg[1] - g) * inv[1];
  const db = (bg[2] - b) * inv[2];
  let dark = dr > dg ? dr : dg;
  if (db > dark) dark = db;
  if (dark < 0) dark = 0;
  const lr = (r - bg[0]) * inv[3];
  const lg = (g - bg[1]) * inv[4];
  const lb = (b - bg[2]) * inv[5];
  let light = lr < lg ? lr : lg;
  if (lb < light) light = lb;
  if (light >= LIGHT_INK_MIN && light > dark) {
    ink[o] = r;
    ink[o + 1] = g;
    ink[o + 2] = b;
    return light > 1 ? 1 : light;
  }
  if (dark <= 0) {
    ink[o] = bg[0];
    ink[o + 1] = bg[1];
    ink[o + 2] = bg[2];
    return 0;
  }
  const alpha = dark > 1 ? 1 : dark;
  const k = 255 / alpha;
  // K = 255 · (1 − (1 − v / bg) / α): the ink that, multiplied at coverage α, gives v.
  ink[o] = 255 - (1 - r * inv[0]) * k;
  ink[o + 1] = 255 - (1 - g * inv[1]) * k;
  ink[o + 2] = 255 - (1 - b * inv[2]) * k;
  return alpha;
}

/** White paper: what designs are drawn on (the studio, the renderer and the image models alike). */
export const PAPER: Rgb = [255, 255, 255];

/**
 * Coverage, ink colour and the ink mask of an image, over `background` when it is known (a
 * design: white paper) or over its most common colour (a photo: the paper or skin it shows). A
 * design is never read against its own most common colour: a design that is mostly black ink
 * would be read as white ink on black paper.
 */
export function inkLayer(image: RgbaImage, known?: Rgb): InkLayer {
  const { data, width, height } = image;
  const n = width * height;
  const background = known ?? backgroundColour(image);
  const alpha = new Float32Array(n);
  const ink = new Uint8ClampedArray(n * 3);
  const histogram = new Float64Array(256);
  const inv = new Float64Array(6);
  for (let c = 0; c < 3; c += 1) {
    inv[c] = 1 / Math.max(background[c], 1);
    inv[c + 3] = 1 / Math.max(255 - background[c], 1);
  }
  for (let p = 0; p < n; p += 1) {
    const i = p * 4;
    // A transparent pixel shows the page behind it: white paper.
    const a = data[i + 3] / 255;
    const r = 255 - a * (255 - data[i]);
    const g = 255 - a * (255 - data[i + 1]);
    const b = 255 - a * (255 - data[i + 2]);
    const coverage = unmix(r, g, b, background, inv, ink, p * 3);
    alpha[p] = coverage;
    histogram[Math.round(coverage * 255)] += 1;
  }
  const threshold = Math.min(MAX_THRESHOLD, Math.max(MIN_THRESHOLD, otsuThreshold(histogram)));
  const mask = new Uint8Array(n);
  for (let p = 0; p < n; p += 1) if (alpha[p] >= threshold) mask[p] = 1;
  return { width, height, background, alpha, ink, mask, threshold };
}

/** A 3 × 3 box blur: a photo's sensor noise and JPEG blocks would otherwise read as specks of ink. */
export function smooth3x3(image: RgbaImage): RgbaImage {
  const { data, width, height } = image;
  const across = new Float32Array(data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const left = x > 0 ? x - 1 : x;
      const right = x < width - 1 ? x + 1 : x;
      const o = (y * width + x) * 4;
      const l = (y * width + left) * 4;
      const r = (y * width + right) * 4;
      for (let c = 0; c < 4; c += 1) across[o + c] = (data[l + c] + data[o + c] + data[r + c]) / 3;
    }
  }
  const out = new Uint8ClampedArray(data.length);
  const row = width * 4;
  for (let y = 0; y < height; y += 1) {
    const up = y > 0 ? -row : 0;
    const down = y < height - 1 ? row : 0;
    for (let i = y * row; i < (y + 1) * row; i += 1) out[i] = (across[i + up] + across[i] + across[i + down]) / 3;
  }
  return { data: out, width, height };
}
