/**
 * The public artist directory as last loaded on this device (issue #36), so /booking, /artists/:id
 * and the profile name artists offline. It is the same for everyone (no personal data), kept in
 * the Settings table. Visitors' screens load this module after their first paint, never before.
 */
import { db as appDb, type InkClarityDatabase } from '@/db/database';
import { artistSchema, type Artist } from '@/engine/crm/schemas';
import { ARTIST_DIRECTORY_KEY } from './directorySave';

export { saveDirectory } from './directorySave';

/** The directory last saved on this device; null before the first load (or when what is kept no longer reads). */
export async function savedDirectory(db: InkClarityDatabase = appDb): Promise<Artist[] | null> {
  const record = await db.settings.get(ARTIST_DIRECTORY_KEY);
  const parsed = artistSchema.array().safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}
