/**
 * The on-device figures as the text a vision model reads beside the picture (the Analyst's
 * critique, with a key): the summary lines the profile shows, the readability thresholds, the
 * style notes and the tips, so the model builds on what was measured instead of guessing it.
 * Pure; docs/analyst.md.
 */
import type { SavedAnalysis } from '../contracts/analysis';
import { analysisSummary } from './summary';

/** The figures for the critique prompt, one per line (a few hundred characters). */
export function critiqueFigures(analysis: SavedAnalysis): string {
  const { inputs, readability: r, style, tips } = analysis;
  const lines = [
    `Measured on the device (${analysis.subject === 'photo' ? 'a reference photo' : 'a generated design'}):`,
    ...analysisSummary(analysis).filter((line) => !line.startsWith('Tip:')),
    `Brief: ${inputs.sizeCm} cm on the ${inputs.zone}; style ${inputs.style || 'not set'}; colours ${inputs.colours || 'not set'}; ` +
      `skin tone ${inputs.skinTone}.`,
    `Line spacing under ${r.blurGapMm} mm typically blurs within years; ${Math.round(r.shareUnderBlur * 100)}% of the enclosed gaps are under it.`,
  ];
  if (r.thinnestLineMm !== null) lines.push(`Thinnest line ${r.thinnestLineMm} mm; median line ${r.medianLineMm ?? '–'} mm.`);
  if (inputs.lettering.length > 0) lines.push(`Lettering: ${inputs.lettering.map((word) => `"${word}"`).join(', ')}.`);
  for (const reason of style.reasons) lines.push(`Style note: ${reason}`);
  for (const tip of tips) lines.push(`Device tip: ${tip.text}`);
  return lines.join('\n');
}
