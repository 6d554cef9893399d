/**
 * The aging preview: how a design may look after some years in the skin, with the documented
 * parameters of data/aging.json and data/colourFamilies.json.
 *
 * 1. Spread: every line's edge moves outward by `spreadMmPerSidePerYear × years` (ink migration);
 *    a 1 px line becomes 1 + 2 × spread px wide, measured at half its peak coverage.
 * 2. Softening: a Gaussian blur of `softenSigmaMmPerYear × years` (standard deviation).
 * 3. Fading: each colour family keeps a straight-line share of its coverage between fresh (all)
 *    and ten years (`retainedAt10y`), and loses saturation by the same share.
 *
 * Works on the ink layer (coverage and ink colour over the background, inkLayer.ts), so the
 * result can be laid on white (the preview's design) or on a skin tone (the Analyst's strip).
 */
import { colourFamily, colourFamilyInfo, type Rgb } from './colour';
import agingTable from './data/aging.json';
import { PAPER, inkLayer, type InkLayer, type RgbaImage } from './inkLayer';
import { distanceTransform } from './raster';

export { AGING_YEARS } from './agingYears';
export const AGING_SOURCES = agingTable.sources;
/** Blurs narrower than this many pixels change nothing visible and are skipped. */
const MIN_SIGMA_PX = 0.3;
/** The Gaussian kernel reaches this many standard deviations each side. */
const KERNEL_SIGMAS = 3;

export interface AgingParameters {
  years: number;
  /** How far each line edge moves outward, in mm. */
  spreadMm: number;
  /** Softening blur (standard deviation), in mm. */
  sigmaMm: number;
}

export function agingParameters(years: number): AgingParameters {
  return { years, spreadMm: agingTable.spreadMmPerSidePerYear * years, sigmaMm: agingTable.softenSigmaMmPerYear * years };
}

/** Share of a colour family's coverage left after `years` (linear from fresh to its ten-year share). */
export function retainedAfter(family: ReturnType<typeof colourFamily>, years: number): number {
  const atTen = colourFamilyInfo(family).retainedAt10y;
  return Math.max(0, 1 - ((1 - atTen) * Math.min(years, 30)) / 10);
}

/** Ink migration: coverage spreads `spreadPx` beyond every inked pixel's edge, carrying its colour. */
function spread(layer: InkLayer, spreadPx: number): { alpha: Float32Array; ink: Uint8ClampedArray } {
  const alpha = Float32Array.from(layer.alpha);
  const ink = Uint8ClampedArray.from(layer.ink);
  if (spreadPx <= 0) return { alpha, ink };
  const { distance, nearest } = distanceTransform(layer.mask, layer.width, layer.height);
  for (let p = 0; p < alpha.length; p += 1) {
    if (layer.mask[p] || nearest[p] < 0) continue;
    // The ink pixel's own edge is half a pixel from its centre; the spread moves it out by spreadPx.
    const reach = Math.min(1, Math.max(0, spreadPx + 1 - distance[p]));
    const carried = layer.alpha[nearest[p]] * reach;
    if (carried <= alpha[p]) continue;
    alpha[p] = carried;
    const from = nearest[p] * 3;
    ink[p * 3] = layer.ink[from];
    ink[p * 3 + 1] = layer.ink[from + 1];
    ink[p * 3 + 2] = layer.ink[from + 2];
  }
  return { alpha, ink };
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.ceil(sigma * KERNEL_SIGMAS);
  const kernel = new Float32Array(radius * 2 + 1);
  let total = 0;
  for (let i = -radius; i <= radius; i += 1) {
    kernel[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
    total += kernel[i + radius];
  }
  for (let i = 0; i < kernel.length; i += 1) kernel[i] /= total;
  return kernel;
}

/** Separable Gaussian blur of `channels` interleaved planes (edges clamp). */
function blur(planes: Float32Array, channels: number, width: number, height: number, sigma: number): Float32Array {
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  const pass = (source: Float32Array, horizontal: boolean): Float32Array => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        for (let c = 0; c < channels; c += 1) {
          let value = 0;
          for (let k = -radius; k <= radius; k += 1) {
            const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
            const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
            value += kernel[k + radius] * source[(yy * width + xx) * channels + c];
          }
          out[(y * width + x) * channels + c] = value;
        }
      }
    }
    return out;
  };
  return pass(pass(planes, true), false);
}

