/** Judge: each mention in, a judged mention out — negated, doubted, corrected, asked about, someone else's (README.md). */

import type { ClassifiedMessage } from '../classify/messageParts';
import type { SegmentedMessage } from '../segment/message';
import type { JudgedMention, Mention, WordToken } from '../tokens';
import { negationContext } from './negation';
import { someoneElses } from './othersTattoo';

/** "a rose instead", "a rose rather than a skull": the mention replaces what came before. */
function replacesBefore(tokens: WordToken[], mention: Mention): boolean {
  const after = tokens.slice(mention.end, mention.end + 3).map((t) => t.text);
  return (after.includes('instead') && tokens[mention.end + after.indexOf('instead') + 1]?.text !== 'of') || (after[0] === 'rather' && after[1] === 'than');
}

/** How many words after a correction marker its change of mind reaches ("actually make it a small one"). */
const CORRECTION_REACH = 4;

/** A judge for the mentions of one message. */
export function mentionJudge(tokens: WordToken[], segments: SegmentedMessage, classified: ClassifiedMessage): (mention: Mention) => JudgedMention {
  const { corrections, lastCorrection } = segments;
  const { asking, offTopic } = classified;
  return (mention) => {
    const { negated, uncertain } = negationContext(tokens, mention.start);
    // ("actually make it small": a correction a few words before, in the same clause)
    const correctedBefore = corrections.some(
      ({ end }) => end <= mention.start && mention.start - end <= CORRECTION_REACH && !tokens.slice(end, mention.start).some((t) => t.boundary),
    );
    return {
      ...mention,
      negated,
      uncertain,
      corrected: !negated && (correctedBefore || replacesBefore(tokens, mention)),
      afterCorrection: lastCorrection >= 0 && mention.start > lastCorrection,
      // Off-topic clauses ("is the ribs painful?", "book me in for my forearm") are answered, never written.
      // ("my mate got one on his neck", "my sister has a sleeve": someone else's tattoo is not a choice for this one)
      asked:
        mention.start < tokens.length &&
        (asking.has(tokens[mention.start].sentence) || offTopic.has(mention.start) || (mention.field !== 'keywords' && someoneElses(tokens, mention.start))),
    };
  };
}
