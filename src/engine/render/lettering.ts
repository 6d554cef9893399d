/**
 * Built-in single-stroke capital alphabet. Lettering is drawn as paths, never with system fonts,
 * so a design is byte-identical on every machine and draws the same in resvg and the browser.
 * Glyphs live on a grid 10 units tall (0 = cap line, 10 = baseline); widths are per glyph.
 */
import { type Matrix, type PathData, PathBuilder, compose, rotate, scale, translate } from './path.ts';

interface Glyph {
  w: number;
  d: string;
}

const GLYPHS: Record<string, Glyph> = {
  A: { w: 5, d: 'M0 10L2.5 0L5 10M0.9 6.6L4.1 6.6' },
  B: { w: 4.7, d: 'M0 10L0 0L2.6 0Q4.4 0 4.4 2.4Q4.4 4.8 2.4 4.8L0 4.8M2.4 4.8Q4.7 4.8 4.7 7.4Q4.7 10 2.6 10L0 10' },
  C: { w: 4.8, d: 'M4.8 1.6Q4 0 2.5 0Q0 0 0 5Q0 10 2.5 10Q4 10 4.8 8.4' },
  D: { w: 4.8, d: 'M0 0L0 10L2 10Q4.8 10 4.8 5Q4.8 0 2 0L0 0' },
  E: { w: 4, d: 'M4 0L0 0L0 10L4 10M0 4.8L3 4.8' },
  F: { w: 4, d: 'M4 0L0 0L0 10M0 4.8L3 4.8' },
  G: { w: 5, d: 'M4.8 1.6Q4 0 2.5 0Q0 0 0 5Q0 10 2.5 10Q4.8 10 4.8 6.2L4.8 5.6L2.8 5.6' },
  H: { w: 4.8, d: 'M0 0L0 10M4.8 0L4.8 10M0 4.8L4.8 4.8' },
  I: { w: 1, d: 'M0.5 0L0.5 10' },
  J: { w: 3.6, d: 'M3.4 0L3.4 7.4Q3.4 10 1.7 10Q0 10 0 8' },
  K: { w: 4.6, d: 'M0 0L0 10M4.6 0L0 6M1.6 4.4L4.6 10' },
  L: { w: 3.8, d: 'M0 0L0 10L3.8 10' },
  M: { w: 6, d: 'M0 10L0 0L3 7L6 0L6 10' },
  N: { w: 4.8, d: 'M0 10L0 0L4.8 10L4.8 0' },
  O: { w: 5.4, d: 'M2.7 0Q5.4 0 5.4 5Q5.4 10 2.7 10Q0 10 0 5Q0 0 2.7 0' },
  P: { w: 4.4, d: 'M0 10L0 0L2.4 0Q4.4 0 4.4 2.7Q4.4 5.4 2.4 5.4L0 5.4' },
  Q: { w: 5.6, d: 'M2.7 0Q5.4 0 5.4 5Q5.4 10 2.7 10Q0 10 0 5Q0 0 2.7 0M3.2 7.4L5.6 10.4' },
  R: { w: 4.6, d: 'M0 10L0 0L2.4 0Q4.4 0 4.4 2.7Q4.4 5.4 2.4 5.4L0 5.4M2.2 5.4L4.6 10' },
  S: { w: 4.4, d: 'M4.2 1.5Q3.6 0 2.2 0Q0.2 0 0.2 2.5Q0.2 4.3 2.2 4.9Q4.4 5.5 4.4 7.6Q4.4 10 2.2 10Q0.6 10 0 8.3' },
  T: { w: 4.8, d: 'M0 0L4.8 0M2.4 0L2.4 10' },
  U: { w: 4.8, d: 'M0 0L0 7Q0 10 2.4 10Q4.8 10 4.8 7L4.8 0' },
  V: { w: 5, d: 'M0 0L2.5 10L5 0' },
  W: { w: 7, d: 'M0 0L1.7 10L3.5 2.5L5.3 10L7 0' },
  X: { w: 4.8, d: 'M0 0L4.8 10M4.8 0L0 10' },
  Y: { w: 5, d: 'M0 0L2.5 5L5 0M2.5 5L2.5 10' },
  Z: { w: 4.6, d: 'M0 0L4.6 0L0 10L4.6 10' },
  '0': { w: 4.6, d: 'M2.3 0Q4.6 0 4.6 5Q4.6 10 2.3 10Q0 10 0 5Q0 0 2.3 0' },
  '1': { w: 3, d: 'M0.4 2L2.2 0L2.2 10M0.4 10L3 10' },
  '2': { w: 4.4, d: 'M0.2 2Q0.8 0 2.3 0Q4.3 0 4.3 2.6Q4.3 4.6 0 10L4.4 10' },
  '3': { w: 4.4, d: 'M0.2 1.4Q0.9 0 2.2 0Q4.2 0 4.2 2.5Q4.2 4.8 1.8 4.8Q4.4 4.8 4.4 7.4Q4.4 10 2.2 10Q0.6 10 0 8.5' },
  '4': { w: 4.8, d: 'M3.6 10L3.6 0L0 7L4.8 7' },
  '5': { w: 4.4, d: 'M4.2 0L0.6 0L0.2 4.6Q1 3.8 2.2 3.8Q4.4 3.8 4.4 6.9Q4.4 10 2.1 10Q0.6 10 0 8.6' },
  '6': { w: 4.4, d: 'M3.9 0.9Q3.2 0 2.3 0Q0 0 0 5.6Q0 10 2.2 10Q4.4 10 4.4 7Q4.4 4.2 2.2 4.2Q0.6 4.2 0 5.8' },
  '7': { w: 4.4, d: 'M0 0L4.4 0L1.4 10' },
  '8': { w: 4.4, d: 'M2.2 4.8Q0.3 4.8 0.3 2.4Q0.3 0 2.2 0Q4.1 0 4.1 2.4Q4.1 4.8 2.2 4.8Q4.4 4.8 4.4 7.4Q4.4 10 2.2 10Q0 10 0 7.4Q0 4.8 2.2 4.8' },
  '9': { w: 4.4, d: 'M4.4 4.4Q3.8 5.8 2.2 5.8Q0 5.8 0 3Q0 0 2.2 0Q4.4 0 4.4 4.4Q4.4 10 1.9 10Q1 10 0.4 9.2' },
  '&': { w: 5, d: 'M4.8 10L1 3Q0.4 1.8 0.6 1.2Q1 0 2.2 0Q3.6 0 3.6 1.6Q3.6 3 1.6 4.6Q0 5.8 0 7.6Q0 10 2.2 10Q3.8 10 4.8 7' },
  '.': { w: 1, d: 'M0.5 9.7L0.5 10' },
  ',': { w: 1.2, d: 'M0.7 9.4L0.3 11' },
  '!': { w: 1, d: 'M0.5 0L0.5 7M0.5 9.7L0.5 10' },
  '?': { w: 4, d: 'M0.2 1.6Q0.8 0 2 0Q4 0 4 2.4Q4 4.2 2 5.2L2 7M2 9.7L2 10' },
  '-': { w: 3, d: 'M0.3 5.4L2.7 5.4' },
  "'": { w: 1, d: 'M0.5 0L0.5 2.6' },
};

