/**
 * The demo form's send (issue #20) through the outbox: the request is stored on the device and
 * queued in ONE transaction, then — when the browser says it is online — sent at once and the
 * answer awaited, so the form can say "booked" only when the server really has it. Offline, or
 * when the server cannot be reached, it stays queued and the flusher sends it on the next
 * trigger (online, reload, Background Sync…) with the same Idempotency-Key: exactly once.
 */
import { demoRequestWrite } from '@/api/demoRequests';
import { PUBLIC_OUTBOX_UID, db as appDb, type InkClarityDatabase } from '@/db/database';
import { demoRequestInputSchema, type DemoRequestInput } from '@/engine/contracts/demoRequests';
import { discardEntry, enqueue } from './outbox';
import { flushNowAndWait, registerBackgroundSync, startSyncEngine } from './syncEngine';

/**
 * sent: the server stored it. queued: kept on this device, sent automatically later.
 * refused: the server refused it for good (nothing kept; the visitor should send it again).
 */
export type DemoSendOutcome = 'sent' | 'queued' | 'refused';

export interface SubmitDemoOptions {
  db?: InkClarityDatabase;
  /** navigator.onLine by default. */
  online?: boolean;
  /** Flushes and resolves when the entry has been tried (the engine's by default). */
  flush?: (seq: number | undefined) => Promise<void>;
  now?: number;
}

/** Throws ZodError for a form the server would refuse (the form shows its own messages first). */
export async function submitDemoRequest(form: Omit<DemoRequestInput, 'id'>, options: SubmitDemoOptions = {}): Promise<DemoSendOutcome> {
  const db = options.db ?? appDb;
  const id = crypto.randomUUID();
  const body = demoRequestInputSchema.parse({ ...form, id });
  const now = options.now ?? Date.now();
  const entry = await enqueue(db, {
    uid: PUBLIC_OUTBOX_UID, write: demoRequestWrite(body), table: 'demoRequests', recordId: id,
    applyLocally: async () => {
      await db.demoRequests.put({ ...body, id, user_id: PUBLIC_OUTBOX_UID, created_at: new Date(now).toISOString(), syncState: 'pending', localUpdatedAt: now });
    },
  }, now);
  // The flusher normally starts with the account (src/app/authStart.ts); a visitor who never
  // signs in needs it for this request too — now, and on the `online` event if it must wait.
  // (A caller that brings its own database or flush, like the unit tests, drives sending itself.)
  if (!options.db && !options.flush) startSyncEngine();
  void registerBackgroundSync();
  const online = options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine);
  if (!online) {
    // No point waiting for a request that cannot leave; the `online` trigger sends it.
    return 'queued';
  }
  await (options.flush ?? flushNowAndWait)(entry.seq);
  const after = entry.seq === undefined ? undefined : await db.outbox.get(entry.seq);
  if (after === undefined) return 'sent';
  if (after.status === 'set-aside') {
    await discardEntry(db, after.seq as number);
    return 'refused';
  }
  return 'queued';
}
