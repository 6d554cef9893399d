/**
 * Settings rows that belong to the device rather than to a person (ownership.ts keeps every other
 * settings row with its owner), and the one the device reads on every open. Apart from
 * ownership.ts so that opening the database does not load the code that moves rows.
 */
import type { InkClarityDatabase } from './database';
import type { DeviceOwner } from './deviceOwner';

/** Whose rows the tables hold: `{ uid: string | null }` (null: the anonymous visitor). */
export const DEVICE_OWNER_SETTING = 'device-owner';
/** The artist directory: the same for everyone (sync/crmStore.ts keeps it for offline use). */
export const ARTIST_DIRECTORY_SETTING = 'artistDirectory';

export async function readDeviceOwner(database: InkClarityDatabase): Promise<DeviceOwner> {
  const value = (await database.settings.get(DEVICE_OWNER_SETTING))?.value as { uid?: unknown } | undefined;
  return typeof value?.uid === 'string' && value.uid ? value.uid : null;
}
