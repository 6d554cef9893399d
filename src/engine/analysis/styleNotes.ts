/**
 * Style and technical notes: a style guess from line and palette statistics
 * (data/styleSignatures.json), how consistent the line weight is, how much is fill, and what a
 * stencil would lose — outlines left open by a small gap and specks under the smallest mark.
 */
import type { StyleNotes } from '../contracts/analysis';
import readability from './data/readability.json';
import signatures from './data/styleSignatures.json';
import { SPECK_BINS, WIDTH_BIN_PX, type DesignMeasurements } from './measure';

export type StyleFeature = keyof typeof signatures.features;
type Ranges = Partial<Record<StyleFeature, [number, number]>>;

const STYLES = signatures.styles as { id: string; ranges: Ranges }[];
const SCALES = signatures.scales as Partial<Record<StyleFeature, number>>;
/** A colour family counts toward the palette when it holds this share of the ink. */
const PALETTE_SHARE = 0.03;
/** Strokes wider than this share of the design's size are fill (size-free, for the style guess). */
const FILL_FRACTION = 0.025;
/** Line weight reads as consistent under this coefficient of variation, as varied over VARIED_CV. */
const CONSISTENT_CV = 0.35;
const VARIED_CV = 0.7;
/**
 * A guess is sure (confidence 1) when it fits this much better than the runner-up (mean closeness
 * 0-1); under it, the runner-up is named too.
 */
const CLEAR_MARGIN = 0.1;
const CHROMATIC = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'pastel'] as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** The size-free statistics the style guess compares. */
export function styleFeatures(m: DesignMeasurements): Record<StyleFeature, number> {
  const longSide = m.bbox ? Math.max(m.bbox.w, m.bbox.h) : 1;
  const inked = sum(m.strokeBins) || 1;
  const fillFrom = Math.ceil((FILL_FRACTION * longSide) / WIDTH_BIN_PX);
  let seen = 0;
  let median = 0;
  for (let i = 0; i < m.strokeBins.length; i += 1) {
    seen += m.strokeBins[i];
    if (seen >= inked / 2) {
      median = i * WIDTH_BIN_PX;
      break;
    }
  }
  const black = (m.families.black ?? 0) + (m.families.grey ?? 0);
  return {
    blackShare: black,
    colourShare: Math.max(0, 1 - black - (m.families.white ?? 0)),
    paletteSize: CHROMATIC.filter((family) => (m.families[family] ?? 0) >= PALETTE_SHARE).length,
    fillShare: sum(m.strokeBins.slice(fillFrom)) / inked,
    lineWidth: (median / longSide) * 100,
    softShare: m.softShare,
    coverage: m.bbox ? m.inkPixels / (m.bbox.w * m.bbox.h) : 0,
    symmetry: m.symmetry,
    straightShare: m.straightShare,
    enclosedShapes: Math.log10(m.holeCount + 1),
  };
}

function closeness(value: number, [low, high]: [number, number], scale: number): number {
  const distance = value < low ? low - value : value > high ? value - high : 0;
  return Math.exp(-distance / scale / signatures.falloff);
}

const DESCRIBE: Record<StyleFeature, (value: number) => string> = {
  blackShare: (v) => `${percent(v)} of the ink is black or grey`,
  colourShare: (v) => `${percent(v)} of the ink is in colour`,
  paletteSize: (v) => `${v} colour famil${v === 1 ? 'y' : 'ies'} (3% of the ink or more)`,
  fillShare: (v) => `${percent(v)} of the ink is fill or solid shapes`,
  lineWidth: (v) => `a typical stroke is ${v.toFixed(1)}% of the design's size`,
  softShare: (v) => `${percent(v)} of the ink is in soft gradients`,
  coverage: (v) => `${percent(v)} of the design's area is inked`,
  symmetry: (v) => `${percent(v)} of the ink is mirrored left to right`,
  straightShare: (v) => `${percent(v)} of the edges run in four directions (straight lines)`,
  enclosedShapes: (v) => `${Math.round(10 ** v - 1)} enclosed shapes`,
};

