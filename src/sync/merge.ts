/**
 * Cache-first reads: what the server answered, merged into Dexie without losing the device's own
 * changes. A record waiting to sync (or set aside) is never overwritten by the server's copy —
 * the server's copy is older than the change the device has not sent yet. Records the server
 * holds that the device lacks are added; records the device had from the server that the server
 * no longer lists are removed.
 */
import type { InkClarityDatabase, UserRecord } from '@/db/database';
import type { Design, Profile } from '@/engine/crm/schemas';
import { foldProfilePatches, keptImage } from './outbox';

type ListTable = 'consultations' | 'appointments' | 'savedDesigns' | 'appointmentMessages';

/** Pure: which server records to store and which local ones to drop. */
export function planMerge(local: readonly UserRecord[], server: readonly UserRecord[], locallyChanged: ReadonlySet<string>) {
  const localById = new Map(local.map((record) => [record.id, record]));
  const serverIds = new Set(server.map((record) => record.id));
  const put = server.filter((record) => {
    const mine = localById.get(record.id);
    return !(mine && (mine.syncState !== undefined || locallyChanged.has(record.id)));
  });
  const remove = local
    .filter((record) => !serverIds.has(record.id) && record.syncState === undefined && !locallyChanged.has(record.id))
    .map((record) => record.id);
  return { put, remove };
}

async function changedIds(db: InkClarityDatabase, table: ListTable): Promise<Set<string>> {
  const entries = await db.outbox.where('[table+recordId]').between([table, ''], [table, '\uffff']).toArray();
  return new Set(entries.map((entry) => entry.recordId));
}

export async function mergeServerList(db: InkClarityDatabase, table: ListTable, uid: string, server: readonly UserRecord[]): Promise<void> {
  await db.transaction('rw', [db[table], db.outbox], async () => {
    const local = await db[table].where('user_id').equals(uid).toArray();
    const { put, remove } = planMerge(local, server, await changedIds(db, table));
    await db[table].bulkPut(put.map((record) => ({ ...record })));
    await db[table].bulkDelete(remove);
  });
}

/**
 * Designs, apart from the other lists: the server's design list is paginated metadata with image
 * URLs (DESIGN.md §3); fetchDesigns reads every page, so the merge sees the whole list.
 */
export async function mergeServerDesigns(db: InkClarityDatabase, uid: string, server: readonly Design[]): Promise<void> {
  // The list carries image URLs, not bytes: a design this device drew keeps its PNG.
  const local = new Map((await db.savedDesigns.where('user_id').equals(uid).toArray()).map((record) => [record.id, record]));
  await mergeServerList(db, 'savedDesigns', uid, server.map((design) => ({ ...keptImage(local.get(design.id)), ...design })));
}

/** The server's profile with the device's pending edits folded on top. */
export async function mergeServerProfile(db: InkClarityDatabase, uid: string, server: Profile, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.profileCache, db.outbox], async () => {
    const pending = (await db.outbox.where('[table+recordId]').equals(['profileCache', uid]).toArray())
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const cached = await db.profileCache.get(uid);
    const profile = foldProfilePatches(server as unknown as Record<string, unknown>, pending);
    await db.profileCache.put({ uid, profile, fetchedAt: now, ...(pending.length ? { syncState: cached?.syncState ?? 'pending' } : {}) });
  });
}

/**
 * One appointment's Message Artist thread: like the other lists, but the server's answer covers
 * only that appointment, so only that thread's local messages may be removed.
 */
export async function mergeServerMessages(db: InkClarityDatabase, uid: string, appointmentId: string, server: readonly UserRecord[]): Promise<void> {
  await db.transaction('rw', [db.appointmentMessages, db.outbox], async () => {
    const local = (await db.appointmentMessages.where('appointment_id').equals(appointmentId).toArray()).filter((m) => m.user_id === uid);
    const { put, remove } = planMerge(local, server, await changedIds(db, 'appointmentMessages'));
    await db.appointmentMessages.bulkPut(put.map((record) => ({ ...record })));
    await db.appointmentMessages.bulkDelete(remove);
  });
}
