/** Extract: the choice-field values and the subjects a message mentions (README.md). */

import type { DesignSlots } from '../../designBrief';
import { sizeForCentimetres } from '../../knowledge/sizes';
import { wordSet } from '../../lexicon/lexicon';
import { evenOutText } from '../../wordMatching';
import type { ClassifiedMessage } from '../classify/messageParts';
import type { NormalisedMessage } from '../normalise/message';
import type { SegmentedMessage } from '../segment/message';
import { findMentions } from '../segment/phrases';
import { MEASURED_SIZE_CONFIDENCE } from '../confidence';
import { CLAUSE_BREAKS } from '../sharedWords';
import { type ChoiceField, isWord, type Mention } from '../tokens';
import { FIELD_VOCABULARIES } from '../vocabularies';
import { keepAmpersands, keepClassifyingGenitives, keepInitialisms, keepModelHyphens, keepModelNumbers } from './asWritten';
import { isFalseFriend, measuredSize, zoneInCompound } from './choices';
import { joinHyphenChains, joinModelHeads } from './joins';
import { keywordMentions } from './subjects';

export const CHOICE_FIELDS = ['style', 'bodyZone', 'size', 'colors'] as const satisfies readonly ChoiceField[];

/** Nouns that "old school" names the style of ("old school style", "an old school piece"), not a desk or a friend. */
const OLD_SCHOOL_NAMES = wordSet("design-talk.nouns + 'style' + 'look' + 'vibe' + 'feel' + 'linework' + 'traditional' + 'work' + 'flash' + 'one'");

export interface ChoiceMentions {
  byField: Record<ChoiceField, Mention[]>;
  /** Every token a choice value was read from (the subjects do not read them again). */
  choiceTokens: Set<number>;
}

/** The choice-field values mentioned, field by field, and a measured size. */
export function choiceMentions(message: NormalisedMessage, { ignored, tags }: SegmentedMessage, classified: ClassifiedMessage): ChoiceMentions {
  const { tokens, names, normalized } = message;
  const { asking, offTopic } = classified;
  // ("an old school desk": a style name before a noun of its own is the noun's modifier, not a style)
  const styleInCompound = (m: Mention): boolean =>
    m.field === 'style' && m.end - m.start > 1 && tokens.slice(m.start, m.end).map((t) => t.text).join(' ') === 'old school' &&
    !!tags[m.end]?.noun && !tags[m.end]?.pronoun && !OLD_SCHOOL_NAMES.has(tokens[m.end]?.text ?? '');
  const byField = {} as Record<ChoiceField, Mention[]>;
  const choiceTokens = new Set<number>();
  for (const field of CHOICE_FIELDS) {
    const mentions = findMentions(tokens, FIELD_VOCABULARIES[field], ignored, field).filter(
      (m) => !isFalseFriend(tokens, m, names) && !(field === 'bodyZone' && zoneInCompound(tokens, tags, m)) && !styleInCompound(m),
    );
    for (const m of mentions) for (let k = m.start; k < m.end; k++) choiceTokens.add(k);
    byField[field] = mentions;
  }
  const cm = measuredSize(normalized);
  // ("how much for something like 5cm": a measure inside a message answered as a whole is asked, not chosen)
  const allAnswered = tokens.some(isWord) && tokens.every((t, k) => !isWord(t) || offTopic.has(k) || asking.has(t.sentence) || CLAUSE_BREAKS.has(t.text));
  if (cm !== undefined && !allAnswered) {
    const end = tokens.length;
    byField.size.push({ field: 'size', value: sizeForCentimetres(cm), confidence: MEASURED_SIZE_CONFIDENCE, start: end, end, fuzzy: false });
  }
  return { byField, choiceTokens };
}

/** The subjects: listed and open-vocabulary ones, joined across the words that split them and kept as written. */
export function subjectMentions(
  message: NormalisedMessage,
  { ignored }: SegmentedMessage,
  classified: ClassifiedMessage,
  choiceTokens: ReadonlySet<number>,
  current: DesignSlots,
): Mention[] {
  const { tokens, rest } = message;
  const { asking, offTopic } = classified;
  const found = keywordMentions(tokens, ignored, choiceTokens, asking, offTopic, evenOutText(rest), `${current.keywords} ${current.description}`, rest);
  // (hyphen chains read from the text before hyphens become spaces)
  const chained = joinHyphenChains(tokens, rest, found);
  const asWritten = keepClassifyingGenitives(keepModelHyphens(keepModelNumbers(keepInitialisms(keepAmpersands(chained, rest), rest), rest), rest), rest);
  return joinModelHeads(tokens, asWritten);
}
