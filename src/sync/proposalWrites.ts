/**
 * Booking's answers to a studio's proposal as local-first writes (issue #36): apart from
 * localWrites.ts, which every screen that writes loads (the profile among them), since only
 * booking's appointment cards answer proposals.
 */
import { crmWrites } from '@/api/crm';
import type { InkClarityDatabase } from '@/db/database';
import { enqueue } from './outbox';

/** Takes the studio's proposed time: shown at once (pending), the server moves the slot and answers the new status. */
export async function queueAcceptProposal(db: InkClarityDatabase, uid: string, appointmentId: string, now = Date.now()) {
  return enqueue(db, {
    uid, write: crmWrites.acceptProposal(appointmentId), table: 'appointments', recordId: appointmentId,
    applyLocally: async () => {
      const current = await db.appointments.get(appointmentId);
      const proposal = current?.proposal as { date?: string; time?: string } | null | undefined;
      if (current && proposal?.date && proposal.time) {
        await db.appointments.put({ ...current, date: proposal.date, time: proposal.time, proposal: null, syncState: 'pending', localUpdatedAt: now });
      }
    },
  }, now);
}

/** Turns down the studio's proposed time: the request keeps its own time, waiting for the studio again. */
export async function queueDeclineProposal(db: InkClarityDatabase, uid: string, appointmentId: string, now = Date.now()) {
  return enqueue(db, {
    uid, write: crmWrites.declineProposal(appointmentId), table: 'appointments', recordId: appointmentId,
    applyLocally: async () => {
      const current = await db.appointments.get(appointmentId);
      if (current?.proposal) await db.appointments.put({ ...current, proposal: null, studio_note: '', syncState: 'pending', localUpdatedAt: now });
    },
  }, now);
}
