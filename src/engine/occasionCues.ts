/**
 * Memorial and celebratory cues, shared by the tact replies (occasion.ts) and the story capture. The reading lives in
 * understanding/classify/occasions/ (cues.ts).
 */

export { RELATIONS } from './understanding/classify/occasions/words';
export { occasionCues, occasionCue, isMemorial, isCelebration } from './understanding/classify/occasions/cues';
export type { OccasionCue } from './understanding/classify/occasions/cues';
