/**
 * The pixel math that makes a design look inked rather than stuck on. Pure functions over RGBA
 * byte arrays: no canvas, no DOM, so they are unit-tested exactly and run the same everywhere.
 *
 * The model: a design is drawn on white paper; ink under skin darkens the skin by the ink's
 * colour (multiply), and paper white is no ink at all. `inkFromDesign` turns the design into an
 * ink layer — colour K with coverage α — such that multiplying the skin by K at coverage α gives
 * exactly the skin multiplied by the design's own colour: white becomes fully transparent,
 * black fully opaque black, red stays red. The compositor then multiplies that layer onto the
 * photo at a strength tuned to the skin under it (`inkStrengthForSkin`), slightly blurred and
 * with grain matched to the photo (`estimateNoise`, `grainAmplitude`).
 */
import { createRng } from '@/engine/render/prng';

/** Rec. 709 luma of an sRGB colour (0–255): what "how light is this skin" means here. */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Multiply blending of one channel at coverage `alpha` (0–1): the formula canvas 'multiply' uses over an opaque photo. */
export function multiplyChannel(skin: number, ink: number, alpha: number): number {
  return skin * (1 - alpha) + ((skin * ink) / 255) * alpha;
}

export interface InkOptions {
  /** Healed look: a tattoo some months old — softer and slightly faded (less coverage, less saturated). */
  healed: boolean;
}

/** How much a healed tattoo keeps of the fresh one's coverage and colour saturation. */
export const HEALED_COVERAGE = 0.82;
export const HEALED_SATURATION = 0.75;

/**
 * The design (RGBA bytes, drawn on white) as an ink layer (RGBA bytes: ink colour, coverage).
 * Transparent design pixels count as paper. Writes into `out` when given (same length).
 */
export function inkFromDesign(design: Uint8ClampedArray, options: InkOptions, out: Uint8ClampedArray = new Uint8ClampedArray(design.length)): Uint8ClampedArray {
  const coverageScale = options.healed ? HEALED_COVERAGE : 1;
  const saturation = options.healed ? HEALED_SATURATION : 1;
  for (let i = 0; i < design.length; i += 4) {
    const a = design[i + 3] / 255;
    // Composite over white first: a transparent pixel is paper.
    let r = design[i] * a + 255 * (1 - a);
    let g = design[i + 1] * a + 255 * (1 - a);
    let b = design[i + 2] * a + 255 * (1 - a);
    if (saturation !== 1) {
      const y = luminance(r, g, b);
      r = y + (r - y) * saturation;
      g = y + (g - y) * saturation;
      b = y + (b - y) * saturation;
    }
    // The least coverage that explains the colour: set by the darkest channel.
    const coverage = (255 - Math.min(r, g, b)) / 255;
    if (coverage <= 1 / 255) {
      out[i] = 0;
      out[i + 1] = 0;
      out[i + 2] = 0;
      out[i + 3] = 0;
      continue;
    }
    // K such that 255·(1 − coverage) + K·coverage = the design's colour.
    out[i] = 255 - (255 - r) / coverage;
    out[i + 1] = 255 - (255 - g) / coverage;
    out[i + 2] = 255 - (255 - b) / coverage;
    out[i + 3] = coverage * coverageScale * 255;
  }
  return out;
}

/**
 * How strongly the ink shows on skin of this luminance (0–255 average under the design).
 * Fresh black ink on light skin reads as a deep grey-black, not pure black (the epidermis sits
 * over it), so light skin gets ~0.8. On dark skin multiply alone would make the ink nearly
 * vanish next to the skin's own depth, yet real black work stays legible there, so the strength
 * rises towards 0.95.
 */
export const LIGHT_SKIN_STRENGTH = 0.8;
export const DARK_SKIN_STRENGTH = 0.95;
const LIGHT_SKIN_LUMA = 200;
const DARK_SKIN_LUMA = 60;

export function inkStrengthForSkin(skinLuma: number): number {
  const t = Math.min(1, Math.max(0, (LIGHT_SKIN_LUMA - skinLuma) / (LIGHT_SKIN_LUMA - DARK_SKIN_LUMA)));
  return LIGHT_SKIN_STRENGTH + (DARK_SKIN_STRENGTH - LIGHT_SKIN_STRENGTH) * t;
}

/** The average colour of the photo (RGBA bytes, `width` wide) inside a circle; null when the circle misses it. */
export function averageColourInCircle(
  photo: Uint8ClampedArray,
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
): { r: number; g: number; b: number; luma: number } | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  const r2 = radius * radius;
  const x0 = Math.max(0, Math.floor(cx - radius));
  const x1 = Math.min(width - 1, Math.ceil(cx + radius));
  const y0 = Math.max(0, Math.floor(cy - radius));
  const y1 = Math.min(height - 1, Math.ceil(cy + radius));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > r2) continue;
      const i = (y * width + x) * 4;
      r += photo[i];
      g += photo[i + 1];
      b += photo[i + 2];
      n++;
    }
  }
  if (n === 0) return null;
  return { r: r / n, g: g / n, b: b / n, luma: luminance(r / n, g / n, b / n) };
}

/**
 * The photo's grain: the mean absolute difference between each pixel's luma and the mean of its
 * four neighbours (0 for a flat image, ~2–4 for a clean phone photo, 8+ for a dim, noisy one).
 * Read on a sample of the photo, not all of it: the figure settles after a few thousand pixels.
 */
export function estimateNoise(photo: Uint8ClampedArray, width: number, height: number, maxSamples = 20_000): number {
  if (width < 3 || height < 3) return 0;
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return luminance(photo[i], photo[i + 1], photo[i + 2]);
  };
  const inner = (width - 2) * (height - 2);
  const stride = Math.max(1, Math.floor(inner / maxSamples));
  let sum = 0;
  let n = 0;
  for (let k = 0; k < inner; k += stride) {
    const x = 1 + (k % (width - 2));
    const y = 1 + Math.floor(k / (width - 2));
    const around = (luma(x - 1, y) + luma(x + 1, y) + luma(x, y - 1) + luma(x, y + 1)) / 4;
    sum += Math.abs(luma(x, y) - around);
    n++;
  }
  return n ? sum / n : 0;
}

/**
 * How much grain (relative coverage jitter) the ink gets for a photo of this noise: ink
 * multiplied onto skin flattens the skin's own grain where it is dark, so the ink gets back
 * about as much as the photo carries. Capped so a very noisy photo does not make the ink speckled.
 */
export const MAX_GRAIN = 0.18;
export function grainAmplitude(noise: number, skinLuma: number): number {
  if (noise <= 0) return 0;
  return Math.min(MAX_GRAIN, (noise * 1.5) / Math.max(40, skinLuma));
}


/** Jitters the coverage of the ink layer in place by ±amplitude (relative); paper stays paper. */
export function addGrain(ink: Uint8ClampedArray, amplitude: number, seed = 1): Uint8ClampedArray {
  if (amplitude <= 0) return ink;
  // The engine's seeded generator: the same grain every redraw, so it never shimmers.
  const random = createRng(seed).next;
  for (let i = 3; i < ink.length; i += 4) {
    if (ink[i] === 0) continue;
    ink[i] = ink[i] * (1 + (random() * 2 - 1) * amplitude);
  }
  return ink;
}

/**
 * How much the ink is softened, in photo pixels: ink spreads a little under the skin (more once
 * healed), and the blur scales with the photo so a 12 MP photo and its preview look alike.
 */
export function inkBlurPhotoPx(photoShortSide: number, healed: boolean): number {
  return Math.max(0.4, photoShortSide * (healed ? 0.0014 : 0.0005));
}
