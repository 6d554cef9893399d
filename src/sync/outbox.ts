/**
 * The outbox table's operations (DESIGN.md §3). Every change to a local record and to the outbox
 * happens in ONE Dexie transaction, so a crash or a closed tab never leaves a record marked
 * "waiting to sync" without its entry, nor an entry whose server copy was half applied.
 */
import type { CrmWrite } from '@/api/crm';
import type { DemoRequestWrite } from '@/api/demoRequests';
import type { InkClarityDatabase, OutboxEntry, OutboxTable, UserRecord } from '@/db/database';

/** A CRM write together with the local change that shows it at once. */
export interface LocalWrite {
  uid: string;
  write: CrmWrite | DemoRequestWrite;
  table: OutboxTable;
  recordId: string;
  /** Applies the change to the local copy, inside the outbox's transaction. */
  applyLocally: (db: InkClarityDatabase) => Promise<void>;
}

export const outboxTables = (db: InkClarityDatabase) => [db.outbox, db.profileCache, db.savedDesigns, db.consultations, db.appointments, db.demoRequests, db.appointmentMessages];

/** Applies the write to Dexie and queues it, atomically; returns the new entry. */
export async function enqueue(db: InkClarityDatabase, local: LocalWrite, now = Date.now()): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    idempotencyKey: crypto.randomUUID(),
    uid: local.uid,
    op: local.write.op,
    method: local.write.method,
    path: local.write.path,
    body: local.write.body,
    table: local.table,
    recordId: local.recordId,
    createdAt: now,
    status: 'waiting',
    attempts: 0,
    notBefore: 0,
  };
  await db.transaction('rw', outboxTables(db), async () => {
    await local.applyLocally(db);
    entry.seq = await db.outbox.add(entry);
  });
  return entry;
}

/** The next entry to send for this user (lowest seq among waiting ones). */
export function nextWaiting(db: InkClarityDatabase, uid: string): Promise<OutboxEntry | undefined> {
  return db.outbox.where('[uid+status]').equals([uid, 'waiting']).first();
}

export function countWaiting(db: InkClarityDatabase, uid: string): Promise<number> {
  return db.outbox.where('[uid+status]').equals([uid, 'waiting']).count();
}

export function listSetAside(db: InkClarityDatabase, uid: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[uid+status]').equals([uid, 'set-aside']).toArray();
}

/** Every entry of this user (waiting and set aside), in send order. */
export async function listEntries(db: InkClarityDatabase, uid: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('[uid+status]').anyOf([[uid, 'waiting'], [uid, 'set-aside']]).toArray();
  return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Other entries (waiting or set aside) still changing the same record. */
async function othersFor(db: InkClarityDatabase, entry: OutboxEntry): Promise<OutboxEntry[]> {
  const all = await db.outbox.where('[table+recordId]').equals([entry.table, entry.recordId]).toArray();
  return all.filter((other) => other.seq !== entry.seq);
}

/** Folds pending profile edits onto a profile (the server's, or the cached one). */
export function foldProfilePatches(profile: Record<string, unknown>, patches: readonly OutboxEntry[]): Record<string, unknown> {
  let result = profile;
  for (const patch of patches) result = { ...result, ...(patch.body as Record<string, unknown>) };
  return result;
}

/**
 * 2xx: the entry leaves the outbox and the server's copy (ids, timestamps) replaces the local
 * one — unless later writes to the same record still wait, which then stay on top of it.
 */
export async function completeEntry(db: InkClarityDatabase, entry: OutboxEntry, serverCopy: unknown, now = Date.now()): Promise<void> {
  await db.transaction('rw', outboxTables(db), async () => {
    if (entry.seq === undefined || !(await db.outbox.get(entry.seq))) return; // already completed elsewhere
    await db.outbox.delete(entry.seq);
    const others = await othersFor(db, entry);
    if (entry.table === 'demoRequests') {
      // Nothing on the device shows a sent demo request, and a shared device should not keep a
      // visitor's contact details: the server has it now, the local copy goes.
      await db.demoRequests.delete(entry.recordId);
      return;
    }
    const state = others.length === 0 ? undefined : others.some((o) => o.status === 'set-aside') ? 'set-aside' : 'pending';
    if (entry.table === 'profileCache') {
      const profile = foldProfilePatches(serverCopy as Record<string, unknown>, others);
      await db.profileCache.put({ uid: entry.uid, profile, fetchedAt: now, ...(state ? { syncState: state } : {}) });
      return;
    }
    const table = db[entry.table];
    if (state) {
      // Later edits of this record still wait: keep them, but take what only the server knows.
      const local = await table.get(entry.recordId);
      const server = serverCopy as UserRecord;
      await table.put({ ...server, ...local, created_at: server.created_at ?? local?.created_at, syncState: state } as UserRecord);
      return;
    }
    // The server answers a saved design with metadata and an image URL; the device keeps the PNG it
    // already holds, so the design still shows offline.
    const local = entry.table === 'savedDesigns' ? await table.get(entry.recordId) : undefined;
    await table.put({ ...keptImage(local), ...(serverCopy as UserRecord) });
  });
}

/** The local PNG data URL of a saved design, carried over when the server's copy replaces it. */
export function keptImage(local: UserRecord | undefined): { image?: unknown } {
  return local && typeof local.image === 'string' ? { image: local.image } : {};
}

/** A transient failure: the entry stays first in line; its attempt count and reason are kept. */
export async function noteFailure(db: InkClarityDatabase, entry: OutboxEntry, reason: string, notBefore: number): Promise<void> {
  if (entry.seq === undefined) return;
  await db.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: reason, notBefore });
}

