/**
 * How people actually say each slot value: synonyms, trade slang and everyday phrasing, mapped to
 * the canonical option strings of designBrief.ts. Confidence says how directly a phrase names
 * the value (the option's own name is near-certain; "simple" only hints at minimalist).
 */
import type { BodyZone, ColorOption, TattooSize, TattooStyle } from '../designBrief';
import table from './data/vocabulary.json';

export interface VocabularyEntry<T extends string> {
  phrase: string;
  value: T;
  confidence: number;
}

/** The option's own name, or an unmistakable synonym. */
const NAMED = 0.9;
/** A common synonym people mean the option by. */
const SYNONYM = 0.85;
/** A part of a zone, or a phrase that implies the value. */
const IMPLIED = 0.75;
/** A hint: usually right, sometimes not. */
const HINT = 0.6;

/** The confidence levels the table (data/vocabulary.json) names. */
const LEVELS: Record<string, number> = { named: NAMED, synonym: SYNONYM, implied: IMPLIED, hint: HINT };

interface VocabularyRow {
  value: string;
  confidence: string;
  phrases: readonly string[];
}

/**
 * One option field's rows of the table, in order, as entries. The values are the option strings of designBrief.ts
 * (knowledge/vocabulary.test.ts checks every one against the option lists).
 */
const entries = <T extends string>(rows: readonly VocabularyRow[]): VocabularyEntry<T>[] =>
  rows.flatMap((row) => row.phrases.map((phrase) => ({ phrase, value: row.value as T, confidence: LEVELS[row.confidence] })));

export const STYLE_VOCABULARY: readonly VocabularyEntry<TattooStyle>[] = entries(table.style);
export const BODY_ZONE_VOCABULARY: readonly VocabularyEntry<BodyZone>[] = entries(table.bodyZone);
export const SIZE_VOCABULARY: readonly VocabularyEntry<TattooSize>[] = entries(table.size);
export const COLOR_VOCABULARY: readonly VocabularyEntry<ColorOption>[] = entries(table.colors);
