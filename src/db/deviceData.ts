/**
 * A signed-in user's copy of their data on this device, for the shared-device sign-out (a studio
 * tablet serves many clients). What "their data" is: the cached profile, saved designs,
 * consultations, appointments and Message Artist threads whose user_id is theirs. Queued writes (the outbox) that have
 * not reached the server are never removed here: the records they carry stay with them and are
 * sent at the user's next sign-in. The designer's work (briefs, drawn designs, chats) belongs to
 * the device and is not touched — except the on-body previews: a photo of someone's skin is the
 * most personal thing a shared tablet holds, so clearing the device removes every one.
 */
import { db as defaultDb, type InkClarityDatabase, type OutboxEntry } from './database';

type MaybeOwnedEntry = OutboxEntry & { uid?: string; recordId?: string };

/** Outbox entries of this user still waiting to sync (entries from before owners were recorded count too). */
async function pendingEntries(database: InkClarityDatabase, uid: string): Promise<MaybeOwnedEntry[]> {
  const entries = (await database.outbox.toArray()) as MaybeOwnedEntry[];
  return entries.filter((entry) => entry.uid === undefined || entry.uid === uid);
}

export async function countUnsyncedWrites(uid: string, database: InkClarityDatabase = defaultDb): Promise<number> {
  return (await pendingEntries(database, uid)).length;
}

export interface ClearedData {
  records: number;
  /** Unsynced writes kept for the next sign-in. */
  keptUnsynced: number;
}

export async function clearUserDataFromDevice(uid: string, database: InkClarityDatabase = defaultDb): Promise<ClearedData> {
  return database.transaction('rw', [database.profileCache, database.savedDesigns, database.consultations, database.appointments, database.appointmentMessages, database.outbox, database.skinPreviews, database.handoffPacks], async () => {
    const pending = await pendingEntries(database, uid);
    // A record whose write has not synced yet stays, so the flusher can still send it and update it.
    const keep = new Set(pending.map((entry) => entry.recordId).filter((id): id is string => typeof id === 'string'));
    let records = 0;
    records += await database.profileCache.where('uid').equals(uid).delete();
    for (const table of [database.savedDesigns, database.consultations, database.appointments, database.appointmentMessages]) {
      records += await table.where('user_id').equals(uid).filter((record) => !keep.has(record.id)).delete();
    }
    // Hand-off packs hold the person's brief and photo (issue #36); one not sent yet stays, like an unsynced write.
    records += await database.handoffPacks.where('user_id').equals(uid).filter((pack) => pack.uploadedAt !== undefined).delete();
    records += await database.skinPreviews.count();
    await database.skinPreviews.clear();
    return { records, keptUnsynced: pending.length };
  });
}
