/**
 * A subject as a tattooer would redraw it: one outer contour round the whole subject, interior
 * lines where the artwork leaves narrow negative space (the gaps a silhouette icon uses to show a
 * jaw, a feather, a petal's edge), and "spots" where it leaves wide negative space (eye sockets,
 * the hole of a ring) — plus a form field for shading that follows the shape.
 *
 * How: the artwork is rasterised on a grid; closing it with a small disc bridges the icon's gaps
 * into one silhouette; whatever lies inside the silhouette but was not inked is negative space,
 * split into connected regions; a thin region becomes its centre line (thinning), a wide one
 * keeps its outline. Everything is traced back to smooth vector paths in art units.
 */
import type { ArtPart } from '../artwork.ts';
import type { PathData } from '../path.ts';
import { distanceTo } from './distance.ts';
import { formField, type FormField } from './field.ts';
import { GRID_CELLS, edgeField, rasterize } from './grid.ts';
import { closeMask, components, outsideOf } from './regions.ts';
import { linesToPath, loopsToPath, thin, traceLoops, traceSkeleton } from './trace.ts';

/**
 * Gaps up to twice this (cells, ≈ 13 art units each side) are bridged into the silhouette: the
 * icon set separates parts by gaps of 6–20 units; wider bays stay outside the outline.
 */
export const ICON_CLOSE_RADIUS = 6;
/** Hand-drawn artwork has no separating gaps: it is closed only enough to seal hairline cracks, so its points stay sharp. */
export const DRAWN_CLOSE_RADIUS = 1.5;
/** Negative space whose widest point is at most this radius (cells, ≈ 13 units: gaps up to ≈ 27 units wide) is a line, wider is a spot. */
const THIN_RADIUS = 6;
/** Negative-space regions smaller than this many cells are noise from the closing. */
const MIN_REGION = 4;

export interface LineArt {
  /** The outer contour: closed loops round the whole subject (art units). */
  outline: PathData;
  /** Interior lines: centre lines of narrow negative space (open paths, art units). */
  cuts: PathData;
  /** Wide negative space inside the subject: closed loops (art units). */
  spots: PathData;
  /** Where one visible part meets another (a petal over a petal, a fang on a jaw): open paths (art units). */
  seams: PathData;
  /** Distance and light over the subject, for shading that follows its form. */
  field: FormField;
}

/** Parts front-most last: each cell takes the index of the last part covering it (−1 = none). */
function labelParts(parts: readonly ArtPart[], n: number): { labels: Int16Array; ink: Uint8Array } {
  const labels = new Int16Array(n * n).fill(-1);
  const ink = new Uint8Array(n * n);
  parts.forEach((part, k) => {
    const m = rasterize([part.path], n);
    for (let i = 0; i < m.length; i++) {
      if (!m[i]) continue;
      labels[i] = k;
      ink[i] = 1;
    }
  });
  return { labels, ink };
}

/**
 * Split the negative space inside the silhouette into thin parts (lines) and wide parts (spots):
 * a cell is wide where a disc of THIN_RADIUS fits in the negative space round it (a morphological
 * opening), so one gap that widens into a hole gives a line running into a spot.
 */
function negativeSpace(ink: Uint8Array, silhouette: Uint8Array, n: number): { thinMask: Uint8Array; spotMask: Uint8Array } {
  const space = new Uint8Array(n * n);
  for (let i = 0; i < space.length; i++) space[i] = silhouette[i] && !ink[i] ? 1 : 0;
  const depth = distanceTo(space.map((v) => (v ? 0 : 1)), n);
  const core = depth.map((d) => (d > THIN_RADIUS ? 1 : 0));
  const toCore = distanceTo(Uint8Array.from(core), n);
  const thinMask = new Uint8Array(n * n);
  const spotMask = new Uint8Array(n * n);
  for (let i = 0; i < space.length; i++) {
    if (!space[i]) continue;
    if (toCore[i] <= THIN_RADIUS) spotMask[i] = 1;
    else thinMask[i] = 1;
  }
  // Specks of either kind left over from the closing are noise.
  for (const mask of [thinMask, spotMask]) {
    const regions = components(mask, n);
    for (let i = 0; i < mask.length; i++) {
      const id = regions.labels[i];
      if (id >= 0 && regions.sizes[id] < MIN_REGION) mask[i] = 0;
    }
  }
  return { thinMask, spotMask };
}

/**
 * The seams between visible parts: cells whose part differs from a neighbour's (outside and
 * negative space excluded — the outline and the cuts draw those), thinned to centre lines.
 */
function seams(labels: Int16Array, n: number): PathData {
  const mask = new Uint8Array(n * n);
  for (let y = 0; y < n - 1; y++) {
    for (let x = 0; x < n - 1; x++) {
      const i = y * n + x;
      const l = labels[i];
      if (l < 0) continue;
      const r = labels[i + 1];
      const d = labels[i + n];
      if (r >= 0 && r !== l) mask[i] = mask[i + 1] = 1;
      if (d >= 0 && d !== l) mask[i] = mask[i + n] = 1;
    }
  }
  return linesToPath(traceSkeleton(thin(mask, n), n));
}

/** Analyse artwork parts (art units) into line art. Pure; callers cache by artwork. */
export function analyseLineArt(parts: readonly ArtPart[], closeRadius: number = ICON_CLOSE_RADIUS, n: number = GRID_CELLS): LineArt {
  const { labels, ink } = labelParts(parts, n);
  const closed = closeMask(ink, n, closeRadius);
  const outside = outsideOf(closed, n);
  const silhouette = new Uint8Array(n * n);
  for (let i = 0; i < silhouette.length; i++) silhouette[i] = outside[i] ? 0 : 1;
  const { thinMask, spotMask } = negativeSpace(ink, silhouette, n);
  const outline = loopsToPath(traceLoops(edgeField(silhouette, n), n));
  const spots = loopsToPath(traceLoops(edgeField(spotMask, n), n));
  const cuts = linesToPath(traceSkeleton(thin(thinMask, n), n));
  // Negative space and part borders are edges of the form, as much as the outline is.
  const form = new Int16Array(labels);
  for (let i = 0; i < form.length; i++) if (thinMask[i] || spotMask[i]) form[i] = -1;
  return { outline, cuts, spots, seams: parts.length > 1 ? seams(labels, n) : { c: '', n: [] }, field: formField(form, silhouette, n) };
}

const cache = new Map<string, LineArt>();
/**
 * Analyses kept (each ≈ 0.4 MB of fields): more than the subjects a session draws, few enough
 * that the worker's memory stays small.
 */
const CACHE_LIMIT = 48;

/** The line art of an artwork, analysed once per artwork source (and variant) and kept. */
export function lineArtFor(key: string, parts: readonly ArtPart[], closeRadius: number = ICON_CLOSE_RADIUS): LineArt {
  let art = cache.get(key);
  if (!art) {
    art = analyseLineArt(parts, closeRadius);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, art);
  }
  return art;
}
