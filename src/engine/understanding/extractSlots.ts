/** The pipeline: one message in, the brief's suggestions out, stage by stage (README.md). */

import { type DesignSlots, EMPTY_SLOTS, type FieldSuggestion } from '../designBrief';
import { modelSaysOffTopic } from './classify/decision';
import { continuesOffTopic } from './classify/followUp';
import { classifyMessage } from './classify/messageParts';
import { choiceMentions, subjectMentions } from './extract/message';
import { mentionJudge } from './judge/mention';
import { normaliseMessage } from './normalise/message';
import { resolveChoices } from './resolve/choice';
import { descriptionSuggestion } from './resolve/description';
import { keywordSuggestion } from './resolve/keywords';
import { segmentMessage } from './segment/message';

/**
 * Whether the turn as a whole is answered, never written: the learned turn classifier's vote (classify/decision.ts),
 * or a fragment carrying on an off-topic question ("how much is a half sleeve?" … "and a full one?").
 */
const leavesBriefAlone = (text: string, current: DesignSlots, previousUser: string): boolean =>
  modelSaysOffTopic(text, current) || (!!previousUser && continuesOffTopic(text, previousUser));

/**
 * Reads one message and suggests slot values.
 *
 * @param text what the user said or typed
 * @param current the brief so far: keywords and description suggestions are the merged new
 *   value (existing subjects kept unless corrected away), and values equal to it are not repeated
 * @param previousUser the user's message before this one (a follow-up carries its topic on)
 * @example extractSlots('a small koi fish on my inner forearm, black & gray')
 *   // → style? no; bodyZone forearm, size small, colors 'black and grey', keywords 'koi fish'
 */
export function extractSlots(text: string, current: DesignSlots = EMPTY_SLOTS, previousUser = ''): FieldSuggestion[] {
  if (leavesBriefAlone(text, current, previousUser)) return [];
  const message = normaliseMessage(text);
  const segments = segmentMessage(message);
  const classified = classifyMessage(message, segments, current);
  const choices = choiceMentions(message, segments, classified);
  const subjects = subjectMentions(message, segments, classified, choices.choiceTokens, current);
  const judge = mentionJudge(message.tokens, segments, classified);
  const { suggestions, spot } = resolveChoices(choices.byField, judge, message.tokens, current);
  const keywords = keywordSuggestion(subjects.map(judge), message, segments.corrections.length > 0, classified.wholeOff, current.keywords);
  const description = descriptionSuggestion(text, current, spot, classified.wholeOff);
  return [...suggestions, ...(keywords ? [keywords] : []), ...(description ? [description] : [])];
}
