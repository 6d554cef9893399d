/**
 * Voice keyword extraction (spec §5, §9): runs only on transcripts longer than 10 characters,
 * with fixed confidences per field, and notices when the user asks to see the design.
 */
import { EMPTY_SLOTS, type DesignSlots, type FieldSuggestion, type SlotField } from './designBrief';
import { extractSlots } from './slotExtraction';

/** Spec §9: extraction needs more than this many characters. */
export const VOICE_MIN_TRANSCRIPT_CHARS = 10;

/** Spec §9's confidences. Keywords are not in the spec's list; they take colour's (lowest) figure. */
export const VOICE_CONFIDENCE: Partial<Record<SlotField, number>> = {
  style: 0.8,
  bodyZone: 0.8,
  size: 0.7,
  colors: 0.6,
  keywords: 0.6,
};

/** Spec §9: the words that trigger image generation. */
const GENERATION_TRIGGER = /\b(generate|create (?:an? |the |my )?image|show me)\b/i;
/** "don't generate yet" is not a request to generate. */
const NEGATED_TRIGGER = /\b(don'?t|do not|not|never|no need to|without)\s+(?:\w+\s+)?(generate|create (?:an? |the |my )?image|show me)\b/i;

/** Below this an extracted value was only asked about or doubted ("does the ribs hurt?"): not heard as a choice. */
const MIN_HEARD_CONFIDENCE = 0.5;

/**
 * @param current the brief so far: keyword suggestions are then merged with it (a new subject is
 *   added, never replacing the ones already there), as in Text Chat. Off-topic talk ("find me an
 *   artist and book me in") suggests nothing.
 */
export function extractVoiceKeywords(
  transcript: string,
  current: DesignSlots = EMPTY_SLOTS,
  /** The user's message before this one: a fragment carrying on an off-topic question writes nothing. */
  previousUser = '',
): { suggestions: FieldSuggestion[]; triggerGeneration: boolean } {
  const text = transcript.trim();
  if (text.length <= VOICE_MIN_TRANSCRIPT_CHARS) return { suggestions: [], triggerGeneration: false };
  const suggestions = extractSlots(text, current, previousUser)
    .filter((s) => s.confidence >= MIN_HEARD_CONFIDENCE && VOICE_CONFIDENCE[s.field] !== undefined)
    .map((s) => ({ field: s.field, value: s.value, confidence: VOICE_CONFIDENCE[s.field] ?? s.confidence }));
  const triggerGeneration = GENERATION_TRIGGER.test(text) && !NEGATED_TRIGGER.test(text);
  return { suggestions, triggerGeneration };
}
