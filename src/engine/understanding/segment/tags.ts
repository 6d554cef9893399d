/** Segment: the part-of-speech tags of the message, aligned with its tokens and repaired where the light tagger errs. */

import type { TaggedWord } from '../../nlp/tagger';
import { pattern } from '../../patterns/patterns';
import { CLAUSE_BREAKS, DETERMINERS, MEASURE_NOUNS, PERSON_WORDS } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';

/** Aligns tagger words to our word tokens (the tagger may split or drop a few); undefined where unsure. */
export function alignTags(tokens: WordToken[], tagged: readonly TaggedWord[]): (TaggedWord | undefined)[] {
  const aligned: (TaggedWord | undefined)[] = new Array<TaggedWord | undefined>(tokens.length).fill(undefined);
  let t = 0;
  for (let i = 0; i < tokens.length && t < tagged.length; i++) {
    if (!isWord(tokens[i])) continue;
    const want = tokens[i].original.replace(/[^a-z0-9'\u00e0-\u00f6\u00f8-\u017f]/g, '');
    for (let look = t; look < Math.min(t + 3, tagged.length); look++) {
      if (tagged[look].text === want) {
        aligned[i] = tagged[look];
        t = look + 1;
        break;
      }
    }
  }
  return aligned;
}

/**
 * "a garden fork leaning on it", "Three Harrows darts stuck in the treble", "a bunch of Fuggles hops hanging
 * off the side", "a quad skate with a star": the light tagger reads a noun phrase's head as a verb ("fork", "darts",
 * "hops", "skate") when a participle or a preposition follows it. After a determiner or a number and one or two
 * modifiers, a "verb" right before a participle, a preposition or the end of the clause is the phrase's head noun.
 */
// (and a modal or a copula after the head — "a garden fork would be perfect")
const HEAD_FOLLOWERS = pattern('tagging.head-followers');

export function headNounsTaggedAsVerbs(tokens: WordToken[], tags: (TaggedWord | undefined)[]): void {
  for (let k = 1; k < tokens.length; k++) {
    const tag = tags[k];
    if (!tag || !tag.verb || tag.noun || tag.adjective || !isWord(tokens[k]) || tag.gerund || /(?:ing|ed)$/.test(tokens[k].original)) continue;
    const next = tokens[k + 1];
    // (or a relative clause with its relative word left out — "the hiking boots we wore")
    const zeroRelative = /^(?:we|i|he|she|they|you)$/.test(next?.text ?? '') && !!tags[k + 2]?.verb && !tags[k + 2]?.noun;
    const closes = !next || next.boundary || !isWord(next) || HEAD_FOLLOWERS.test(next.text) || /^[a-z]{3,}ing$|^[a-z]{2,}ed$/.test(next.text) || CLAUSE_BREAKS.has(next.text) || zeroRelative;
    if (!closes) continue;
    // one or two modifiers (nouns, adjectives, names) back to a determiner or a number
    let j = k - 1;
    let modifiers = 0;
    // ("my garden fork" — a bare verb form right after a determiner is a modifier too, the tagger's guess)
    const modifierAt = (m: number): boolean =>
      ((!!tags[m]?.noun || !!tags[m]?.adjective || !!tags[m]?.proper || !!tags[m]?.capital) && !tags[m]?.verb) ||
      (!!tags[m]?.baseVerb && !tags[m]?.gerund && DETERMINERS.has(tokens[m - 1]?.text ?? ''));
    while (j >= 0 && modifiers < 3 && isWord(tokens[j]) && !DETERMINERS.has(tokens[j].text) && !/^(?:\d+|two|three|four|five|six|pair|bunch|couple)$/.test(tokens[j].text) && modifierAt(j) && !tags[j]?.pronoun) {
      j -= 1;
      modifiers += 1;
    }
    const opener = tokens[j]?.text ?? '';
    // (before an -ing word, a plain singular noun right before it is the verb's subject: "the lotus represents coming
    // through" — only a name or an adjective makes it a modifier: "two Cornish crabs climbing out")
    const beforeHead = k - 1;
    // (after a measure and "of" the words are a held noun phrase: "a pair of old track spikes hanging by the laces")
    const held = opener === 'of' && MEASURE_NOUNS.has(tokens[j - 1]?.text ?? '');
    if (next && /ing$/.test(next.text) && tags[beforeHead]?.noun && !tags[beforeHead]?.proper && !tags[beforeHead]?.capital && !tags[beforeHead]?.adjective && !held) continue;
    // (or a fragment of its own — "Dovetail saw." — a noun (no person, no name) opening the sentence and the head closing it)
    const fragment =
      (j < 0 || !!tokens[j]?.boundary) && (!next || !!next.boundary) && !!tags[j + 1]?.noun && !tags[j + 1]?.proper && !PERSON_WORDS.has(tokens[j + 1].text);
    // (right after a number word a plural -s form needs no modifier — "want three darts in the treble 20")
    const counted = modifiers === 0 && /^(?:two|three|four|five|six|seven|eight|nine|ten|twelve)$/.test(opener) && /[^s]s$/.test(tokens[k].original);
    if (counted || (modifiers >= 1 && (DETERMINERS.has(opener) || fragment || /^(?:\d+|two|three|four|five|six|of|few|couple|several|many|loads|lots|some)$/.test(opener)))) tags[k] = { ...tag, noun: true, verb: false, baseVerb: false };
  }
}
