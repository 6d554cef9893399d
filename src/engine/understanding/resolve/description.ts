/** Resolve: the story sentences and the placement note that make the brief's description. */

import type { DesignSlots, FieldSuggestion } from '../../designBrief';
import { occasionCue } from '../../occasionCues';
import { circumstanceOnly } from '../classify/circumstance';
import { isOffTopic } from '../classify/followUp';
import { DESCRIPTION_CONFIDENCE, PLACEMENT_NOTE_CONFIDENCE } from '../confidence';
import { pattern } from '../../patterns/patterns';
import { normalizeText } from '../../wordMatching';

/** A sentence that tells what the piece means to the person (patterns/story.json). */
const STORY_PATTERN = pattern('story.story-sentence');

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentences that tell what the tattoo means to the user, as they wrote them. */
export function storySentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const lower = normalizeText(sentence);
      if (!lower || /^\W*$/.test(lower)) return false;
      if (/["\u201c\u201d]|(^|\s)'[^']{2,}'/.test(sentence)) return true;
      if (/\?\s*$/.test(sentence) && !/\b(represent|symboli|memory|mean)/.test(lower)) return false;
      return (STORY_PATTERN.test(lower) || occasionCue(sentence) !== undefined) && !/\babout \d/.test(lower);
    });
}

/** How the exact placement reads in the description: "Placement: inner wrist." */
export const PLACEMENT_NOTE_PREFIX = 'Placement:';

const sentenceEnd = (text: string): string => (text && !/[.!?]$/.test(text) ? `${text}.` : text);

/**
 * The description suggestion: the story sentences the brief does not have yet added to it, and the exact placement
 * kept as a note (the zone list has eight spots; "inner wrist" → forearm keeps "Placement: inner wrist.").
 */
export function descriptionSuggestion(text: string, current: DesignSlots, spot: string | undefined, wholeOff: boolean): FieldSuggestion | undefined {
  const keepsStory = (sentence: string): boolean => !isOffTopic(sentence) && !(current.keywords.trim() && circumstanceOnly(sentence) && !occasionCue(text));
  const story = (wholeOff ? [] : storySentences(text))
    .filter(keepsStory)
    .map((s) => capitalise(s))
    .join(' ');
  let description = current.description.trim();
  if (story && !description.includes(story)) description = description ? `${sentenceEnd(description)} ${story}` : story;
  const spotNote = spot ? `${PLACEMENT_NOTE_PREFIX} ${spot}.` : '';
  if (spotNote && !description.toLowerCase().includes(spotNote.toLowerCase())) {
    description = `${sentenceEnd(description.replace(new RegExp(`\\s*${PLACEMENT_NOTE_PREFIX} [^.]*\\.`, 'g'), '').trim())} ${spotNote}`.trim();
  }
  if (description === current.description.trim()) return undefined;
  return { field: 'description', value: description, confidence: story ? DESCRIPTION_CONFIDENCE : PLACEMENT_NOTE_CONFIDENCE };
}
