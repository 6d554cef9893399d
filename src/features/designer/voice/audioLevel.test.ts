import { describe, expect, it } from 'vitest';
import { SILENCE_FLOOR_DB, levelFromRms, rms, smoothLevel } from '@/features/designer/voice/audioLevel';

describe('microphone level', () => {
  it('computes the RMS of samples', () => {
    expect(rms([])).toBe(0);
    expect(rms([0, 0, 0])).toBe(0);
    expect(rms([1, -1, 1, -1])).toBeCloseTo(1);
    // A full-scale sine has RMS 1/√2.
    const sine = Array.from({ length: 1000 }, (_, i) => Math.sin((2 * Math.PI * i) / 100));
    expect(rms(sine)).toBeCloseTo(Math.SQRT1_2, 3);
  });

  it('maps loudness on a decibel scale between the silence floor and full scale', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(10 ** (SILENCE_FLOOR_DB / 20) / 2)).toBe(0);
    expect(levelFromRms(1)).toBe(1);
    expect(levelFromRms(2)).toBe(1);
    // -30 dBFS is half way up a 60 dB scale.
    expect(levelFromRms(10 ** (-30 / 20))).toBeCloseTo(0.5);
    expect(levelFromRms(0.1)).toBeGreaterThan(levelFromRms(0.01));
  });

  it('rises quickly and falls slowly', () => {
    const up = smoothLevel(0, 1);
    const down = 1 - smoothLevel(1, 0);
    expect(up).toBeGreaterThan(down);
    expect(smoothLevel(0.5, 0.5)).toBe(0.5);
  });
});
