/** The brief's option vocabularies and the subject list, compiled for phrase matching (knowledge/vocabulary.ts, knowledge/subjects.ts). */

import { SUBJECTS } from '../knowledge/subjects';
import { BODY_ZONE_VOCABULARY, COLOR_VOCABULARY, SIZE_VOCABULARY, STYLE_VOCABULARY, type VocabularyEntry } from '../knowledge/vocabulary';
import { KEYWORD_CONFIDENCE } from './confidence';
import type { ChoiceField } from './tokens';
import { normalizeText, tokenize } from '../wordMatching';

interface CompiledEntry<T extends string> {
  words: string[];
  value: T;
  confidence: number;
}

/** Phrases grouped by their first word, so matching looks only at phrases that can start at a token. */
export type PhraseIndex<T extends string> = ReadonlyMap<string, readonly CompiledEntry<T>[]>;

function indexByFirstWord<T extends string>(entries: readonly CompiledEntry<T>[]): PhraseIndex<T> {
  const index = new Map<string, CompiledEntry<T>[]>();
  for (const entry of entries) {
    const bucket = index.get(entry.words[0]) ?? [];
    bucket.push(entry);
    index.set(entry.words[0], bucket);
  }
  return index;
}

export const asPhrases = (phrases: readonly string[][]): PhraseIndex<string> =>
  indexByFirstWord(phrases.map((words) => ({ words, value: words.join(' '), confidence: 1 })));

const compile = <T extends string>(vocabulary: readonly VocabularyEntry<T>[]): CompiledEntry<T>[] =>
  vocabulary.map((entry) => ({ words: tokenize(normalizeText(entry.phrase)).map((t) => t.text), value: entry.value, confidence: entry.confidence }));

export const FIELD_ENTRIES: Record<ChoiceField, CompiledEntry<string>[]> = {
  style: compile(STYLE_VOCABULARY),
  bodyZone: compile(BODY_ZONE_VOCABULARY),
  size: compile(SIZE_VOCABULARY),
  colors: compile(COLOR_VOCABULARY),
};

export const FIELD_VOCABULARIES: Record<ChoiceField, PhraseIndex<string>> = {
  style: indexByFirstWord(FIELD_ENTRIES.style),
  bodyZone: indexByFirstWord(FIELD_ENTRIES.bodyZone),
  size: indexByFirstWord(FIELD_ENTRIES.size),
  colors: indexByFirstWord(FIELD_ENTRIES.colors),
};

export const SUBJECT_LIST: CompiledEntry<string>[] = compile(SUBJECTS.map((phrase) => ({ phrase, value: phrase, confidence: KEYWORD_CONFIDENCE })));

export const SUBJECT_ENTRIES = indexByFirstWord(SUBJECT_LIST);
