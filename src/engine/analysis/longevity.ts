/**
 * Contrast and longevity on a skin tone: the ink's light/dark balance, the share in the colours
 * known to fade fastest (white, yellow, pastels), the contrast of the ink against the chosen skin
 * (WCAG 2 contrast ratio of ink multiplied onto the skin, the preview's ink model), and a score:
 * how much of the contrast this skin allows is left at ten years.
 *
 * Score = Σ share × (contrast at 10 y − 1) / (contrast of fresh solid black on this skin − 1),
 * capped at 1, × 100: fresh black on the same skin is 100, whatever the skin, and each colour
 * keeps `retainedAt10y` of its coverage at ten years (data/colourFamilies.json).
 */
import type { Longevity } from '../contracts/analysis';
import { COLOUR_FAMILIES, colourFamily, colourFamilyInfo, contrastRatio, hexToRgb, inkOnSkin, relativeLuminance, type Rgb } from './colour';
import { skinTone } from './inputs';
import type { DesignMeasurements } from './measure';
import tones from './data/skinTones.json';

/** Ink darker than this relative luminance counts as dark (near-black and deep shades). */
const DARK_LUMINANCE = 0.05;
/** Ink lighter than this counts as light (yellows, pastels, white, light greys). */
const LIGHT_LUMINANCE = 0.45;
/** Families listed when they hold at least this share of the ink. */
const LISTED_FAMILY_SHARE = 0.01;
const SOLID_BLACK: Rgb = [0, 0, 0];

export const LOW_CONTRAST_RATIO = tones.lowContrastRatio;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Ink on skin: multiplied (the preview's model) — except white, which is opaque pigment laid over
 * the skin rather than a filter on it, so it is mixed in by its coverage.
 */
function inkSeenOn(rgb: Rgb, coverage: number, skin: Rgb, white: boolean): Rgb {
  if (!white) return inkOnSkin(rgb, coverage, skin);
  return [skin[0] + coverage * (rgb[0] - skin[0]), skin[1] + coverage * (rgb[1] - skin[1]), skin[2] + coverage * (rgb[2] - skin[2])];
}

export function longevityOn(m: DesignMeasurements, toneId: string): Longevity {
  const tone = skinTone(toneId);
  const skin = hexToRgb(tone.hex);
  const blackContrast = contrastRatio(inkOnSkin(SOLID_BLACK, 1, skin), skin);
  let contrast = 0;
  let lowContrast = 0;
  let score = 0;
  let dark = 0;
  let light = 0;
  for (const { rgb, weight } of m.colours) {
    const family = colourFamilyInfo(colourFamily(rgb));
    const white = family.id === 'white';
    const fresh = contrastRatio(inkSeenOn(rgb, 1, skin, white), skin);
    const aged = contrastRatio(inkSeenOn(rgb, family.retainedAt10y, skin, white), skin);
    contrast += weight * fresh;
    if (fresh < LOW_CONTRAST_RATIO) lowContrast += weight;
    score += weight * Math.min(1, (aged - 1) / (blackContrast - 1));
    const luminance = relativeLuminance(rgb);
    if (luminance < DARK_LUMINANCE) dark += weight;
    else if (luminance > LIGHT_LUMINANCE) light += weight;
  }
  const families = COLOUR_FAMILIES.map((family) => ({ family: family.id, share: m.families[family.id] ?? 0 }))
    .filter((entry) => entry.share >= LISTED_FAMILY_SHARE)
    .sort((a, b) => b.share - a.share)
    .map((entry) => ({ family: entry.family, share: round3(entry.share) }));
  const fastFading = COLOUR_FAMILIES.filter((family) => family.fastFading);
  const fastFadingShare = fastFading.reduce((total, family) => total + (m.families[family.id] ?? 0), 0);
  return {
    score: m.colours.length === 0 ? 0 : Math.round(score * 100),
    skinTone: tone.id,
    darkShare: round3(dark),
    lightShare: round3(light),
    fastFadingShare: round3(fastFadingShare),
    fastFadingFamilies: fastFading.filter((family) => (m.families[family.id] ?? 0) >= LISTED_FAMILY_SHARE).map((family) => family.id),
    contrastRatio: Math.max(1, Math.round(contrast * 100) / 100),
    lowContrastShare: round3(lowContrast),
    families,
  };
}
