/** Classify: sentences written in another language (the helpers read English). */

import { lexiconKnows } from '../../nlp/tagger';
import { isWord, type WordToken } from '../tokens';

/**
 * Function words of the languages people mix with English here (French, Spanish, Portuguese, Italian, German, Tagalog,
 * Hindi and Urdu written in Latin letters) that are no English words.
 */
const FOREIGN_FUNCTION_WORDS = new Set(
  ('je tu il elle nous vous ils est et pour avec que qui sur dans les des mon ma mes peux faire une être était très aussi mais ' +
    'el los las y con por para mi muy es una pero porque también siempre quiero tengo ' +
    'não com uma para mas muito também ' +
    'che sono della nel molto anche ' +
    'ich und ist mit nicht ein eine der die das auch ' +
    'ang ng mga sa na ko ako namin kami siya ay po naman ' +
    'hai ka ki ke mera meri mere bhi nahi aur se tha thi hoon').split(' '),
);

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
    const wish = texts.some((w) => /^(?:quiero|quisiera|quero|voudrais|veux|vorrei|voglio|möchte|mochte|gusto|chahiye|chahta|chahti|chahte)$/.test(w));
    if (words.length >= 3 && functionWords.size >= 2 && unknown * 3 >= words.length * 2 && !wish) foreign.push(...words);
  }
  return foreign;
}
