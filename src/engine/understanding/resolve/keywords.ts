/** Resolve: the subjects merged into the brief's keywords. */

import type { FieldSuggestion } from '../../designBrief';
import { QUOTE_CONFIDENCE } from '../confidence';
import { finalConfidence } from './choice';
import type { JudgedMention } from '../tokens';
import { foldPlurals } from '../../wordMatching';

/** Splits a keywords slot into its subjects ("rose, wolf" or "phoenix rebirth flames"). */
export function splitKeywords(keywords: string): string[] {
  return keywords
    .split(/[,;]|\band\b/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether `outer` names `inner` as whole words ("great wave" contains "wave"). */
const containsSubject = (outer: string, inner: string): boolean => {
  const fold = (text: string): string => ` ${foldPlurals(text.toLowerCase().replace(/["']/g, ''))} `;
  return fold(outer).length > fold(inner).length && fold(outer).includes(fold(inner));
};

const sameSubject = (a: string, b: string): boolean => foldPlurals(a.toLowerCase().replace(/["']/g, '')) === foldPlurals(b.toLowerCase().replace(/["']/g, ''));

export function mergeKeywords(mentions: JudgedMention[], quotes: string[], current: string, replace: boolean): FieldSuggestion | undefined {
  const wanted = mentions.filter((m) => !m.negated && !m.uncertain);
  const unwanted = mentions.filter((m) => m.negated);
  const fresh: string[] = [];
  for (const value of [...quotes.map((q) => `"${q}"`), ...wanted.map((m) => m.value)]) if (!fresh.some((f) => sameSubject(f, value))) fresh.push(value);
  let items = splitKeywords(current);
  const before = items.join(', ');
  if (replace && fresh.length > 0 && wanted.some((m) => m.corrected || m.afterCorrection)) items = [];
  items = items.filter((item) => !unwanted.some((m) => sameSubject(item, m.value)));
  for (const value of fresh) if (!items.some((item) => sameSubject(item, value))) items.push(value);
  // "a wave, like the great wave": keep the more specific subject only.
  items = items.filter((item) => !items.some((other) => other !== item && containsSubject(other, item)));
  const after = items.join(', ');
  if (after === before || (items.length === 0 && before === '')) return undefined;
  const confidences = [
    ...quotes.map(() => QUOTE_CONFIDENCE),
    ...mentions.filter((m) => !m.uncertain).map((m) => finalConfidence(m)),
  ];
  return { field: 'keywords', value: after, confidence: Math.max(...confidences) };
}
