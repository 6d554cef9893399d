/**
 * Occasions, the rules' reading: whether a message tells of a death, a loss or a remembrance (memorial) or of a life
 * event worth congratulating (celebration). A small scorer over each sentence (memorial.ts, celebration.ts) and the
 * phrases that say it whoever is named (phrases.ts); README.md of classify/ says how it meets the turn classifier.
 */

import { ABSTAINING, CELEBRATION_PHRASES, celebrationSentence, COUNT_REACHED, milestoneReached, structuralCelebration } from './celebration';
import { endingOfBeing, MEMORIAL_PHRASES, memorialSentence } from './memorial';
import { BABY_CAME, CUT_SHORT, deadWithTime, HAD_FOR_DAYS, LINGERING, phraseMatches, SOMEONE_ELSE, occasionByStructure } from './phrases';
import { splitText } from './sentences';
import { tolerant } from './tolerant';

export type OccasionCue = 'memorial' | 'celebration';

export function occasionCues(text: string): { memorial: boolean; celebration: boolean } {
  const straight = tolerant(text.replace(/[\u2018\u2019\u02bc`´]/g, "'"));
  const parsed = splitText(straight);
  return {
    memorial:
      occasionByStructure(straight) === 'memorial' ||
      phraseMatches(MEMORIAL_PHRASES, straight) ||
      deadWithTime(straight) ||
      parsed.some(memorialSentence) ||
      parsed.some(endingOfBeing) ||
      (LINGERING.test(straight) && SOMEONE_ELSE.test(straight.replace(LINGERING, ''))),
    // (a baby who lived a little while is no birth to congratulate — "We had our son Ezra for two days")
    // (a baby who came is a celebration beside a loss the structural cues found first: "our rainbow baby … after losing two")
    celebration:
      !HAD_FOR_DAYS.test(straight) &&
      !CUT_SHORT.test(straight) &&
      (occasionByStructure(straight) === 'celebration' ||
        BABY_CAME.test(straight) ||
        phraseMatches(CELEBRATION_PHRASES, straight) ||
        parsed.some(celebrationSentence) ||
        (COUNT_REACHED.test(straight) && ABSTAINING.test(straight)) ||
        milestoneReached(straight) ||
        structuralCelebration(straight)),
  };
}

/** The occasion a text speaks of; a memorial wins when both appear. */
export function occasionCue(text: string): OccasionCue | undefined {
  const { memorial, celebration } = occasionCues(text);
  return memorial ? 'memorial' : celebration ? 'celebration' : undefined;
}

/** Whether `text` speaks of a death, a loss or a remembrance of someone. */
export const isMemorial = (text: string): boolean => occasionCue(text) === 'memorial';

/** Whether `text` speaks of a life event worth congratulating (and is not a memorial). */
export const isCelebration = (text: string): boolean => occasionCue(text) === 'celebration';
