/**
 * What a seed changes beyond small random detail: the composition, the setting and scenery
 * treatment, and the line weight — so 'Variations' of one brief give a client genuinely
 * different options (koi turned the other way and placed left with waves wrapping round, or
 * framed by clouds on bare skin) while the subjects, style, colours and zone stay the same.
 *
 * Seed 0 is the classic composition (what every seed drew before variations existed). The
 * setting treatment is `seed mod n` (n = the style's number of treatments, 3 or 4), the facing
 * flips with `floor(seed / n)` and the companion arrangement and banner side step with their sum,
 * so any four consecutive seeds (a design's seed and the next three) never repeat a setting-and-
 * facing pair and mostly change the layout too; random seeds pick at random. The rest (placement,
 * tilt, scale, scenery arrangement, filler, line weight) comes from a stream keyed by the seed.
 */
import type { TattooStyle } from '../designBrief.ts';
import { createRng, hashString } from './prng.ts';

/** Setting treatments per style (see each style's setting in styles/<style>.ts; 0 is the classic one). */
export const SETTING_COUNTS: Readonly<Record<TattooStyle, number>> = {
  tribal: 3,
  traditional: 3,
  minimalist: 3,
  realistic: 3,
  watercolor: 3,
  geometric: 4,
  japanese: 4,
  'neo-traditional': 4,
};

export type Placement = 'centre' | 'left' | 'right';

export interface Variation {
  /** The style's setting treatment, 0 … SETTING_COUNTS[style] − 1 (0 = classic). */
  setting: number;
  /** Draw the centrepiece mirrored (facing the other way). */
  mirror: boolean;
  /** Turn of the centrepiece, radians (positive = clockwise). */
  tilt: number;
  /** Centrepiece size relative to the classic layout. */
  heroScale: number;
  /** Where the centrepiece sits when companions or scenery can balance it. */
  placement: Placement;
  /** Scenery arrangement: 0 classic, 1 wrapping round the subject, 2 in front of it. */
  arrangement: 0 | 1 | 2;
  /** Companion arrangement: 0 classic, 1 in an arc above, 2 gathered on the open side. */
  companions: 0 | 1 | 2;
  /** Add the style's own filler (petals, clouds, stars, leaves…) around the subject. */
  filler: boolean;
  /** Which of the style's fillers (taken modulo the number it has). */
  fillerPick: number;
  /** Line-weight emphasis multiplier (bold outlines vs fine work). */
  weight: number;
  /** Banner styles: the banner arches above the subject instead of across its foot. */
  bannerAbove: boolean;
}

export const CLASSIC: Variation = {
  setting: 0,
  mirror: false,
  tilt: 0,
  heroScale: 1,
  placement: 'centre',
  arrangement: 0,
  companions: 0,
  filler: false,
  fillerPick: 0,
  weight: 1,
  bannerAbove: false,
};

/** Largest turn of the centrepiece: enough to read as "turned", not as "falling over". */
const MAX_TILT = 0.26;
/** Line-weight emphases: fine, classic, bold. */
const WEIGHTS = [0.7, 1, 1.4] as const;

/**
 * The variation a seed draws. `offset` (from the brief's centrepiece) turns the cycle of setting
 * treatments, so one seed does not put every subject in the same frame; consecutive seeds still
 * step through every treatment.
 */
export function variationFor(seed: number, style: TattooStyle, offset = 0): Variation {
  const s = seed >>> 0;
  const n = SETTING_COUNTS[style];
  const turn = (offset >>> 0) % n;
  if (s === 0) return turn ? { ...CLASSIC, setting: turn } : CLASSIC;
  const rng = createRng(hashString('variation', s));
  const step = (s % n) + Math.floor(s / n);
  const tiltSide = rng.chance(0.5) ? -1 : 1;
  return {
    setting: (s + turn) % n,
    mirror: Math.floor(s / n) % 2 === 1,
    tilt: rng.chance(0.6) ? tiltSide * rng.range(0.1, MAX_TILT) : 0,
    heroScale: rng.range(0.82, 1.04),
    placement: rng.pick(['centre', 'left', 'right'] as const),
    arrangement: rng.pick([0, 1, 2] as const),
    companions: (step % 3) as 0 | 1 | 2,
    filler: rng.chance(0.6),
    fillerPick: rng.int(0, 5),
    weight: rng.pick(WEIGHTS),
    bannerAbove: step % 2 === 1,
  };
}