/** Softening on premultiplied ink (coverage, coverage × colour), so colours do not bleed to grey. */
function soften(alpha: Float32Array, ink: Uint8ClampedArray, width: number, height: number, sigmaPx: number): void {
  if (sigmaPx < MIN_SIGMA_PX) return;
  const planes = new Float32Array(alpha.length * 4);
  for (let p = 0; p < alpha.length; p += 1) {
    planes[p * 4] = alpha[p];
    planes[p * 4 + 1] = alpha[p] * ink[p * 3];
    planes[p * 4 + 2] = alpha[p] * ink[p * 3 + 1];
    planes[p * 4 + 3] = alpha[p] * ink[p * 3 + 2];
  }
  const blurred = blur(planes, 4, width, height, sigmaPx);
  for (let p = 0; p < alpha.length; p += 1) {
    const a = blurred[p * 4];
    alpha[p] = a;
    if (a > 1e-4) {
      ink[p * 3] = blurred[p * 4 + 1] / a;
      ink[p * 3 + 1] = blurred[p * 4 + 2] / a;
      ink[p * 3 + 2] = blurred[p * 4 + 3] / a;
    }
  }
}

/** Fading: coverage and saturation fall by each family's share for the years. */
function fade(alpha: Float32Array, ink: Uint8ClampedArray, years: number): void {
  if (years <= 0) return;
  const cache = new Map<number, number>();
  for (let p = 0; p < alpha.length; p += 1) {
    if (alpha[p] <= 0) continue;
    const o = p * 3;
    const key = ((ink[o] >> 3) << 10) | ((ink[o + 1] >> 3) << 5) | (ink[o + 2] >> 3);
    let kept = cache.get(key);
    if (kept === undefined) {
      kept = retainedAfter(colourFamily([ink[o], ink[o + 1], ink[o + 2]]), years);
      cache.set(key, kept);
    }
    alpha[p] *= kept;
    const grey = (ink[o] + ink[o + 1] + ink[o + 2]) / 3;
    for (let c = 0; c < 3; c += 1) ink[o + c] = grey + (ink[o + c] - grey) * kept;
  }
}

export interface AgedInk {
  width: number;
  height: number;
  alpha: Float32Array;
  ink: Uint8ClampedArray;
  background: Rgb;
}

/** Millimetres per pixel when the ink's longest side is `sizeCm` (0 when there is no ink). */
export function inkScale(layer: InkLayer, sizeCm: number): number {
  let minX = layer.width;
  let minY = layer.height;
  let maxX = -1;
  let maxY = -1;
  for (let p = 0; p < layer.mask.length; p += 1) {
    if (!layer.mask[p]) continue;
    const x = p % layer.width;
    const y = (p - x) / layer.width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return maxX < 0 ? 0 : (sizeCm * 10) / Math.max(maxX - minX + 1, maxY - minY + 1);
}

/**
 * The design's ink after `years` when its longest side is `sizeCm` on the skin. A design is ink on
 * white paper; a photo's paper or skin is its most common colour (inkLayer.ts).
 */
export function ageInk(image: RgbaImage, sizeCm: number, years: number, kind: 'design' | 'photo' = 'design'): AgedInk {
  const layer = kind === 'design' ? inkLayer(image, PAPER) : inkLayer(image);
  const mmPerPx = inkScale(layer, sizeCm);
  const { spreadMm, sigmaMm } = agingParameters(years);
  const scale = mmPerPx > 0 ? 1 / mmPerPx : 0;
  const { alpha, ink } = spread(layer, spreadMm * scale);
  soften(alpha, ink, layer.width, layer.height, sigmaMm * scale);
  fade(alpha, ink, years);
  return { width: layer.width, height: layer.height, alpha, ink, background: layer.background };
}

/**
 * The ink laid on a background colour (the preview's ink model: multiplied; white ink, which the
 * multiply would hide, is laid over by its coverage). Opaque RGBA.
 */
export function layInk(aged: AgedInk, background: Rgb): Uint8ClampedArray {
  const out = new Uint8ClampedArray(aged.width * aged.height * 4);
  for (let p = 0; p < aged.alpha.length; p += 1) {
    const a = Math.min(1, aged.alpha[p]);
    const o = p * 3;
    const light = aged.ink[o] > 235 && aged.ink[o + 1] > 235 && aged.ink[o + 2] > 235;
    for (let c = 0; c < 3; c += 1) {
      const k = aged.ink[o + c];
      out[p * 4 + c] = light ? background[c] + a * (k - background[c]) : background[c] * (1 - a + (a * k) / 255);
    }
    out[p * 4 + 3] = 255;
  }
  return out;
}