/** Every style's score (0-1, the mean closeness of its statistics), best first. */
export function rankStyles(features: Record<StyleFeature, number>): { id: string; score: number; matched: StyleFeature[] }[] {
  return STYLES.map((style) => {
    const entries = Object.entries(style.ranges) as [StyleFeature, [number, number]][];
    const scored = entries.map(([feature, range]) => ({ feature, fit: closeness(features[feature], range, SCALES[feature] ?? 1) }));
    const score = sum(scored.map((s) => s.fit)) / scored.length;
    return { id: style.id, score, matched: scored.filter((s) => s.fit > 0.99).map((s) => s.feature) };
  }).sort((a, b) => b.score - a.score);
}

function lineWeightCv(m: DesignMeasurements, mmPerPx: number): number | null {
  const limit = readability.fillStrokeMm / mmPerPx;
  let n = 0;
  let total = 0;
  let squares = 0;
  m.strokeBins.forEach((area, i) => {
    const width = (i + 0.5) * WIDTH_BIN_PX;
    if (width >= limit || area === 0) return;
    n += area;
    total += area * width;
    squares += area * width * width;
  });
  if (n === 0) return null;
  const mean = total / n;
  return Math.round((Math.sqrt(Math.max(0, squares / n - mean * mean)) / mean) * 100) / 100;
}

function technicalNotes(m: DesignMeasurements, mmPerPx: number, cv: number | null, fillShare: number, specks: number): string[] {
  const notes: string[] = [];
  if (cv !== null) {
    const kind = cv < CONSISTENT_CV ? 'consistent' : cv > VARIED_CV ? 'strongly varied' : 'varied';
    notes.push(`Line weight is ${kind}: the line widths vary by ${Math.round(cv * 100)}% around their mean.`);
  }
  notes.push(`${percent(fillShare)} of the ink is fill (strokes wider than ${readability.fillStrokeMm} mm at this size).`);
  if (m.openings.count > 0) {
    const gapMm = (2 * m.openings.closingPx * mmPerPx).toFixed(1);
    const one = m.openings.count === 1;
    notes.push(`${m.openings.count} outline${one ? ' is' : 's are'} open by a gap under ${gapMm} mm: a stencil shows ${one ? 'it' : 'them'} open.`);
  }
  if (specks > 0) {
    notes.push(`${specks} speck${specks === 1 ? '' : 's'} under ${readability.speckMm} mm across would be lost in the stencil and blur into the skin.`);
  }
  return notes;
}

/** Ink specks whose longest side is under the speck size at this scale. */
export function speckCount(m: DesignMeasurements, mmPerPx: number): number {
  const limit = readability.speckMm / mmPerPx;
  let count = 0;
  for (let side = 1; side < SPECK_BINS && side < limit; side += 1) count += m.speckBins[side];
  return count;
}

export function styleNotesAt(m: DesignMeasurements, mmPerPx: number, briefStyle: string): StyleNotes {
  const features = styleFeatures(m);
  const ranked = rankStyles(features);
  const [best, second] = ranked;
  const margin = best.score - second.score;
  const cv = mmPerPx > 0 ? lineWeightCv(m, mmPerPx) : null;
  const fillLimit = readability.fillStrokeMm / Math.max(mmPerPx, 1e-9);
  const inked = sum(m.strokeBins) || 1;
  const fillShare = sum(m.strokeBins.filter((_, i) => i * WIDTH_BIN_PX >= fillLimit)) / inked;
  const specks = mmPerPx > 0 ? speckCount(m, mmPerPx) : 0;
  return {
    guess: best.id,
    confidence: Math.round(Math.max(0, Math.min(1, margin / CLEAR_MARGIN)) * 100) / 100,
    briefStyle: briefStyle.trim().slice(0, 80),
    reasons: best.matched.slice(0, 3).map((feature) => DESCRIBE[feature](features[feature])),
    lineWeightCv: cv,
    fillShare: Math.round(fillShare * 1000) / 1000,
    openShapes: m.openings.count,
    specks,
    notes: [
      ...(margin < CLEAR_MARGIN ? [`It could also read as ${second.id}: the statistics fit both nearly as well.`] : []),
      ...technicalNotes(m, mmPerPx, cv, fillShare, specks),
    ].slice(0, 6),
  };
}
