/**
 * Sizes of the design brief as real measurements, and typical session time. Hours are for bold
 * traditional work; other styles scale by their `timeFactor` (realism and irezumi take longer).
 */
import type { TattooSize } from '../designBrief';
import { styleProfile } from './styles';

export interface SizeProfile {
  id: TattooSize;
  /** Longest side of the design, in centimetres. */
  minCm: number;
  maxCm: number;
  comparison: string;
  /** Typical tattooing hours for traditional work. */
  baseHours: readonly [number, number];
  sessions: string;
}

/** Largest single measurement, in cm, that still counts as each size (upper bounds, inclusive). */
export const SIZE_PROFILES: Record<TattooSize, SizeProfile> = {
  small: { id: 'small', minCm: 2, maxCm: 8, comparison: 'about a coin to a credit card', baseHours: [0.5, 1.5], sessions: 'one short session' },
  medium: { id: 'medium', minCm: 9, maxCm: 15, comparison: 'about the size of your palm', baseHours: [2, 4], sessions: 'usually one session' },
  large: {
    id: 'large', minCm: 16, maxCm: 25, comparison: 'about a whole forearm or a half-sleeve panel', baseHours: [4, 8], sessions: 'one long session or two',
  },
  'extra-large': {
    id: 'extra-large', minCm: 26, maxCm: 60, comparison: 'a full sleeve, thigh or back piece', baseHours: [10, 30],
    sessions: 'several sessions spread over weeks or months',
  },
};

/** Maps a measured length (longest side, cm) to a size option. */
export function sizeForCentimetres(cm: number): TattooSize {
  if (cm <= SIZE_PROFILES.small.maxCm) return 'small';
  if (cm <= SIZE_PROFILES.medium.maxCm) return 'medium';
  if (cm <= SIZE_PROFILES.large.maxCm) return 'large';
  return 'extra-large';
}

const roundHalf = (hours: number): number => Math.round(hours * 2) / 2;

/** Typical hours of tattooing for a size in a style, e.g. [2, 4.5]. */
export function sessionHours(size: TattooSize, style?: string): readonly [number, number] {
  const factor = (style ? styleProfile(style)?.timeFactor : undefined) ?? 1;
  const [lo, hi] = SIZE_PROFILES[size].baseHours;
  return [roundHalf(Math.max(lo * factor, 0.5)), roundHalf(hi * factor)];
}

export const sizeProfile = (size: string): SizeProfile | undefined =>
  (SIZE_PROFILES as Record<string, SizeProfile | undefined>)[size];
