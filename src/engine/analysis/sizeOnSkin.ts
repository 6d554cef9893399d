/**
 * The design's size on the skin in centimetres (its longest side): read from the brief, kept
 * within what the Analyst offers. Its own module so the on-body preview can age a design at the
 * brief's size without loading the Analyst's tables.
 */
import { SIZE_PROFILES, sizeProfile } from '../knowledge/sizes';

/** Sizes the screen's slider offers, in centimetres. */
export const MIN_SIZE_CM = 2;
export const MAX_SIZE_CM = 60;
const CM_PER_UNIT: Record<string, number> = { mm: 0.1, cm: 1, in: 2.54, inch: 2.54, inches: 2.54, '"': 2.54 };

/**
 * A brief's size in centimetres: a measurement written in it ("12 cm", "4 inches", '3"'), else
 * the middle of the size option's range (src/engine/knowledge/sizes.ts: small 2-8 cm → 5 cm,
 * medium 9-15 → 12, large 16-25 → 21, extra-large 26-60 → 43), else medium's.
 */
export function sizeToCm(size: string): number {
  const measured = /(\d+(?:[.,]\d+)?)\s*(mm|cm|inches|inch|in|")(?![a-z])/i.exec(size);
  if (measured) {
    const value = Number(measured[1].replace(',', '.')) * CM_PER_UNIT[measured[2].toLowerCase()];
    if (value > 0) return clampSize(value);
  }
  const option = sizeProfile(size.trim().toLowerCase()) ?? SIZE_PROFILES.medium;
  return Math.round((option.minCm + option.maxCm) / 2);
}

export function clampSize(cm: number): number {
  return Math.min(MAX_SIZE_CM, Math.max(MIN_SIZE_CM, Math.round(cm * 10) / 10));
}
