/**
 * Ink palettes. The colours option is honoured exactly: "black only" paints nothing but pure
 * black on white, "black and grey" only neutral tones, "red and black" only neutrals and reds,
 * "blue and green" only neutrals, blues and greens. The auto-fill value "black and grey with
 * red accents" is black and grey plus one red accent colour.
 */
import { COLOR_OPTIONS, type TattooStyle } from '../designBrief.ts';
import { normaliseText, type Hue } from './subjects.ts';

export type PaletteId = 'black-grey' | 'colorful' | 'black-only' | 'red-black' | 'blue-green' | 'black-grey-red';

export interface Palette {
  id: PaletteId;
  paper: string;
  /** Outline and solid-black ink. */
  ink: string;
  /** True when intermediate tones (greys, tints, translucency) may be used. */
  tones: boolean;
  /** Fills for artwork tones 0, 1, 2, 3 (3 = light). */
  fills: readonly [string, string, string, string];
  /** One accent colour (banners, sparks, a flame's heart). */
  accent: string;
  /** Soft background washes (watercolour) and ornament tints. */
  washes: readonly string[];
  /** Shading colour for hatching and gradients (dark end). */
  shade: string;
}

const BLACK = '#000000';
const WHITE = '#ffffff';

const GREYS = ['#3a3a3a', '#6b6b6b', '#9a9a9a', '#d0d0d0'] as const;

/** Colourful hues per family; the subject's hue picks the main fill. */
export const HUES: Record<Hue, string> = {
  red: '#c62828',
  gold: '#f2b01e',
  green: '#2e7d32',
  blue: '#1565c0',
  purple: '#6a1b9a',
  orange: '#ef6c00',
  grey: '#757575',
  brown: '#6d4c41',
};

/** Each style's colourful look: traditional's flat primaries, neo-traditional's jewel tones, … */
const STYLE_COLOURS: Record<TattooStyle, { fills: [string, string, string, string]; washes: string[]; accent: string }> = {
  tribal: { fills: ['#c62828', '#1565c0', '#f2b01e', '#f5e6c8'], washes: ['#c62828'], accent: '#c62828' },
  traditional: { fills: ['#c62828', '#2e7d32', '#f2b01e', '#f7e7c6'], washes: ['#f2b01e'], accent: '#c62828' },
  minimalist: { fills: ['#d84315', '#00897b', '#f9a825', '#fff3e0'], washes: ['#d84315'], accent: '#d84315' },
  realistic: { fills: ['#8d3b2b', '#4e6b3a', '#c9a24a', '#e9d8c4'], washes: ['#8d3b2b'], accent: '#8d3b2b' },
  watercolor: { fills: ['#e91e63', '#7e57c2', '#26c6da', '#fff8e1'], washes: ['#ec407a', '#7e57c2', '#29b6f6', '#26a69a', '#ffca28'], accent: '#e91e63' },
  geometric: { fills: ['#00838f', '#5e35b1', '#f4511e', '#e0f7fa'], washes: ['#00838f', '#5e35b1', '#f4511e'], accent: '#f4511e' },
  japanese: { fills: ['#d32f2f', '#1e88e5', '#ff8f00', '#fbe9e7'], washes: ['#1e88e5', '#d32f2f'], accent: '#d32f2f' },
  'neo-traditional': { fills: ['#8e1b3a', '#0f6e6e', '#d4a017', '#f3e0c7'], washes: ['#5b2a86', '#0f6e6e', '#8e1b3a'], accent: '#d4a017' },
};

export function resolveColourOption(raw: string, style: TattooStyle): PaletteId {
  const t = normaliseText(raw);
  const hasRed = /\bred\b/.test(t);
  const hasGrey = /\b(grey|gray)\b/.test(t);
  if (hasGrey && hasRed) return 'black-grey-red';
  if (t === 'black only' || /\bonly black\b|\bblack only\b|\bblackwork\b|\bsolid black\b/.test(t)) return 'black-only';
  if (hasGrey) return 'black-grey';
  if (hasRed && /\bblack\b/.test(t)) return 'red-black';
  if (/\bblue\b/.test(t) && /\bgreen\b/.test(t)) return 'blue-green';
  if (/colou?rful|colou?r|vibrant|rainbow|bright/.test(t)) return 'colorful';
  const exact = COLOR_OPTIONS.find((o) => o === t);
  if (exact === 'black only') return 'black-only';
  // Unspecified: what the style usually is.
  if (style === 'tribal' || style === 'minimalist' || style === 'geometric') return 'black-only';
  if (style === 'realistic') return 'black-grey';
  return 'colorful';
}

export function paletteFor(id: PaletteId, style: TattooStyle, hue: Hue | undefined): Palette {
  const base = { paper: WHITE, ink: BLACK };
  switch (id) {
    case 'black-only':
      // Areas stay skin with black line work and dot shading; the second tone is solid black.
      return { ...base, id, tones: false, fills: [WHITE, BLACK, WHITE, WHITE], accent: BLACK, washes: [BLACK], shade: BLACK };
    case 'black-grey':
      return { ...base, id, tones: true, fills: [GREYS[1], GREYS[0], GREYS[2], GREYS[3]], accent: GREYS[0], washes: [GREYS[1], GREYS[2]], shade: BLACK };
    case 'black-grey-red':
      return { ...base, id, tones: true, fills: [GREYS[1], GREYS[0], '#c62828', GREYS[3]], accent: '#c62828', washes: [GREYS[1], '#c62828'], shade: BLACK };
    case 'red-black':
      return { ...base, id, tones: true, fills: ['#c62828', '#7f0000', '#e57373', '#f8d7d7'], accent: '#c62828', washes: ['#c62828', '#7f0000'], shade: BLACK };
    case 'blue-green':
      return {
        ...base,
        id,
        tones: true,
        fills: ['#1565c0', '#2e7d32', '#00897b', '#d6eef2'],
        accent: '#00897b',
        washes: ['#1e88e5', '#43a047', '#00acc1'],
        shade: '#0b2545',
      };
    case 'colorful': {
      const s = STYLE_COLOURS[style];
      const fills: [string, string, string, string] = [...s.fills];
      if (hue && style !== 'tribal' && style !== 'minimalist') {
        const main = HUES[hue];
        // Lead with the subject's natural colour; the style's own lead colour becomes second.
        if (main !== fills[0]) {
          fills[1] = fills[0];
          fills[0] = main;
          if (fills[2] === main) fills[2] = s.fills[1];
        }
      }
      return { ...base, id, tones: true, fills, accent: s.accent, washes: s.washes, shade: '#1a1a1a' };
    }
  }
}
