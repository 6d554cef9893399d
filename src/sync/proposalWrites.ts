/**
 * Booking's answers to a studio's proposal as local-first writes (issue #36): apart from
 * localWrites.ts, which every screen that writes loads (the profile among them), since only
 * booking's appointment cards answer proposals. Each answer names the proposal on show on this
 * device: sent late, after the studio proposed again, the server refuses it (409 proposal_changed)
 * and the newer proposal stays (staleAnswers.ts).
 */
import { crmWrites } from '@/api/crm';
import type { InkClarityDatabase } from '@/db/database';
import { proposalSchema } from '@/engine/crm/schemas';
import { enqueue } from './outbox';

/** The proposal on show in a stored appointment, checked (null when there is none). */
async function proposalOnShow(db: InkClarityDatabase, appointmentId: string) {
  const current = await db.appointments.get(appointmentId);
  const proposal = proposalSchema.safeParse(current?.proposal);
  return { current, proposal: proposal.success ? proposal.data : null };
}

/** Takes the studio's proposed time: shown at once (pending), the server moves the slot and answers the new status. */
export async function queueAcceptProposal(db: InkClarityDatabase, uid: string, appointmentId: string, now = Date.now()) {
  const { proposal } = await proposalOnShow(db, appointmentId);
  return enqueue(db, {
    uid, write: crmWrites.acceptProposal(appointmentId, proposal?.id ?? null), table: 'appointments', recordId: appointmentId,
    applyLocally: async () => {
      const { current, proposal: shown } = await proposalOnShow(db, appointmentId);
      if (current && shown) {
        await db.appointments.put({ ...current, date: shown.date, time: shown.time, proposal: null, syncState: 'pending', localUpdatedAt: now });
      }
    },
  }, now);
}

/** Turns down the studio's proposed time: the request keeps its own time, waiting for the studio again. */
export async function queueDeclineProposal(db: InkClarityDatabase, uid: string, appointmentId: string, now = Date.now()) {
  const { proposal } = await proposalOnShow(db, appointmentId);
  return enqueue(db, {
    uid, write: crmWrites.declineProposal(appointmentId, proposal?.id ?? null), table: 'appointments', recordId: appointmentId,
    applyLocally: async () => {
      const { current } = await proposalOnShow(db, appointmentId);
      if (current?.proposal) await db.appointments.put({ ...current, proposal: null, studio_note: '', syncState: 'pending', localUpdatedAt: now });
    },
  }, now);
}
