/**
 * Classify, for the pipeline (extractSlots.ts): which sentences of a message ask, and which tokens are answered
 * rather than drawn (off-topic, another language, the speaker's life and calendar, talk around the piece).
 */

import type { DesignSlots } from '../../designBrief';
import { lexiconTag } from '../../nlp/tagger';
import { occasionCue } from '../../occasionCues';
import type { NormalisedMessage } from '../normalise/message';
import type { SegmentedMessage } from '../segment/message';
import { CLAUSE_BREAKS } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';
import { askingSentences } from './asking';
import { circumstanceSentences, lifeStatement, speakerClauses } from './circumstance';
import { HONOURED_ONE } from './designTalk';
import { foreignSentenceTokens } from './foreign';
import { offTopicTokens } from './offTopic';
import { talkAroundThePiece } from './talkAround';

export interface ClassifiedMessage {
  /** Sentence numbers of the sentences that ask ("does the wrist hurt?"). */
  asking: Set<number>;
  /** Token indices answered rather than drawn. */
  offTopic: Set<number>;
  /** The message is off-topic as a whole (however its sentences split): it writes no story and no quoted words. */
  wholeOff: boolean;
}

const pastTense = (token: WordToken): boolean => isWord(token) && lexiconTag(token.original) === 'PastTense';

/**
 * Once there is a picture, a clause about the speaker's own life brings nothing new to it — but not a memory of
 * someone else told in the past ("She made chai every evening in her old brass kettle": the habits of the one the
 * piece is for are its pictures, whatever calendar words they carry).
 */
function circumstanceWithPicture(tokens: WordToken[]): Set<number> {
  const memories = new Map<number, boolean>();
  const memoryOfAnother = (k: number): boolean => {
    const number = tokens[k].sentence;
    if (!memories.has(number)) {
      const sentence = tokens.filter((t) => t.sentence === number && isWord(t));
      memories.set(number, HONOURED_ONE.test(sentence.map((t) => t.text).join(' ')) && sentence.some(pastTense));
    }
    return memories.get(number)!;
  };
  return new Set([...[...circumstanceSentences(tokens)].filter((k) => !memoryOfAnother(k)), ...speakerClauses(tokens)]);
}

/**
 * Before there is a picture, only a circumstance in the present: a first description may be a memory on a calendar
 * ("the pier we walked along last summer") and a past tense keeps it.
 */
const circumstanceBeforePicture = (tokens: WordToken[]): number[] =>
  [...circumstanceSentences(tokens)].filter((k) => !tokens.some((t) => t.sentence === tokens[k].sentence && pastTense(t)));

/** The sentences that ask and the tokens answered rather than drawn. */
export function classifyMessage(message: NormalisedMessage, segments: SegmentedMessage, current: DesignSlots): ClassifiedMessage {
  const { tokens, text } = message;
  const asking = askingSentences(tokens);
  const offTopic = offTopicTokens(tokens);
  // (a sentence in another language is not read — the helpers read English; its words would be written as
  // subjects: "Est-ce que je peux le faire sur le bras …" wrote "peux, faire sur, bras")
  for (const k of foreignSentenceTokens(tokens)) offTopic.add(k);
  // (what the cues themselves answer, before the speaker's life and calendar are added below)
  const cuedOff = new Set(offTopic);
  const hasPicture = !!current.keywords.trim();
  // Once there is a picture, a message that only tells about the speaker's life is context, not a new subject.
  if (hasPicture && lifeStatement(tokens, text)) for (let k = 0; k < tokens.length; k++) offTopic.add(k);
  // (and a sentence that puts the speaker's life on a calendar: "my shifts are mental this month")
  // (never in a message that tells of a death or a milestone: read on the raw text, where names keep their capitals)
  const circumstance = hasPicture ? circumstanceWithPicture(tokens) : circumstanceBeforePicture(tokens);
  const cued = occasionCue(text) !== undefined;
  if (!cued) for (const k of circumstance) offTopic.add(k);
  if (!cued && talkAroundThePiece({ message, segments, asking, offTopic, cuedOff, hasPicture })) {
    for (let k = 0; k < tokens.length; k++) if (isWord(tokens[k])) offTopic.add(k);
  }
  const wholeOff = tokens.some(isWord) && tokens.every((t, k) => !isWord(t) || offTopic.has(k) || CLAUSE_BREAKS.has(t.text));
  return { asking, offTopic, wholeOff };
}
