/**
 * Saving the public artist directory's offline copy (directoryCache.ts reads it back). Its own module so the
 * save a visitor's /booking makes in idle time loads Dexie only, not the CRM schemas the read needs
 * (evaluating them was a ~50 ms task on /booking, issue #38).
 */
import { db as appDb, type InkClarityDatabase } from '@/db/database';
import { ARTIST_DIRECTORY_SETTING } from '@/db/deviceSettings';
import type { Artist } from '@/engine/crm/schemas';

/** Where the last directory the server sent is kept: a settings row of the device's (ownership.ts never moves it). */
export const ARTIST_DIRECTORY_KEY = ARTIST_DIRECTORY_SETTING;

export async function saveDirectory(artists: readonly Artist[], db: InkClarityDatabase = appDb): Promise<void> {
  await db.settings.put({ key: ARTIST_DIRECTORY_KEY, value: artists });
}
