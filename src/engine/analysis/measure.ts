/**
 * The Analyst's pixel measurements of a design or photo: everything that does not depend on the
 * size it will be tattooed at, in pixels. `analyse` (analyse.ts) turns them into millimetres for
 * a size, a zone and a skin tone in a fraction of a millisecond, so moving the size slider never
 * measures the pixels again. Runs in the analysis worker (src/shared/analysis).
 */
import { colourFamily, type ColourFamilyId, type Rgb } from './colour';
import { PAPER, inkLayer, smooth3x3, type InkLayer, type RgbaImage } from './inkLayer';
import { distanceTransform, labelComponents, runWidths, type Components } from './raster';
import readability from './data/readability.json';

/** Width histograms are kept in half-pixel bins … */
export const WIDTH_BIN_PX = 0.5;
/** … up to 128 px; wider gaps and strokes fall in the last bin. */
export const WIDTH_BINS = 257;
/** Where detail sits is told on a 3 × 3 grid over the design ('upper left', 'centre', …). */
export const GRID = 3;
/**
 * Enclosed shapes smaller than 3 × 3 pixels, or narrower than 2 pixels across, are anti-aliasing
 * specks between strokes that touch, not shapes anyone drew.
 */
const MIN_HOLE_PX = 9;
const MIN_HOLE_WIDTH_PX = 2;
/** At most this many enclosed shapes are kept (smallest first): enough for any figure shown. */
const MAX_HOLES = 200;
/** Ink specks are counted by their longest side up to this many pixels. */
export const SPECK_BINS = 65;
/** A near-closed shape must be this many times wider than its closing radius to count (not hatching). */
const OPENING_MIN_RADII = 3;
/** Colours are tallied at 4 bits a channel: 4,096 bins, enough for contrast on any skin. */
const COLOUR_BITS = 4;
/**
 * A soft gradient changes coverage by 0.4–20% over SOFT_REACH_PX pixels either side, and by no
 * more than that over SOFT_WIDE_REACH_PX: a flat fill changes by nothing (under one level in 255),
 * an edge by far more — also a photo's edge, softened over a few pixels by the lens and the
 * smoothing, which the wider reach still sees as an edge.
 */
const SOFT_REACH_PX = 2;
const SOFT_WIDE_REACH_PX = 5;
const SOFT_MIN_CHANGE = 0.004;
const SOFT_MAX_CHANGE = 0.2;
/** Edge directions are tallied in 10° bins; the top four bins' share is how straight the edges are. */
const ORIENTATION_BINS = 18;
const STRAIGHT_TOP_BINS = 4;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface HoleMeasure {
  /** Widest run across the shape (its inscribed size), in pixels. */
  inscribedPx: number;
  areaPx: number;
  cx: number;
  cy: number;
}

export interface DesignMeasurements {
  kind: 'design' | 'photo';
  width: number;
  height: number;
  /** The ink's bounding box; null when no ink was found. */
  bbox: Box | null;
  background: Rgb;
  maskThreshold: number;
  inkPixels: number;
  /** Enclosed empty-skin area per gap-width bin (WIDTH_BIN_PX each), in pixels. */
  gapBins: number[];
  /** The same per grid cell: GRID × GRID rows of WIDTH_BINS. */
  gapGrid: number[];
  /** Ink area per line-width bin, in pixels. */
  strokeBins: number[];
  holes: HoleMeasure[];
  holeCount: number;
  openings: { count: number; closingPx: number; centres: [number, number][] };
  /** Ink components per longest side in pixels (last bin: that or longer). */
  speckBins: number[];
  /** Coverage-weighted share of the ink per colour family. */
  families: Partial<Record<ColourFamilyId, number>>;
  /** Quantised ink colours with their coverage-weighted share (for contrast on any skin). */
  colours: { rgb: Rgb; weight: number }[];
  softShare: number;
  symmetry: number;
  straightShare: number;
}

export interface MeasureMaps {
  /** Gap width per pixel (Infinity off the gaps), for the fine-detail overlay. */
  gap: Float32Array;
}

