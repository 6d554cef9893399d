/** Resolve: one value per choice field, and how sure the engine is of it. */

import { CORRECTION_CONFIDENCE, FUZZY_FACTOR, TENTATIVE_CONFIDENCE } from '../confidence';
import type { ChoiceField, JudgedMention } from '../tokens';

const COLOR_PRECEDENCE = ['red and black', 'blue and green', 'colorful', 'black and grey', 'black only'];

export function pickChoice(field: ChoiceField, candidates: JudgedMention[]): JudgedMention | undefined {
  const live = candidates.filter((m) => !m.negated);
  if (live.length === 0) return undefined;
  const changed = live.filter((m) => m.corrected || m.afterCorrection);
  let pool = changed.length > 0 ? changed : live;
  // "a big back piece": the piece type says how big "big" is.
  const sure = pool.filter((m) => !m.asked && !m.uncertain);
  if (sure.length > 0) pool = sure;
  const largeAndExtraLarge = pool.some((m) => m.value === 'large') && pool.some((m) => m.value === 'extra-large');
  if (field === 'size' && largeAndExtraLarge) return pool.find((m) => m.value === 'extra-large');
  const rank = (m: JudgedMention): number => (field === 'colors' ? COLOR_PRECEDENCE.indexOf(m.value) * -10 : 0) + finalConfidence(m);
  return [...pool].sort((a, b) => rank(b) - rank(a) || a.start - b.start)[0];
}

export function finalConfidence(mention: JudgedMention): number {
  let confidence = mention.confidence * (mention.fuzzy ? FUZZY_FACTOR : 1);
  if (mention.corrected) confidence = Math.max(confidence, CORRECTION_CONFIDENCE);
  if (mention.uncertain || mention.asked) confidence = Math.min(confidence, TENTATIVE_CONFIDENCE);
  return Math.round(confidence * 100) / 100;
}
