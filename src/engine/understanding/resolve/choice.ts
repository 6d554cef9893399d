/** Resolve: one value per choice field, and how sure the engine is of it. */

import type { DesignSlots, FieldSuggestion } from '../../designBrief';
import { DEFAULT_MIN_CONFIDENCE } from '../../slotChanges';
import { CORRECTION_CONFIDENCE, FUZZY_FACTOR, TENTATIVE_CONFIDENCE } from '../confidence';
import { exactSpot } from '../extract/choices';
import type { ChoiceField, JudgedMention, Mention, WordToken } from '../tokens';

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

export interface ResolvedChoices {
  /** A suggestion per choice field whose value differs from the brief so far. */
  suggestions: FieldSuggestion[];
  /** The exact spot of a chosen body zone ("inner wrist"), for the description's placement note. */
  spot?: string;
}

/** One value per choice field, with its confidence; values equal to the brief so far are not repeated. */
export function resolveChoices(
  byField: Record<ChoiceField, Mention[]>,
  judge: (mention: Mention) => JudgedMention,
  tokens: WordToken[],
  current: DesignSlots,
): ResolvedChoices {
  const suggestions: FieldSuggestion[] = [];
  let spot: string | undefined;
  for (const [field, mentions] of Object.entries(byField) as [ChoiceField, Mention[]][]) {
    const chosen = pickChoice(field, mentions.map(judge));
    if (!chosen) continue;
    const confidence = finalConfidence(chosen);
    if (field === 'bodyZone' && confidence >= DEFAULT_MIN_CONFIDENCE) spot = exactSpot(tokens, chosen);
    if (current[field] !== chosen.value) suggestions.push({ field, value: chosen.value, confidence });
  }
  return { suggestions, spot };
}
