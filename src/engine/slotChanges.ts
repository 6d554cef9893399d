/**
 * Applying extraction's suggestions to the brief, and undoing them: small and pure, apart from
 * slotExtraction.ts so the designer's first paint can apply and undo
 * captures without loading the extractor and its vocabularies (issue #16's JS budget).
 */
import type { DesignSlots, FieldSuggestion, SlotField } from './designBrief';

/** Suggestions below this are shown as hints at most; the UI and the helpers apply those at or above it. */
export const DEFAULT_MIN_CONFIDENCE = 0.6;

/** One slot a suggestion changed, with the value before it (for undo). */
export interface SlotChange {
  field: SlotField;
  previous: string;
  value: string;
  confidence: number;
}

/**
 * Applies suggestions at or above `minConfidence` to the brief. Later suggestions for the same
 * field win. Returns the new brief and what changed, so the UI can show and undo it.
 */
export function applySuggestions(
  slots: DesignSlots,
  suggestions: readonly FieldSuggestion[],
  minConfidence: number = DEFAULT_MIN_CONFIDENCE,
): { slots: DesignSlots; changes: SlotChange[] } {
  const next: DesignSlots = { ...slots };
  const changes: SlotChange[] = [];
  for (const suggestion of suggestions) {
    if (suggestion.confidence < minConfidence || next[suggestion.field] === suggestion.value) continue;
    const earlier = changes.findIndex((c) => c.field === suggestion.field);
    const previous = earlier >= 0 ? changes[earlier].previous : next[suggestion.field];
    if (earlier >= 0) changes.splice(earlier, 1);
    next[suggestion.field] = suggestion.value;
    changes.push({ field: suggestion.field, previous, value: suggestion.value, confidence: suggestion.confidence });
  }
  return { slots: next, changes };
}

/** Undoes the changes `applySuggestions` reported (fields edited since are left alone). */
export function revertChanges(slots: DesignSlots, changes: readonly SlotChange[]): DesignSlots {
  const reverted: DesignSlots = { ...slots };
  for (const change of changes) if (reverted[change.field] === change.value) reverted[change.field] = change.previous;
  return reverted;
}