/** A refusal that retrying cannot fix: kept on the device, marked, and the user is told. */
export async function setAside(db: InkClarityDatabase, entry: OutboxEntry, failure: string, reason: string): Promise<void> {
  await db.transaction('rw', outboxTables(db), async () => {
    if (entry.seq === undefined) return;
    await db.outbox.update(entry.seq, { status: 'set-aside', attempts: entry.attempts + 1, failure, lastError: reason });
    await markRecord(db, entry.table, entry.uid, entry.recordId, 'set-aside');
  });
}

async function markRecord(db: InkClarityDatabase, table: OutboxTable, uid: string, recordId: string, syncState: 'pending' | 'set-aside' | undefined) {
  if (table === 'profileCache') {
    const cached = await db.profileCache.get(uid);
    if (cached) await db.profileCache.put({ ...cached, syncState });
    return;
  }
  const record = await db[table].get(recordId);
  if (record) await db[table].put({ ...record, syncState });
}

/**
 * The server refused a write as stale (it answered a proposal the studio has replaced since): the
 * entry goes, and the record loses its local mark so the next read takes the server's copy —
 * unless later writes to it still wait.
 */
export async function dropStale(db: InkClarityDatabase, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', outboxTables(db), async () => {
    if (entry.seq === undefined || !(await db.outbox.get(entry.seq))) return;
    await db.outbox.delete(entry.seq);
    if ((await othersFor(db, entry)).length === 0) await markRecord(db, entry.table, entry.uid, entry.recordId, undefined);
  });
}

/**
 * The user's "Discard" on a set-aside entry: the entry goes; a record the server never had goes
 * with it; a changed record loses its local mark and is refreshed from the server on next read.
 */
export async function discardEntry(db: InkClarityDatabase, seq: number): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', outboxTables(db), async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return undefined;
    await db.outbox.delete(seq);
    const others = await othersFor(db, entry);
    if (others.length > 0) return entry;
    if (entry.method === 'POST' && entry.table !== 'profileCache') {
      await db[entry.table].delete(entry.recordId);
    } else {
      await markRecord(db, entry.table, entry.uid, entry.recordId, undefined);
    }
    return entry;
  });
}

/**
 * The user's "Send again" (after editing, or as is): a new Idempotency-Key — the server keeps
 * its refusal under the old one and would replay it — and the entry waits again in its place.
 * `body` replaces what is sent; `applyLocally` puts the edit on the local record too.
 */
export async function resendEntry(
  db: InkClarityDatabase, seq: number, edit?: { body: unknown; applyLocally: (db: InkClarityDatabase) => Promise<void> },
): Promise<void> {
  await db.transaction('rw', outboxTables(db), async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    if (edit) await edit.applyLocally(db);
    await db.outbox.update(seq, {
      idempotencyKey: crypto.randomUUID(),
      status: 'waiting',
      attempts: 0,
      notBefore: 0,
      failure: undefined,
      lastError: undefined,
      ...(edit ? { body: edit.body } : {}),
    });
    await markRecord(db, entry.table, entry.uid, entry.recordId, 'pending');
  });
}
