/**
 * Colour arithmetic for the Analyst: WCAG luminance and contrast, HSL, and the colour families
 * ink is sorted into (data/colourFamilies.json: thresholds, hue bands, ten-year retention).
 */
import table from './data/colourFamilies.json';

export type Rgb = readonly [number, number, number];

export type ColourFamilyId = 'black' | 'grey' | 'white' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'pink' | 'brown' | 'pastel';

export interface ColourFamily {
  id: ColourFamilyId;
  label: string;
  /** Share of the family's coverage left after ten years (aging model, longevity score). */
  retainedAt10y: number;
  /** White, yellow and pastels: the colours known to fade fastest. */
  fastFading: boolean;
  why: string;
}

export const COLOUR_FAMILIES = table.families as ColourFamily[];
export const COLOUR_SOURCES = table.sources;
const FAMILY_BY_ID = new Map(COLOUR_FAMILIES.map((family) => [family.id, family]));

export function colourFamilyInfo(id: ColourFamilyId): ColourFamily {
  const family = FAMILY_BY_ID.get(id);
  if (!family) throw new Error(`Unknown colour family ${id}`);
  return family;
}

/** '#rrggbb' → [r, g, b]. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance (0 black … 1 white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Ink of colour `ink` at coverage `alpha` multiplied onto `skin` (the preview's ink model). */
export function inkOnSkin(ink: Rgb, alpha: number, skin: Rgb): Rgb {
  const mix = (k: number, s: number) => s * (1 - alpha + (alpha * k) / 255);
  return [mix(ink[0], skin[0]), mix(ink[1], skin[1]), mix(ink[2], skin[2])];
}

export interface Hsl {
  /** Hue in degrees (0 when achromatic). */
  h: number;
  /** max − min of the channels, 0 … 1. */
  chroma: number;
  /** (max + min) / 2, 0 … 1. */
  l: number;
}

export function rgbToHsl([r, g, b]: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const chroma = max - min;
  let h = 0;
  if (chroma > 0) {
    if (max === rn) h = 60 * (((gn - bn) / chroma + 6) % 6);
    else if (max === gn) h = 60 * ((bn - rn) / chroma + 2);
    else h = 60 * ((rn - gn) / chroma + 4);
  }
  return { h, chroma, l: (max + min) / 2 };
}

const HUE_BANDS = table.hueBands as { family: ColourFamilyId; from: number; to: number }[];

function hueFamily(hue: number): ColourFamilyId {
  for (const band of HUE_BANDS) {
    const inside = band.from <= band.to ? hue >= band.from && hue < band.to : hue >= band.from || hue < band.to;
    if (inside) return band.family;
  }
  return 'red';
}

/** The family an ink colour belongs to (thresholds in data/colourFamilies.json). */
export function colourFamily(rgb: Rgb): ColourFamilyId {
  const { h, chroma, l } = rgbToHsl(rgb);
  if (chroma < table.achromaticChroma) {
    if (l < table.blackLightness) return 'black';
    return l > table.whiteLightness ? 'white' : 'grey';
  }
  if (l > table.pastelLightness) return 'pastel';
  const family = hueFamily(h);
  if ((family === 'orange' || family === 'red' || family === 'yellow') && l < table.brownMaxLightness && chroma < table.brownMaxChroma) return 'brown';
  return family;
}
