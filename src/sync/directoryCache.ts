/**
 * The public artist directory as last loaded on this device (issue #36), so /booking, /artists/:id
 * and the profile name artists offline. It is the same for everyone (no personal data), kept in
 * the Settings table. Visitors' screens load this module after their first paint, never before.
 */
import { db as appDb, type InkClarityDatabase } from '@/db/database';
import { ARTIST_DIRECTORY_SETTING } from '@/db/deviceSettings';
import type { Artist } from '@/engine/crm/schemas';

/** Where the last directory the server sent is kept: a settings row of the device's (ownership.ts never moves it). */
const ARTIST_DIRECTORY_KEY = ARTIST_DIRECTORY_SETTING;

export async function saveDirectory(artists: readonly Artist[], db: InkClarityDatabase = appDb): Promise<void> {
  await db.settings.put({ key: ARTIST_DIRECTORY_KEY, value: artists });
}

/** The directory last saved on this device; null before the first load (or when what is kept no longer reads). */
export async function savedDirectory(db: InkClarityDatabase = appDb): Promise<Artist[] | null> {
  // The schemas load with the first read, not with the save a first visit makes in idle time
  // (evaluating them was a ~50 ms task on /booking, issue #38).
  const [record, { artistSchema }] = await Promise.all([db.settings.get(ARTIST_DIRECTORY_KEY), import('@/engine/crm/schemas')]);
  const parsed = artistSchema.array().safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}
