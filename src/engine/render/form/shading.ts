/**
 * Shading that follows a subject's form, generated from its form field (field.ts) in art space
 * and mapped to the canvas with the subject: tone bands (smooth grey wash once softened),
 * stipple, whip shading along the shadow-side rim, and contour hatching (lines running
 * parallel to the edges, like engraving).
 */
import { type Matrix, type PathData, PathBuilder, mapPath, matrixScale } from '../path.ts';
import type { Rng } from '../prng.ts';
import type { FormField } from './field.ts';
import { CELL_UNITS, toArt } from './grid.ts';
import { loopsToPath, traceLoops } from './trace.ts';

/** The subject's form, placed: its field (art space) and the map from art space to the canvas. */
export interface PlacedForm {
  field: FormField;
  matrix: Matrix;
}

const bandCache = new WeakMap<FormField, Map<number, PathData>>();

/**
 * The region of the subject at least `level` dark (0 … 1), or with `lit` the region lighter
 * than it; traced once per field and level.
 */
function bandAt(field: FormField, level: number, lit = false): PathData {
  let byLevel = bandCache.get(field);
  if (!byLevel) {
    byLevel = new Map();
    bandCache.set(field, byLevel);
  }
  const key = lit ? -1 - level : level;
  let path = byLevel.get(key);
  if (!path) {
    const { n, dark, inside } = field;
    const v = new Float32Array(n * n);
    for (let i = 0; i < v.length; i++) v[i] = inside[i] ? (lit ? level - dark[i] : dark[i] - level) : -1;
    path = loopsToPath(traceLoops(v, n));
    byLevel.set(key, path);
  }
  return path;
}

/** Nested regions of growing darkness, each inside the last, on the canvas. Stacked with low opacity they make a graded wash. */
export function toneBands(form: PlacedForm, levels: readonly number[]): PathData[] {
  return levels.map((level) => mapPath(bandAt(form.field, level), form.matrix));
}

/** The lit part of the subject (darkness below `level`), on the canvas: where highlights go. */
export function litRegion(form: PlacedForm, level: number): PathData {
  return mapPath(bandAt(form.field, level, true), form.matrix);
}

export interface DotOptions {
  /** Dots per cell at full weight. */
  density: number;
  /** Dot radius in canvas pixels. */
  radius: number;
  /** Weight 0 … 1 of a cell (how likely a dot is there). */
  weight: (field: FormField, i: number) => number;
}

/** A diamond-shaped dot: reads as a round needle dot at tattoo scale and is four segments. */
function dot(b: PathBuilder, x: number, y: number, r: number): void {
  b.moveTo(x + r, y).lineTo(x, y + r).lineTo(x - r, y).lineTo(x, y - r).close();
}

/** Stipple: dots scattered over the subject with a density set by `weight`, on the canvas. */
export function stipple(form: PlacedForm, rng: Rng, o: DotOptions): PathData {
  const { field, matrix } = form;
  const n = field.n;
  const b = new PathBuilder();
  // Dots are placed in art units, so their radius is the canvas radius divided by the art's scale.
  const r = o.radius / Math.max(1e-6, matrixScale(matrix));
  for (let i = 0; i < n * n; i++) {
    if (!field.inside[i]) continue;
    const w = o.weight(field, i) * o.density;
    if (w <= 0) continue;
    let count = Math.floor(w);
    if (rng.next() < w - count) count++;
    const x = i % n;
    const y = (i - x) / n;
    for (let k = 0; k < count; k++) dot(b, toArt(x + rng.next()), toArt(y + rng.next()), r * rng.range(0.75, 1.2));
  }
  return mapPath(b.build(), matrix);
}

/** Darkness as the weight: stipple that models the form. */
export const byDarkness = (gamma: number) => (f: FormField, i: number): number => Math.pow(f.dark[i], gamma);

/**
 * Whip shading: black packed against the rim on the shadow side, thinning out inwards over
 * `reach` cells — the pepper gradient a whipped needle leaves in traditional work.
 */
export const whipWeight = (reach: number) => (f: FormField, i: number): number => {
  const a = f.away[i];
  if (a <= 0.15) return 0;
  const fall = Math.exp(-f.depth[i] / reach);
  return fall * fall * Math.min(1, (a - 0.15) * 1.6);
};

/**
 * Contour hatching: lines at fixed depths (parallel to every edge of the form) — in art space,
 * `spacing` art units apart, up to `levels` lines deep; clip them to a dark band to keep them
 * in the shadow.
 */
export function contourHatch(form: PlacedForm, spacing: number, levels: number): PathData {
  const { field } = form;
  const n = field.n;
  const b = new PathBuilder();
  for (let k = 1; k <= levels; k++) {
    const depth = (k * spacing) / CELL_UNITS;
    const v = new Float32Array(n * n);
    // The zero level bounds the cells deeper than `depth`: a line parallel to every edge.
    for (let i = 0; i < v.length; i++) v[i] = field.inside[i] ? field.depth[i] - depth : -1;
    b.append(loopsToPath(traceLoops(v, n)));
  }
  return mapPath(b.build(), form.matrix);
}