const binOf = (width: number) => Math.min(WIDTH_BINS - 1, Math.floor(width / WIDTH_BIN_PX));

function boundingBox(mask: Uint8Array, width: number, height: number): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

function gridCell(x: number, y: number, box: Box): number {
  const col = Math.min(GRID - 1, Math.max(0, Math.floor(((x - box.x) / box.w) * GRID)));
  const row = Math.min(GRID - 1, Math.max(0, Math.floor(((y - box.y) / box.h) * GRID)));
  return row * GRID + col;
}

function widthHistograms(layer: InkLayer, gap: Float32Array, stroke: Float32Array, box: Box) {
  const gapBins = new Array<number>(WIDTH_BINS).fill(0);
  const gapGrid = new Array<number>(GRID * GRID * WIDTH_BINS).fill(0);
  const strokeBins = new Array<number>(WIDTH_BINS).fill(0);
  const { width, mask } = layer;
  for (let p = 0; p < mask.length; p += 1) {
    if (mask[p]) {
      strokeBins[binOf(stroke[p])] += 1;
    } else if (Number.isFinite(gap[p])) {
      const bin = binOf(gap[p]);
      gapBins[bin] += 1;
      const x = p % width;
      gapGrid[gridCell(x, (p - x) / width, box) * WIDTH_BINS + bin] += 1;
    }
  }
  return { gapBins, gapGrid, strokeBins };
}

function enclosedShapes(layer: InkLayer, gap: Float32Array, background: Components): { holes: HoleMeasure[]; holeCount: number } {
  const { mask } = layer;
  const widest = new Float32Array(background.areas.length);
  for (let p = 0; p < mask.length; p += 1) {
    const label = background.labels[p];
    if (label > 0 && Number.isFinite(gap[p]) && gap[p] > widest[label - 1]) widest[label - 1] = gap[p];
  }
  const holes: HoleMeasure[] = [];
  background.areas.forEach((area, i) => {
    if (background.touchesBorder[i] || area < MIN_HOLE_PX || widest[i] < MIN_HOLE_WIDTH_PX) return;
    holes.push({ inscribedPx: widest[i], areaPx: area, cx: background.sumX[i] / area, cy: background.sumY[i] / area });
  });
  holes.sort((a, b) => a.inscribedPx - b.inscribedPx);
  return { holes: holes.slice(0, MAX_HOLES), holeCount: holes.length };
}

/**
 * Near-closed shapes: empty areas that a closing of the ink by `closingPx` would enclose but that
 * are open to the outside as drawn — an outline with a small gap, which a stencil shows as open.
 * The closing is done at half resolution (a pixel is ink when any of its four is): the closing
 * radius is several pixels, and the distance transform is the measurement's costliest step.
 */
function nearClosedShapes(layer: InkLayer, box: Box, asDrawn: Components): DesignMeasurements['openings'] {
  const { mask, width, height } = layer;
  const closingPx = Math.max(2, readability.openingFraction * Math.max(box.w, box.h));
  const halfWidth = Math.ceil(width / 2);
  const halfHeight = Math.ceil(height / 2);
  const half = new Uint8Array(halfWidth * halfHeight);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (mask[y * width + x]) half[(y >> 1) * halfWidth + (x >> 1)] = 1;
  }
  const { distance } = distanceTransform(half, halfWidth, halfHeight);
  const closed = new Uint8Array(half.length);
  for (let p = 0; p < half.length; p += 1) closed[p] = distance[p] <= closingPx / 2 ? 1 : 0;
  const afterClosing = labelComponents(closed, halfWidth, halfHeight, 0, false);
  const minArea = Math.PI * ((OPENING_MIN_RADII * closingPx) / 2) ** 2;
  const seeds = new Int32Array(afterClosing.areas.length).fill(-1);
  for (let p = 0; p < closed.length; p += 1) {
    const label = afterClosing.labels[p];
    if (label > 0 && seeds[label - 1] < 0) seeds[label - 1] = p;
  }
  const centres: [number, number][] = [];
  afterClosing.areas.forEach((area, i) => {
    if (afterClosing.touchesBorder[i] || area < minArea) return;
    // An empty half-resolution pixel stands for four empty pixels as drawn: read the first.
    const seedX = (seeds[i] % halfWidth) * 2;
    const seedY = Math.floor(seeds[i] / halfWidth) * 2;
    const original = asDrawn.labels[seedY * width + seedX];
    if (original > 0 && asDrawn.touchesBorder[original - 1]) centres.push([(afterClosing.sumX[i] / area) * 2, (afterClosing.sumY[i] / area) * 2]);
  });
  return { count: centres.length, closingPx, centres };
}

