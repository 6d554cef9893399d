/**
 * The 'Listening...' bar's level from raw microphone samples: root-mean-square amplitude, put on
 * a decibel scale (how loudness is heard), then smoothed so the bar rises quickly and falls
 * gently instead of flickering at the animation frame rate.
 */

/** Quieter than this (dBFS) shows an empty bar: room noise on a typical laptop microphone. */
export const SILENCE_FLOOR_DB = -60;
/** Share of the gap closed per frame when the level rises / falls. */
export const ATTACK = 0.6;
export const RELEASE = 0.15;

/** RMS of time-domain samples in [-1, 1]. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] ?? 0;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

/** 0 (silence floor or below) … 1 (full scale). */
export function levelFromRms(value: number): number {
  if (!(value > 0)) return 0;
  const db = 20 * Math.log10(value);
  return Math.min(1, Math.max(0, (db - SILENCE_FLOOR_DB) / -SILENCE_FLOOR_DB));
}

export function smoothLevel(previous: number, next: number): number {
  const factor = next > previous ? ATTACK : RELEASE;
  return previous + (next - previous) * factor;
}
