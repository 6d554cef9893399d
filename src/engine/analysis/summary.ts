/**
 * A saved analysis in a few lines of plain text: the design's card in the profile and the
 * artist's hand-off (issue #36 puts these lines in the booking PDF). Pure; docs/analyst.md.
 */
import type { SavedAnalysis } from '../contracts/analysis';

// Imports nothing but the saved shape's type: the profile shows these lines on every design card,
// so no table of the Analyst's is loaded for them (skin-tone ids are their names: 'deep', 'fair').

const STATUS_TEXT = {
  clear: 'detail stays readable',
  tight: 'detail is tight',
  blurs: 'fine detail will blur',
  'no-detail': 'no ink found',
} as const;

const cm = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} cm`;
const range = ([low, high]: readonly [number, number], unit: string) => (low === high ? `${low}${unit}` : `${low}–${high}${unit}`);

/**
 * Up to five lines: readability at size, longevity on the skin tone, pain and sittings, the style,
 * and the first tip. The model's critique (if any) is not summarised: the artist reads it whole.
 */
export function analysisSummary(analysis: SavedAnalysis): string[] {
  const { inputs, readability: r, longevity: l, effort: e, style, tips } = analysis;
  const readable = r.minReadableCm !== null && r.status !== 'clear' ? `; readable from ${cm(r.minReadableCm)}` : '';
  const gap = r.finestGapMm !== null ? ` (finest gap ${r.finestGapMm} mm)` : '';
  const lines = [
    `At ${cm(inputs.sizeCm)}: ${STATUS_TEXT[r.status]}${gap}${readable}.`,
    `Longevity ${l.score}/100 on ${l.skinTone} skin; ${Math.round(l.fastFadingShare * 100)}% fast-fading colours.`,
    `${e.zoneLabel}: pain ${range(e.painRange, '/10')}; ${range(e.hoursRange, ' h')} in ${e.sittings} sitting${e.sittings === 1 ? '' : 's'}.`,
    `Style reads as ${style.guess}${style.briefStyle && style.briefStyle !== style.guess ? ` (brief: ${style.briefStyle})` : ''}.`,
  ];
  if (tips[0]) lines.push(`Tip: ${tips[0].text}`);
  return lines;
}