function speckHistogram(layer: InkLayer): number[] {
  const components = labelComponents(layer.mask, layer.width, layer.height, 1, true);
  const bins = new Array<number>(SPECK_BINS).fill(0);
  components.areas.forEach((_, i) => {
    const longest = Math.max(components.maxX[i] - components.minX[i], components.maxY[i] - components.minY[i]) + 1;
    bins[Math.min(SPECK_BINS - 1, longest)] += 1;
  });
  return bins;
}

function colourTally(layer: InkLayer): Pick<DesignMeasurements, 'families' | 'colours'> {
  const { alpha, ink, mask } = layer;
  const shift = 8 - COLOUR_BITS;
  const weights = new Float64Array(1 << (COLOUR_BITS * 3));
  const sums = new Float64Array(weights.length * 3);
  let total = 0;
  for (let p = 0; p < mask.length; p += 1) {
    if (!mask[p]) continue;
    const o = p * 3;
    const bin = ((ink[o] >> shift) << (2 * COLOUR_BITS)) | ((ink[o + 1] >> shift) << COLOUR_BITS) | (ink[o + 2] >> shift);
    weights[bin] += alpha[p];
    sums[bin * 3] += alpha[p] * ink[o];
    sums[bin * 3 + 1] += alpha[p] * ink[o + 1];
    sums[bin * 3 + 2] += alpha[p] * ink[o + 2];
    total += alpha[p];
  }
  const families: Partial<Record<ColourFamilyId, number>> = {};
  const colours: { rgb: Rgb; weight: number }[] = [];
  for (let bin = 0; bin < weights.length; bin += 1) {
    if (weights[bin] === 0) continue;
    const rgb: Rgb = [sums[bin * 3] / weights[bin], sums[bin * 3 + 1] / weights[bin], sums[bin * 3 + 2] / weights[bin]];
    const weight = weights[bin] / total;
    colours.push({ rgb, weight });
    const family = colourFamily(rgb);
    families[family] = (families[family] ?? 0) + weight;
  }
  colours.sort((a, b) => b.weight - a.weight);
  return { families, colours };
}

/**
 * Share of the ink in soft gradients (shading, washes): coverage that changes gently across a
 * few pixels. Flat fills do not change at all (even light ones, whose coverage is partial), and
 * an edge changes steeply.
 */
function softShare(layer: InkLayer): number {
  const { alpha, mask, width, height } = layer;
  const change = (p: number, reach: number) =>
    Math.max(Math.abs(alpha[p + reach] - alpha[p - reach]), Math.abs(alpha[p + reach * width] - alpha[p - reach * width]));
  const margin = SOFT_WIDE_REACH_PX;
  let soft = 0;
  let inked = 0;
  for (let y = margin; y < height - margin; y += 1) {
    for (let x = margin; x < width - margin; x += 1) {
      const p = y * width + x;
      if (!mask[p]) continue;
      inked += 1;
      const near = change(p, SOFT_REACH_PX);
      if (near >= SOFT_MIN_CHANGE && near <= SOFT_MAX_CHANGE && change(p, SOFT_WIDE_REACH_PX) <= SOFT_MAX_CHANGE) soft += 1;
    }
  }
  return inked === 0 ? 0 : soft / inked;
}

