/**
 * The designer's brief as a shared record: where it is stored and how a screen other than the
 * designer (the AI Assistant's 'Use in designer') writes into it without importing the designer
 * feature. The designer store rereads the brief when it hears `{ part: 'slots' }` on
 * `DESIGNER_SYNC_CHANNEL` — from another tab, or from this page's assistant (a second
 * BroadcastChannel object of the same name receives what this one posts).
 */
import type { InkClarityDatabase } from '@/db/database';
import { BODY_ZONE_OPTIONS, EMPTY_SLOTS, SIZE_OPTIONS, SLOT_FIELDS, STYLE_OPTIONS, type DesignSlots } from '@/engine/designBrief';
import { applySuggestions, type SlotChange } from '@/engine/slotChanges';
import type { AgentDesign, FieldSuggestion } from '@/engine/types';

/** The `designBriefs` row of the brief the designer has open. */
export const BRIEF_ID = 'current';
/** The BroadcastChannel the designer's store listens on. */
export const DESIGNER_SYNC_CHANNEL = 'inkclarity-designer';

/** Keeps only string slot values (older rows, hand edits). */
export function sanitizeSlots(raw: unknown): DesignSlots {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const slots: DesignSlots = { ...EMPTY_SLOTS };
  for (const field of SLOT_FIELDS) if (typeof r[field] === 'string') slots[field] = r[field];
  return slots;
}

const oneOf = (options: readonly string[], value: string | undefined): string | undefined => {
  const v = value?.trim().toLowerCase();
  return v && options.includes(v) ? v : undefined;
};

/** A chat reply's design (spec §3: style, placement, size) as slot suggestions; values outside the option lists are dropped. */
export function designSuggestions(design: AgentDesign): FieldSuggestion[] {
  const suggestions: FieldSuggestion[] = [];
  const style = oneOf(STYLE_OPTIONS, design.style);
  const zone = oneOf(BODY_ZONE_OPTIONS, design.placement);
  const size = oneOf(SIZE_OPTIONS, design.size);
  if (style) suggestions.push({ field: 'style', value: style, confidence: 1 });
  if (zone) suggestions.push({ field: 'bodyZone', value: zone, confidence: 1 });
  if (size) suggestions.push({ field: 'size', value: size, confidence: 1 });
  return suggestions;
}

/**
 * Spec §4: a reply's design updates the style, placement and size slots where present. Returns
 * what changed (empty when the brief already had those values). The app's database is imported
 * here on first use: the designer reads this module's helpers before Dexie has loaded (issue #16).
 */
export async function writeDesignToBrief(design: AgentDesign, given?: InkClarityDatabase): Promise<SlotChange[]> {
  const database = given ?? (await import('@/db/database')).db;
  const changes = await database.transaction('rw', database.designBriefs, async () => {
    const row = await database.designBriefs.get(BRIEF_ID);
    const { slots, changes } = applySuggestions(sanitizeSlots(row?.slots), designSuggestions(design));
    if (changes.length > 0) await database.designBriefs.put({ id: BRIEF_ID, slots, updatedAt: Date.now() });
    return changes;
  });
  if (changes.length > 0 && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(DESIGNER_SYNC_CHANNEL);
    channel.postMessage({ part: 'slots' });
    channel.close();
  }
  return changes;
}
