/** The tokens and mentions every stage passes along (README.md). */

import type { Token } from '../wordMatching';

export type ChoiceField = 'style' | 'bodyZone' | 'size' | 'colors';

export interface WordToken extends Token {
  /** The word and its singular forms, for matching plurals. */
  forms: string[];
  /** Set when the word was spell-corrected to `text`. */
  fuzzy: boolean;
  /** The word as written (before spell-correction). */
  original: string;
  sentence: number;
}

export interface Mention {
  field: ChoiceField | 'keywords';
  value: string;
  confidence: number;
  start: number;
  end: number;
  fuzzy: boolean;
}

export interface JudgedMention extends Mention {
  negated: boolean;
  uncertain: boolean;
  corrected: boolean;
  afterCorrection: boolean;
  asked: boolean;
}

export const isWord = (token: Token): boolean => !token.boundary && /^[a-z\u00e0-\u00f6\u00f8-\u017f]/.test(token.text);

const tokenMatches = (token: WordToken | undefined, word: string): boolean => !!token && !token.boundary && token.forms.includes(word);

export const matchesAt = (tokens: WordToken[], start: number, words: readonly string[]): boolean =>
  words.every((word, offset) => tokenMatches(tokens[start + offset], word));

/** The words of one sentence, lower-cased and joined. */
export const sentenceText = (tokens: WordToken[], sentence: number): string => tokens.filter((t) => t.sentence === sentence && (isWord(t) || /^\d/.test(t.text))).map((t) => t.text).join(' ');