/** Gap between letters and the width of a space, in glyph units (cap height 10). */
const TRACKING = 1.8;
const SPACE = 3.2;
export const CAP_UNITS = 10;

const glyphCache = new Map<string, PathData>();

function glyphPath(ch: string): PathData | undefined {
  const g = GLYPHS[ch];
  if (!g) return undefined;
  let p = glyphCache.get(ch);
  if (!p) {
    const b = new PathBuilder();
    const re = /([MLQ])([^MLQ]*)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(g.d))) {
      const v = m[2].trim().split(/\s+/).map(Number);
      if (m[1] === 'M') b.moveTo(v[0], v[1]);
      else if (m[1] === 'L') b.lineTo(v[0], v[1]);
      else b.quadTo(v[0], v[1], v[2], v[3]);
    }
    p = b.build();
    glyphCache.set(ch, p);
  }
  return p;
}

/** Reduce text to what the alphabet can draw: capitals, digits and a little punctuation. */
export function letterable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split('')
    .filter((ch) => ch === ' ' || GLYPHS[ch] !== undefined)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Width of a line of text in glyph units. */
export function textUnits(text: string): number {
  let w = 0;
  for (const ch of text) w += ch === ' ' ? SPACE : (GLYPHS[ch]?.w ?? 0) + TRACKING;
  return Math.max(0, w - TRACKING);
}

export interface TextLayout {
  /** Centre of the text line. */
  cx: number;
  cy: number;
  /** Cap height in pixels. */
  capHeight: number;
  /** Positive bends the line into an arch (radius in pixels); 0 = straight. */
  arcRadius?: number;
  /** Italic slant (x shift per unit of height), for a script feel. */
  slant?: number;
}

/** Stroke path for a line of text, centred on (cx, cy). */
export function textPath(text: string, layout: TextLayout): PathData {
  const k = layout.capHeight / CAP_UNITS;
  const total = textUnits(text) * k;
  const b = new PathBuilder();
  let x = -total / 2;
  const skew: Matrix = [1, 0, -(layout.slant ?? 0), 1, 0, 0];
  for (const ch of text) {
    if (ch === ' ') {
      x += SPACE * k;
      continue;
    }
    const g = GLYPHS[ch];
    const p = glyphPath(ch);
    if (!g || !p) continue;
    const gw = g.w * k;
    const centre = x + gw / 2;
    const local = compose(translate(-g.w / 2, -CAP_UNITS / 2), skew, scale(k));
    let placed: Matrix;
    if (layout.arcRadius) {
      const phi = centre / layout.arcRadius;
      const px = layout.cx + layout.arcRadius * Math.sin(phi);
      const py = layout.cy + layout.arcRadius * (1 - Math.cos(phi));
      placed = compose(local, rotate(phi), translate(px, py));
    } else {
      placed = compose(local, translate(layout.cx + centre, layout.cy));
    }
    b.append(p, placed);
    x += gw + TRACKING * k;
  }
  return b.build();
}
