/** Segment: the fixed phrases and part-of-speech tags of a normalised message (README.md). */

import { tagWords, type TaggedWord } from '../../nlp/tagger';
import { evenOutText } from '../../wordMatching';
import type { NormalisedMessage } from '../normalise/message';
import { correctionPositions } from './corrections';
import { IGNORED_ENTRIES, phrasePositions } from './phrases';
import { alignTags, headNounsTaggedAsVerbs } from './tags';

export interface SegmentedMessage {
  /** Tokens inside idioms to ignore ("an arm and a leg", "close to my heart"). */
  ignored: Set<number>;
  /** Where the speaker changes their mind ("actually", "make it"). */
  corrections: { start: number; end: number }[];
  /** The start of the last correction, or -1. */
  lastCorrection: number;
  /** The tagger's tags aligned with the tokens (empty when the tagger is not loaded). */
  tags: (TaggedWord | undefined)[];
}

/** Idioms, corrections and tags of the message's tokens. */
export function segmentMessage({ tokens, rest }: NormalisedMessage): SegmentedMessage {
  const ignored = new Set<number>();
  for (const { start, end } of phrasePositions(tokens, IGNORED_ENTRIES)) for (let k = start; k < end; k++) ignored.add(k);
  const corrections = correctionPositions(tokens, ignored);
  const lastCorrection = corrections.length > 0 ? Math.max(...corrections.map((c) => c.start)) : -1;
  const tagged = tagWords(evenOutText(rest));
  const tags = tagged ? alignTags(tokens, tagged) : [];
  headNounsTaggedAsVerbs(tokens, tags);
  return { ignored, corrections, lastCorrection, tags };
}