/** How much of the ink has ink at its mirror image across the box's vertical centre line. */
function mirrorSymmetry(layer: InkLayer, box: Box): number {
  const { mask, width } = layer;
  let inked = 0;
  let mirrored = 0;
  for (let y = box.y; y < box.y + box.h; y += 1) {
    for (let x = box.x; x < box.x + box.w; x += 1) {
      if (!mask[y * width + x]) continue;
      inked += 1;
      if (mask[y * width + (2 * box.x + box.w - 1 - x)]) mirrored += 1;
    }
  }
  return inked === 0 ? 0 : mirrored / inked;
}

/** Share of the ink's edge (by gradient strength) in its four most common directions. */
function straightEdges(layer: InkLayer): number {
  const { alpha, mask, width, height } = layer;
  const bins = new Float64Array(ORIENTATION_BINS);
  let total = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const p = y * width + x;
      if (!mask[p] || (mask[p - 1] && mask[p + 1] && mask[p - width] && mask[p + width])) continue;
      const gx = alpha[p - width + 1] + 2 * alpha[p + 1] + alpha[p + width + 1] - alpha[p - width - 1] - 2 * alpha[p - 1] - alpha[p + width - 1];
      const gy = alpha[p + width - 1] + 2 * alpha[p + width] + alpha[p + width + 1] - alpha[p - width - 1] - 2 * alpha[p - width] - alpha[p - width + 1];
      const strength = Math.hypot(gx, gy);
      if (strength === 0) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      bins[Math.min(ORIENTATION_BINS - 1, Math.floor((angle / Math.PI) * ORIENTATION_BINS))] += strength;
      total += strength;
    }
  }
  if (total === 0) return 0;
  return [...bins].sort((a, b) => b - a).slice(0, STRAIGHT_TOP_BINS).reduce((sum, v) => sum + v, 0) / total;
}

function emptyMeasurements(kind: DesignMeasurements['kind'], layer: InkLayer): DesignMeasurements {
  return {
    kind, width: layer.width, height: layer.height, bbox: null, background: layer.background, maskThreshold: layer.threshold, inkPixels: 0,
    gapBins: new Array<number>(WIDTH_BINS).fill(0), gapGrid: new Array<number>(GRID * GRID * WIDTH_BINS).fill(0),
    strokeBins: new Array<number>(WIDTH_BINS).fill(0), holes: [], holeCount: 0, openings: { count: 0, closingPx: 0, centres: [] },
    speckBins: new Array<number>(SPECK_BINS).fill(0), families: {}, colours: [], softShare: 0, symmetry: 0, straightShare: 0,
  };
}

/**
 * Measures a design (ink on white paper) or a photo (ink on its most common colour; smoothed
 * first: sensor noise is not ink).
 */
export function measureDesign(image: RgbaImage, kind: DesignMeasurements['kind']): { measurements: DesignMeasurements; maps: MeasureMaps } {
  const layer = kind === 'photo' ? inkLayer(smooth3x3(image)) : inkLayer(image, PAPER);
  const box = boundingBox(layer.mask, layer.width, layer.height);
  const { gap, stroke } = runWidths(layer.mask, layer.width, layer.height);
  if (!box) return { measurements: emptyMeasurements(kind, layer), maps: { gap } };
  let inkPixels = 0;
  for (let p = 0; p < layer.mask.length; p += 1) inkPixels += layer.mask[p];
  // The empty skin's components, 4-connected (a diagonal touch of two lines closes a shape).
  const background = labelComponents(layer.mask, layer.width, layer.height, 0, false);
  const measurements: DesignMeasurements = {
    kind,
    width: layer.width,
    height: layer.height,
    bbox: box,
    background: layer.background,
    maskThreshold: layer.threshold,
    inkPixels,
    ...widthHistograms(layer, gap, stroke, box),
    ...enclosedShapes(layer, gap, background),
    openings: nearClosedShapes(layer, box, background),
    speckBins: speckHistogram(layer),
    ...colourTally(layer),
    softShare: softShare(layer),
    symmetry: mirrorSymmetry(layer, box),
    straightShare: straightEdges(layer),
  };
  return { measurements, maps: { gap } };
}
