/**
 * Answers to a studio's proposal that arrived too late (issue #36): the person took or declined a
 * proposed time offline, the studio proposed again before the outbox sent it, and the server
 * refused the answer (409 proposal_changed) without touching the newer proposal. The outbox drops
 * the answer; this module remembers, per appointment, which proposal it was for, so the card can
 * say in one line that the studio proposed again — and fetches the server's copy to show it.
 *
 * Kept in one settings row per account (the owner's, like every non-device row: it goes with
 * their data on sign-out), not on the appointment record, which the server's copy replaces.
 */
import { fetchAppointments } from '@/api/crm';
import type { InkClarityDatabase, OutboxEntry } from '@/db/database';
import { mergeServerList } from './merge';

export const staleAnswersKey = (uid: string) => `stale-proposal-answers:${uid}`;

export interface StaleAnswer {
  /** The proposal the late answer named (null: it named none). */
  answered: string | null;
  op: 'acceptProposal' | 'declineProposal';
  /** When the server refused it (ms). */
  at: number;
}

export type StaleAnswers = Record<string, StaleAnswer>;

function isStaleAnswers(value: unknown): value is StaleAnswers {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readStaleAnswers(db: InkClarityDatabase, uid: string): Promise<StaleAnswers> {
  const value = (await db.settings.get(staleAnswersKey(uid)))?.value;
  return isStaleAnswers(value) ? value : {};
}

/**
 * Pure: does the card say "the studio proposed again"? Only while a proposal other than the one
 * the late answer named is on show (once the person answers it, or the studio answers the
 * request, the line has nothing left to explain).
 */
export function showsStaleNotice(notice: StaleAnswer | undefined, proposalOnShow: { id: string | null } | null): boolean {
  return notice !== undefined && proposalOnShow !== null && proposalOnShow.id !== notice.answered;
}

/** Remembers a refused answer (only 'proposal_changed': a newer proposal is what the person must see). */
export async function noteStaleAnswer(db: InkClarityDatabase, entry: OutboxEntry, code: string, now = Date.now()): Promise<void> {
  if (code !== 'proposal_changed' || (entry.op !== 'acceptProposal' && entry.op !== 'declineProposal')) return;
  const body = entry.body as { proposal_id?: unknown } | undefined;
  const answered = typeof body?.proposal_id === 'string' ? body.proposal_id : null;
  await db.transaction('rw', db.settings, async () => {
    const all = await readStaleAnswers(db, entry.uid);
    await db.settings.put({ key: staleAnswersKey(entry.uid), value: { ...all, [entry.recordId]: { answered, op: entry.op, at: now } } });
  });
}

/** The person answered again (or moved on): the line goes. */
export async function forgetStaleAnswer(db: InkClarityDatabase, uid: string, appointmentId: string): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const all = await readStaleAnswers(db, uid);
    if (!(appointmentId in all)) return;
    const { [appointmentId]: _gone, ...rest } = all;
    await db.settings.put({ key: staleAnswersKey(uid), value: rest });
  });
}

/**
 * After a stale answer: the device still shows the answer's own local change (a declined or taken
 * proposal), so the server's list is read at once and replaces it. A failure here only delays it
 * to the next read of the list.
 */
export async function refreshAfterStaleAnswer(db: InkClarityDatabase, uid: string, token: string | null): Promise<void> {
  if (token === null) return;
  await mergeServerList(db, 'appointments', uid, await fetchAppointments(uid, { token }));
}
