/** Normalise: the message as typed or dictated becomes even text and spell-corrected tokens (README.md). */

import { normalizeText, tokenize } from '../../wordMatching';
import type { WordToken } from '../tokens';
import { extractQuotes } from './quotes';
import { capitalisedNames, prepareTokens } from './spelling';
import { BODY_PART_COMPOUND, evenOutDialect, PARTICIPLE_COMPOUND, tidyTyping } from './typing';

export interface NormalisedMessage {
  /** The message as written. */
  text: string;
  /** Quoted lettering, kept as written ('the word "hope"'). */
  quotes: string[];
  /** The text without its quotes, typing and dialect evened out, noun + participle compounds set aside. */
  rest: string;
  /** `rest` lower-cased and evened out for matching. */
  normalized: string;
  /** Capitalised names, kept as written. */
  names: Set<string>;
  /** `normalized` tokenised and spell-corrected towards the engine's vocabularies. */
  tokens: WordToken[];
}

/** "£200 return with the car": a sum of money is a price, whatever the symbol. */
const MONEY = /[£$€]\s?(\d[\d,.]*)/g;

/**
 * "a hand-tied lure", "a sun-bleached skull": a noun + participle compound describes how the thing is made or looks
 * (not a hand, not a placement); the subject is what follows, so it is set aside. ("palm-sized" is a size;
 * "wire-haired", "long-eared" describe an animal's body and name its kind: kept)
 */
const setAsideCompounds = (text: string): string =>
  text.replace(PARTICIPLE_COMPOUND, (compound: string) => (BODY_PART_COMPOUND.test(compound.trim()) ? compound : ''));

/** Quotes lifted out, the text evened out, tokenised and spell-corrected. */
export function normaliseMessage(text: string): NormalisedMessage {
  const { quotes, rest: unquoted } = extractQuotes(text);
  const rest = setAsideCompounds(evenOutDialect(tidyTyping(unquoted).replace(MONEY, '$1 pounds')));
  const normalized = normalizeText(rest);
  const names = capitalisedNames(rest);
  return { text, quotes, rest, normalized, names, tokens: prepareTokens(tokenize(normalized), names) };
}
