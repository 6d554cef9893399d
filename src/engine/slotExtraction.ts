/**
 * Slot extraction, the engine's public entry: free text → design-brief suggestions ({field, value, confidence}).
 * The work is done in stages (src/engine/understanding/README.md: normalise, segment, classify, extract, judge, resolve).
 */

export { CORRECTION_CONFIDENCE, TENTATIVE_CONFIDENCE } from './understanding/confidence';
export type { ChoiceField } from './understanding/tokens';
export { splitKeywords } from './understanding/resolve/keywords';
export { continuesOffTopic, isOffTopic } from './understanding/classify/followUp';
export { extractSlots } from './understanding/extractSlots';
export { PLACEMENT_NOTE_PREFIX } from './understanding/resolve/description';
export { mentionedOptions } from './understanding/extract/choices';
export { mentionedSubjects } from './understanding/extract/subjects';
