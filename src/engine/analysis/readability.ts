/**
 * Readability at size: the measured gaps and enclosed shapes in millimetres at the chosen size,
 * against the spacing that blurs (data/readability.json, with its sources), and the smallest
 * size at which the design stays readable. Gap widths scale with the size, so the smallest
 * readable size is the size at which the finest gap reaches the threshold.
 */
import type { Readability } from '../contracts/analysis';
import readability from './data/readability.json';
import { GRID, WIDTH_BIN_PX, WIDTH_BINS, type DesignMeasurements } from './measure';

/** The 3 × 3 grid's cells, row by row, as a person would point at them. */
const REGION_NAMES = ['upper left', 'top', 'upper right', 'left', 'centre', 'right', 'lower left', 'bottom', 'lower right'];

/** Quoted sizes are rounded up to this step (so the size quoted does clear the threshold). */
const SIZE_STEP_CM = 0.5;
/** The thinnest line is the 5th percentile of line widths: a line's tapered ends are not its weight. */
const THINNEST_LINE_QUANTILE = 0.05;

export const BLUR_GAP_MM = readability.blurGapMm;
export const COMFORTABLE_GAP_MM = readability.comfortableGapMm;
export const FEATURE_SHARE = readability.featureShare;
export const READABILITY_SOURCES = readability.sources;

/** Millimetres per analysed pixel when the design's longest side is `sizeCm`. */
export function millimetresPerPixel(m: DesignMeasurements, sizeCm: number): number {
  return m.bbox ? (sizeCm * 10) / Math.max(m.bbox.w, m.bbox.h) : 0;
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** Area of bins whose widths are under `limitPx` (bins are [i·0.5, (i+1)·0.5) px; a bin counts when its lower edge is under). */
function areaUnder(bins: readonly number[], limitPx: number, offset = 0): number {
  let area = 0;
  for (let i = 0; i < WIDTH_BINS && i * WIDTH_BIN_PX < limitPx; i += 1) area += bins[offset + i];
  return area;
}

/** The width (px, a bin's lower edge) under which `share` of the histogram's area lies. */
export function widthQuantile(bins: readonly number[], share: number): number | null {
  const total = sum(bins);
  if (total === 0) return null;
  let seen = 0;
  for (let i = 0; i < bins.length; i += 1) {
    seen += bins[i];
    if (seen >= share * total) return i * WIDTH_BIN_PX;
  }
  return (bins.length - 1) * WIDTH_BIN_PX;
}

/** Fine detail in at least this many of the nine cells (each with half the busiest cell's) is everywhere. */
const THROUGHOUT_CELLS = 5;
export const THROUGHOUT = 'throughout';

/** Where the gaps under `limitPx` mostly are: a cell of the 3 × 3 grid, or 'throughout'. */
function regionOf(m: DesignMeasurements, limitPx: number): string | null {
  const areas = Array.from({ length: GRID * GRID }, (_, cell) => areaUnder(m.gapGrid, limitPx, cell * WIDTH_BINS));
  const busiest = Math.max(...areas);
  if (busiest === 0) return null;
  if (areas.filter((area) => area >= busiest / 2).length >= THROUGHOUT_CELLS) return THROUGHOUT;
  return REGION_NAMES[areas.indexOf(busiest)];
}

const roundUp = (cm: number) => Math.ceil(cm / SIZE_STEP_CM - 1e-9) * SIZE_STEP_CM;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Line widths (the strokes under the fill width) as [thinnest, median] in mm. */
function lineWeights(m: DesignMeasurements, mmPerPx: number): { thinnest: number | null; median: number | null } {
  const limitPx = readability.fillStrokeMm / mmPerPx;
  const lines = m.strokeBins.map((area, i) => (i * WIDTH_BIN_PX < limitPx ? area : 0));
  const thinnest = widthQuantile(lines, THINNEST_LINE_QUANTILE);
  const median = widthQuantile(lines, 0.5);
  // A bin's lower edge under-reads a width by up to half a pixel; report its middle.
  const toMm = (px: number | null) => (px === null ? null : round2((px + WIDTH_BIN_PX / 2) * mmPerPx));
  return { thinnest: toMm(thinnest), median: toMm(median) };
}

export function readabilityAt(m: DesignMeasurements, sizeCm: number): Readability {
  const mmPerPx = millimetresPerPixel(m, sizeCm);
  const empty: Readability = {
    mmPerPx: mmPerPx || 1, finestGapMm: null, blurGapMm: BLUR_GAP_MM, comfortableGapMm: COMFORTABLE_GAP_MM, shareUnderBlur: 0, shareUnderComfortable: 0,
    region: null, smallestEnclosedMm: null, enclosedUnderBlur: 0, minReadableCm: null, comfortableCm: null, thinnestLineMm: null, medianLineMm: null,
    status: 'no-detail',
  };
  if (!m.bbox || mmPerPx === 0) return empty;
  const total = sum(m.gapBins);
  const blurPx = BLUR_GAP_MM / mmPerPx;
  const comfortablePx = COMFORTABLE_GAP_MM / mmPerPx;
  const shareUnderBlur = total === 0 ? 0 : areaUnder(m.gapBins, blurPx) / total;
  const shareUnderComfortable = total === 0 ? 0 : areaUnder(m.gapBins, comfortablePx) / total;
  const finestPx = widthQuantile(m.gapBins, FEATURE_SHARE);
  const finestGapMm = finestPx === null ? null : round2(finestPx * mmPerPx);
  const status = shareUnderBlur >= FEATURE_SHARE ? 'blurs' : shareUnderComfortable >= FEATURE_SHARE ? 'tight' : 'clear';
  const smallest = m.holes[0];
  const { thinnest, median } = lineWeights(m, mmPerPx);
  return {
    ...empty,
    mmPerPx,
    finestGapMm,
    shareUnderBlur,
    shareUnderComfortable,
    region: status === 'clear' ? null : regionOf(m, status === 'blurs' ? blurPx : comfortablePx),
    smallestEnclosedMm: smallest ? round2(smallest.inscribedPx * mmPerPx) : null,
    enclosedUnderBlur: m.holes.filter((hole) => hole.inscribedPx * mmPerPx < BLUR_GAP_MM).length,
    minReadableCm: finestGapMm ? roundUp((sizeCm * BLUR_GAP_MM) / Math.max(finestGapMm, 1e-6)) : null,
    comfortableCm: finestGapMm ? roundUp((sizeCm * COMFORTABLE_GAP_MM) / Math.max(finestGapMm, 1e-6)) : null,
    thinnestLineMm: thinnest,
    medianLineMm: median,
    status,
  };
}
