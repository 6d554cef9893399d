/** Classify: whole messages that are off-topic, and short follow-ups that carry an off-topic question on. */

import { offTopicTokens } from './offTopic';
import { mentionedOptions } from '../extract/choices';
import { extractQuotes } from '../normalise/quotes';
import { prepareTokens } from '../normalise/spelling';
import { phrasePositions, PROPOSAL_ENTRIES } from '../segment/phrases';
import { CLAUSE_BREAKS, DESIGN_TALK, FRAGMENT_OPENERS, QUESTION_STARTERS, UNMARKED_QUESTION_STARTERS } from '../sharedWords';
import { isWord } from '../tokens';
import { normalizeText, tokenize } from '../../wordMatching';

/** Longest follow-up message ("and coffee?", "what about Sundays") read as carrying on the question before it. */
const FOLLOW_UP_WORDS = 4;

/**
 * Whether `text` is a short fragment that carries on the user's previous message, an off-topic
 * question ("can I drink before? … and coffee?"): it opens with "and", "or", "what about", … or is a
 * bare question, and names no design detail (no design word, no zone, style, size or colour).
 */
export function continuesOffTopic(text: string, previousUser: string): boolean {
  const tokens = tokenize(normalizeText(text)).filter(isWord);
  if (tokens.length === 0 || tokens.length > FOLLOW_UP_WORDS) return false;
  const words = tokens.map((t) => t.text).join(' ');
  const opens = FRAGMENT_OPENERS.test(tokens[0].text) || /^(?:also|too)$/.test(tokens[tokens.length - 1].text);
  if (!opens && !/\?\s*$/.test(text)) return false;
  // ("what about …" after an off-topic question asks the same thing about something else: not a proposal here)
  const proposal = phrasePositions(prepareTokens(tokenize(normalizeText(text.replace(/\b(?:what|how) about\b/gi, '')))), PROPOSAL_ENTRIES).length > 0;
  if (DESIGN_TALK.test(words) || proposal) return false;
  if ((['style', 'bodyZone', 'size', 'colors'] as const).some((field) => mentionedOptions(text, field).length > 0)) return false;
  const previous = previousUser.trim();
  const asked = /\?\s*$/.test(previous) || UNMARKED_QUESTION_STARTERS.has(tokenize(normalizeText(previous)).find(isWord)?.text ?? '') || QUESTION_STARTERS.has(tokenize(normalizeText(previous)).find(isWord)?.text ?? '');
  return asked && isOffTopic(previous);
}

/** Whether a message is only off-topic talk (booking, artists, price, pain, healing): no design detail at all. */
export function isOffTopic(text: string): boolean {
  const tokens = prepareTokens(tokenize(normalizeText(extractQuotes(text).rest)));
  const words = tokens.map((t, i) => (isWord(t) ? i : -1)).filter((i) => i >= 0);
  if (words.length === 0) return false;
  const off = offTopicTokens(tokens);
  return words.every((i) => off.has(i) || CLAUSE_BREAKS.has(tokens[i].text));
}
