/**
 * 'Open in Designer': the saved design's brief becomes the studio's current brief (Dexie, the
 * designer's own storage rows), with the Design Studio tab open. The profile never imports the
 * designer feature: it writes the same rows the designer reads when it starts.
 */
import type { InkClarityDatabase, UserRecord } from '@/db/database';
import { EMPTY_SLOTS, type DesignSlots } from '@/engine/designBrief';

/** The designer's Dexie keys (src/features/designer/designerPersistence.ts). */
const BRIEF_ID = 'current';
const UI_SETTINGS_KEY = 'designer-ui';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function slotsFromDesign(design: UserRecord): DesignSlots {
  return {
    ...EMPTY_SLOTS,
    style: text(design.style),
    bodyZone: text(design.placement),
    keywords: text(design.keywords),
    size: text(design.size),
    colors: text(design.colors),
    description: text(design.description),
  };
}

export async function loadIntoDesigner(db: InkClarityDatabase, design: UserRecord, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.designBriefs, db.settings], async () => {
    await db.designBriefs.put({ id: BRIEF_ID, slots: slotsFromDesign(design), updatedAt: now });
    const ui = await db.settings.get(UI_SETTINGS_KEY);
    const value = typeof ui?.value === 'object' && ui.value !== null ? ui.value : {};
    await db.settings.put({ key: UI_SETTINGS_KEY, value: { ...value, tab: 'studio' } });
  });
}
