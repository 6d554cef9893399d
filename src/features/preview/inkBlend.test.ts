import { describe, expect, it } from 'vitest';
import {
  DARK_SKIN_STRENGTH,
  LIGHT_SKIN_STRENGTH,
  MAX_GRAIN,
  addGrain,
  averageColourInCircle,
  estimateNoise,
  grainAmplitude,
  inkBlurPhotoPx,
  inkFromDesign,
  inkStrengthForSkin,
  multiplyChannel,
} from './inkBlend';

const px = (...rgba: number[]) => new Uint8ClampedArray(rgba);

/** The skin after the ink layer is multiplied onto it at full strength (what the canvas does). */
function inked(skin: [number, number, number], ink: Uint8ClampedArray): number[] {
  const a = ink[3] / 255;
  return [0, 1, 2].map((c) => multiplyChannel(skin[c], ink[c], a));
}

describe('inkFromDesign', () => {
  it('turns paper white into no ink at all, so the skin is unchanged', () => {
    const ink = inkFromDesign(px(255, 255, 255, 255), { healed: false });
    expect([...ink]).toEqual([0, 0, 0, 0]);
    expect(inked([200, 160, 130], ink)).toEqual([200, 160, 130]);
  });

  it('treats transparent design pixels as paper', () => {
    expect(inkFromDesign(px(0, 0, 0, 0), { healed: false })[3]).toBe(0);
  });

  it('turns black into opaque black ink that darkens the skin to black at full strength', () => {
    const ink = inkFromDesign(px(0, 0, 0, 255), { healed: false });
    expect([...ink]).toEqual([0, 0, 0, 255]);
    expect(inked([200, 160, 130], ink)).toEqual([0, 0, 0]);
  });

  it('keeps colours: multiplying the ink layer equals multiplying by the design colour itself', () => {
    for (const colour of [
      [220, 30, 40],
      [30, 120, 200],
      [128, 128, 128],
      [250, 240, 100],
    ]) {
      const ink = inkFromDesign(px(colour[0], colour[1], colour[2], 255), { healed: false });
      const skin: [number, number, number] = [210, 170, 140];
      const expected = skin.map((s, c) => (s * colour[c]) / 255);
      inked(skin, ink).forEach((v, c) => expect(v).toBeCloseTo(expected[c], 0));
    }
  });

  it('keeps a pure colour fully saturated (red ink stays red, not pink)', () => {
    const ink = inkFromDesign(px(255, 0, 0, 255), { healed: false });
    expect([...ink]).toEqual([255, 0, 0, 255]);
  });

  it('the healed look has less coverage and less saturated colour', () => {
    const fresh = inkFromDesign(px(220, 30, 40, 255), { healed: false });
    const healed = inkFromDesign(px(220, 30, 40, 255), { healed: true });
    expect(healed[3]).toBeLessThan(fresh[3]);
    const spread = (p: Uint8ClampedArray) => Math.max(p[0], p[1], p[2]) - Math.min(p[0], p[1], p[2]);
    expect(spread(healed)).toBeLessThan(spread(fresh));
  });
});

describe('inkStrengthForSkin', () => {
  it('is lighter on light skin and stronger on dark skin, within its bounds', () => {
    expect(inkStrengthForSkin(240)).toBe(LIGHT_SKIN_STRENGTH);
    expect(inkStrengthForSkin(20)).toBe(DARK_SKIN_STRENGTH);
    const mid = inkStrengthForSkin(130);
    expect(mid).toBeGreaterThan(LIGHT_SKIN_STRENGTH);
    expect(mid).toBeLessThan(DARK_SKIN_STRENGTH);
  });
});

describe('photo measures', () => {
  it('averages the colour inside a circle and ignores what is outside', () => {
    const w = 10;
    const h = 10;
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const left = x < 5;
        data.set(left ? [200, 150, 120, 255] : [60, 40, 30, 255], i);
      }
    const left = averageColourInCircle(data, w, h, 2, 5, 1.5);
    expect(left).toMatchObject({ r: 200, g: 150, b: 120 });
    expect(averageColourInCircle(data, w, h, -50, -50, 3)).toBeNull();
  });

  it('measures no grain on a flat photo and more on a noisier one', () => {
    const w = 64;
    const h = 64;
    const flat = new Uint8ClampedArray(w * h * 4).fill(180);
    expect(estimateNoise(flat, w, h)).toBe(0);
    let seed = 3;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
    const noisy = (amp: number) => {
      const d = new Uint8ClampedArray(w * h * 4);
      for (let i = 0; i < d.length; i += 4) {
        const v = 150 + rnd() * amp;
        d[i] = d[i + 1] = d[i + 2] = v;
        d[i + 3] = 255;
      }
      return estimateNoise(d, w, h);
    };
    const low = noisy(4);
    const high = noisy(20);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(low * 3);
  });

  it('gives grain only to noisy photos, capped', () => {
    expect(grainAmplitude(0, 180)).toBe(0);
    expect(grainAmplitude(3, 180)).toBeGreaterThan(0);
    expect(grainAmplitude(500, 180)).toBe(MAX_GRAIN);
  });

  it('grain jitters ink coverage, never paper, and is the same every time', () => {
    const ink = new Uint8ClampedArray(400 * 4);
    for (let i = 0; i < 200; i++) ink.set([0, 0, 0, 200], i * 4);
    const a = addGrain(ink.slice(), 0.1, 5);
    const b = addGrain(ink.slice(), 0.1, 5);
    expect([...a]).toEqual([...b]);
    const alphas = Array.from({ length: 400 }, (_, i) => a[i * 4 + 3]);
    expect(alphas.slice(200).every((v) => v === 0)).toBe(true);
    const inked = alphas.slice(0, 200);
    expect(Math.min(...inked)).toBeGreaterThanOrEqual(180);
    expect(Math.max(...inked)).toBeLessThanOrEqual(220);
    expect(new Set(inked).size).toBeGreaterThan(10);
  });

  it('blurs more when healed, in proportion to the photo', () => {
    expect(inkBlurPhotoPx(3000, true)).toBeGreaterThan(inkBlurPhotoPx(3000, false));
    expect(inkBlurPhotoPx(3000, false)).toBeCloseTo(inkBlurPhotoPx(1500, false) * 2);
  });
});
