/** Classify: sentences written in another language (the helpers read English). */

import { lexiconKnows } from '../../nlp/tagger';
import { isWord, type WordToken } from '../tokens';
import FOREIGN from './data/foreign.json';

/**
 * Function words of the languages people mix with English here (French, Spanish, Portuguese, Italian, German, Tagalog,
 * Hindi and Urdu written in Latin letters) that are no English words.
 */
const FOREIGN_FUNCTION_WORDS: ReadonlySet<string> = new Set(FOREIGN.functionWords);

/** A wish said in one of those languages ("quiero", "gusto", "chahiye"). */
const WISH_WORDS: ReadonlySet<string> = new Set(FOREIGN.wishWords);

/** Words of sentences mostly in another language: two of its function words or more, and two words in three unknown to English. */
export function foreignSentenceTokens(tokens: WordToken[]): number[] {
  const bySentence = new Map<number, number[]>();
  tokens.forEach((t, k) => {
    if (isWord(t)) bySentence.set(t.sentence, [...(bySentence.get(t.sentence) ?? []), k]);
  });
  const foreign: number[] = [];
  for (const words of bySentence.values()) {
    const texts = words.map((k) => tokens[k].original.toLowerCase());
    const functionWords = new Set(texts.filter((w) => FOREIGN_FUNCTION_WORDS.has(w)));
    const unknown = texts.filter((w) => FOREIGN_FUNCTION_WORDS.has(w) || !lexiconKnows(w)).length;
    // (a wish in that language keeps the English things it names: "quiero un hard hat y un theodolite", "gusto ko yung jeepney")
    const wish = texts.some((w) => WISH_WORDS.has(w));
    if (words.length >= 3 && functionWords.size >= 2 && unknown * 3 >= words.length * 2 && !wish) foreign.push(...words);
  }
  return foreign;
}
