/** Segment: where the speaker changes their mind ("actually make it small", "rather than a rose"). */

import { wordSet } from '../../lexicon/lexicon';
import type { WordToken } from '../tokens';
import { CORRECTION_ENTRIES, phrasePositions, waitingVerb } from './phrases';

/** "does it actually hurt", "it's really actually fine": "actually" after a verb or a pronoun only stresses it. */
const STRESSED_BY_ACTUALLY = wordSet("grammar.do + grammar.be-present + grammar.negation + 'will' + 'would' + 'it' + 'they' + 'this' + 'that' + 'really'");
/** "rather than", "rather a …", "rather have": "rather" that proposes something else. */
const RATHER_PROPOSES = wordSet(
  "grammar.comparison + grammar.articles + grammar.definite + grammar.negation + verbs.using + 'some' + 'something' + 'have' + 'go' + 'do' + 'make'",
);

/** A correction marker that is no change of mind where it stands. */
function noChangeOfMind(tokens: WordToken[], start: number): boolean {
  const word = tokens[start].text;
  const before = tokens[start - 1]?.text ?? '';
  // ("the go": a noun, not "go for")
  if (word === 'go' && before === 'the') return true;
  if (word === 'actually' && STRESSED_BY_ACTUALLY.has(before)) return true;
  // ("rather thin", "rather large": a degree word before an adjective is no change of mind)
  return word === 'rather' && !RATHER_PROPOSES.has(tokens[start + 1]?.text ?? '') && !/^(?:i'd|id|would|'d|or)$/.test(before);
}

/** The correction phrases of the message, outside idioms and waiting verbs. */
export function correctionPositions(tokens: WordToken[], ignored: ReadonlySet<number>): { start: number; end: number }[] {
  const markers = phrasePositions(tokens, CORRECTION_ENTRIES);
  return markers.filter(({ start }) => !ignored.has(start) && !waitingVerb(tokens, start) && !noChangeOfMind(tokens, start));
}
