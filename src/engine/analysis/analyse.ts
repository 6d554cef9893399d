/**
 * The Analyst's on-device analysis: pixel measurements (measure.ts, in the worker) plus the
 * person's inputs (size, zone, skin tone, lettering) → the analysis that is shown, saved with the
 * design and summarised for the artist. Pure and fast (no pixels are touched), so the screen
 * recomputes it on every change of size, zone or skin tone.
 */
import { ANALYSIS_VERSION, type AnalysisInputs, type SavedAnalysis } from '../contracts/analysis';
import { effortAt } from './effort';
import { letteringProofs } from './lettering';
import { longevityOn } from './longevity';
import type { DesignMeasurements } from './measure';
import { millimetresPerPixel, readabilityAt } from './readability';
import { styleNotesAt } from './styleNotes';
import { tipsFor } from './tips';

export function analyse(m: DesignMeasurements, inputs: AnalysisInputs, now: Date = new Date()): SavedAnalysis {
  const mmPerPx = millimetresPerPixel(m, inputs.sizeCm);
  const readability = readabilityAt(m, inputs.sizeCm);
  const longevity = longevityOn(m, inputs.skinTone);
  const style = styleNotesAt(m, mmPerPx, inputs.style);
  // Hours follow the style the person named; without one, the style the pixels suggest.
  const effort = effortAt(m, mmPerPx, inputs.zone, inputs.style || style.guess, readability);
  const designWidthMm = m.bbox ? m.bbox.w * mmPerPx : 0;
  const lettering = letteringProofs(inputs.lettering, designWidthMm, inputs.letteringWidthShare, readability.medianLineMm);
  const tips = tipsFor({
    sizeCm: inputs.sizeCm, readability, longevity, style, effort, lettering, openingGapMm: 2 * m.openings.closingPx * mmPerPx,
  });
  return {
    version: ANALYSIS_VERSION,
    analysedAt: now.toISOString(),
    subject: m.kind,
    inputs,
    readability,
    longevity,
    style,
    effort,
    tips,
    lettering,
    critique: null,
  };
}
