/** The design being composed: canvas, palette, randomness and the growing list of items. */
import type { TattooStyle } from '../designBrief.ts';
import { type Artwork, type Tone, ART_BOX, mapArtwork } from './artwork.ts';
import type { DrawItem, Gradient, Paint } from './drawing.ts';
import { HUES, type Palette } from './palettes.ts';
import type { Hue } from './subjects.ts';
import { type Bounds, type Matrix, type PathData, PathBuilder, compose, rotate, scale, translate } from './path.ts';
import type { Rng } from './prng.ts';
import type { Variation } from './variation.ts';

export interface Scene {
  style: TattooStyle;
  palette: Palette;
  rng: Rng;
  width: number;
  height: number;
  /** Pixels per design unit: line widths are written for a 1024 px canvas and scale with it. */
  u: number;
  /** Detail multiplier from size and quality (0.6 small … 2.7 extra-large HD). */
  density: number;
  /** The area the design occupies (body-zone aspect, centred in the canvas). */
  frame: Bounds;
  /** Which way the composition runs on the body (compose.ts zoneShape). */
  orientation: 'tall' | 'wide' | 'square';
  /** Composition, setting and line-weight choices the seed makes (see variation.ts). */
  variation: Variation;
  /** Where lettering goes, once the layout is known (settings keep out of it). */
  letterBand?: Bounds;
  items: DrawItem[];
}

export const boxW = (b: Bounds): number => b.x1 - b.x0;
export const boxH = (b: Bounds): number => b.y1 - b.y0;
export const boxCx = (b: Bounds): number => (b.x0 + b.x1) / 2;
export const boxCy = (b: Bounds): number => (b.y0 + b.y1) / 2;
export const boxMin = (b: Bounds): number => Math.min(boxW(b), boxH(b));

export function box(cx: number, cy: number, w: number, h: number = w): Bounds {
  return { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
}

export function inset(b: Bounds, d: number): Bounds {
  return { x0: b.x0 + d, y0: b.y0 + d, x1: b.x1 - d, y1: b.y1 - d };
}

export function fill(scene: Scene, path: PathData, paint: Paint, extra: Partial<DrawItem> = {}): void {
  scene.items.push({ path, fill: paint, kind: 'shape', ...extra });
}

export function stroke(scene: Scene, path: PathData, colour: string, width: number, extra: Partial<DrawItem> = {}): void {
  scene.items.push({ path, stroke: colour, strokeWidth: width, kind: 'line', ...extra });
}

export function toneColour(p: Palette, tone: Tone, hue?: Hue): string {
  if (tone === 'ink') return p.ink;
  // Colourful designs paint scenery in its natural colour; other palettes keep their tones.
  if (hue && p.id === 'colorful' && tone !== 3) return HUES[hue];
  return p.fills[tone];
}

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Blend two #rrggbb colours (t = 0 → a, 1 → b). Blends keep a palette's hue family. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i] - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Light from the top left: a tint, the colour, then a shaded edge (only when tones are allowed). */
export function litGradient(p: Palette, colour: string, b: Bounds, strength = 1): Paint {
  if (!p.tones || colour === p.ink) return colour;
  const g: Gradient = {
    kind: 'linear',
    x1: b.x0,
    y1: b.y0,
    x2: b.x1,
    y2: b.y1,
    stops: [
      { offset: 0, color: mix(colour, p.paper, 0.4 * strength) },
      { offset: 0.55, color: colour },
      { offset: 1, color: mix(colour, p.shade, 0.5 * strength) },
    ],
  };
  return g;
}

/** Random dots, denser towards the bottom right (stipple shading). */
export function stipple(rng: Rng, b: Bounds, count: number, radius: number, bias = 2): PathData {
  const pb = new PathBuilder();
  for (let i = 0; i < count; i++) {
    const u = 1 - Math.pow(rng.next(), bias);
    const v = 1 - Math.pow(rng.next(), bias);
    const x = b.x0 + u * boxW(b);
    const y = b.y0 + v * boxH(b);
    const r = radius * rng.range(0.7, 1.2);
    pb.moveTo(x + r, y).lineTo(x, y + r).lineTo(x - r, y).lineTo(x, y - r).close();
  }
  return pb.build();
}

/** An irregular round blob (watercolour wash, cloud puff). */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.25, points = 28): PathData {
  const phases = [rng.range(0, 6.28), rng.range(0, 6.28), rng.range(0, 6.28)];
  const amps = [rng.range(0.3, 1), rng.range(0.2, 0.7), rng.range(0.1, 0.4)];
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const n = amps[0] * Math.sin(2 * a + phases[0]) + amps[1] * Math.sin(3 * a + phases[1]) + amps[2] * Math.sin(5 * a + phases[2]);
    const k = 1 + (wobble * n) / 1.6;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const pb = new PathBuilder();
  const mid = (i: number): [number, number] => {
    const a = pts[i % points];
    const c = pts[(i + 1) % points];
    return [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  };
  const start = mid(0);
  pb.moveTo(start[0], start[1]);
  for (let i = 1; i <= points; i++) {
    const [qx, qy] = pts[i % points];
    const [ex, ey] = mid(i);
    pb.quadTo(qx, qy, ex, ey);
  }
  return pb.close().build();
}


/**
 * Artwork (drawn in an ART_BOX square) scaled into a box, with a variation's scale, mirror and
 * tilt. Square by default; `fill` stretches it to the box (an elongated centrepiece on a limb).
 */
export function placeArt(art: Artwork, b: Bounds, v?: Variation, fill = false): Artwork {
  const k = v?.heroScale ?? 1;
  const size = Math.min(boxW(b), boxH(b)) * k;
  const sx = fill ? boxW(b) * k : size;
  const sy = fill ? boxH(b) * k : size;
  const steps: Matrix[] = [translate(-ART_BOX / 2, -ART_BOX / 2), scale(sx / ART_BOX, sy / ART_BOX)];
  if (v?.mirror) steps.push(scale(-1, 1));
  if (v?.tilt) steps.push(rotate(v.tilt));
  steps.push(translate(boxCx(b), boxCy(b)));
  return mapArtwork(art, compose(...steps));
}
