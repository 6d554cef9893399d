/**
 * The CRM writes as local-first operations: each validates its input with the server's own
 * schema (so a bad value is refused now, on the form, not later by the server), applies the
 * change to Dexie — the screen shows it at once, marked "waiting to sync" — and queues the
 * server call in the outbox, atomically. The store functions in crmStore.ts add the signed-in
 * uid and wake the flusher.
 */
import { crmWrites } from '@/api/crm';
import type { InkClarityDatabase, UserRecord } from '@/db/database';
import {
  APPOINTMENT_TRANSITIONS, CLIENT_DIRECTORY_TRANSITIONS, isActiveStatus, appointmentInputSchema, appointmentMessageInputSchema, consultationUpdateSchema, type ConsultationUpdate, rescheduleInputSchema, type RescheduleInput, consultationInputSchema, designInputSchema, profileUpdateSchema,
  savedAnalysisSchema, type SavedAnalysis,
  type AppointmentInput, type AppointmentStatus, type ConsultationInput, type DesignInput, type ProfileUpdate,
} from '@/engine/crm/schemas';
import { enqueue, outboxTables } from './outbox';

/** Fields the caller gives; the id and owner are the device's to set. */
export type NewConsultation = Omit<ConsultationInput, 'id' | 'user_id'>;
export type NewDesign = Omit<DesignInput, 'id' | 'user_id'>;
export type NewAppointment = Omit<AppointmentInput, 'id' | 'user_id' | 'status'>;

/** Directory artists' ids start with this (src/engine/artists.ts); a free-text artist never does. */
const DIRECTORY_ARTIST_PREFIX = 'artist-';

/** Thrown for a status change the appointment's lifecycle does not allow (same rule as the server). */
export class InvalidTransitionError extends Error {
  constructor(readonly from: string, readonly to: AppointmentStatus) {
    super(`An appointment that is ${from} cannot become ${to}.`);
    this.name = 'InvalidTransitionError';
  }
}

function pendingRecord(uid: string, id: string, fields: Record<string, unknown>, now: number): UserRecord {
  // created_at is the device's guess until the server's copy replaces it.
  return { ...fields, id, user_id: uid, created_at: new Date(now).toISOString(), syncState: 'pending', localUpdatedAt: now };
}

export async function queueProfileUpdate(db: InkClarityDatabase, uid: string, patch: ProfileUpdate, now = Date.now()) {
  const body = profileUpdateSchema.parse(patch);
  return enqueue(db, {
    uid, write: crmWrites.updateProfile(uid, body), table: 'profileCache', recordId: uid,
    applyLocally: async () => {
      const cached = await db.profileCache.get(uid);
      await db.profileCache.put({ uid, profile: { ...(cached?.profile ?? { user_id: uid }), ...body }, fetchedAt: cached?.fetchedAt ?? 0, syncState: 'pending' });
    },
  }, now);
}

export async function queueConsultation(db: InkClarityDatabase, uid: string, input: NewConsultation, now = Date.now()) {
  const body = consultationInputSchema.parse({ ...input, id: crypto.randomUUID(), user_id: uid });
  const id = body.id as string;
  await enqueue(db, {
    uid, write: crmWrites.saveConsultation(body), table: 'consultations', recordId: id,
    applyLocally: async () => { await db.consultations.put(pendingRecord(uid, id, body, now)); },
  }, now);
  return id;
}

export async function queueDesign(db: InkClarityDatabase, uid: string, input: NewDesign, now = Date.now()) {
  const body = designInputSchema.parse({ ...input, id: crypto.randomUUID(), user_id: uid });
  const id = body.id as string;
  await enqueue(db, {
    uid, write: crmWrites.saveDesign(body), table: 'savedDesigns', recordId: id,
    applyLocally: async () => { await db.savedDesigns.put(pendingRecord(uid, id, body, now)); },
  }, now);
  return id;
}

export async function queueAppointment(db: InkClarityDatabase, uid: string, input: NewAppointment, now = Date.now()) {
  const body = appointmentInputSchema.parse({ ...input, id: crypto.randomUUID(), user_id: uid });
  const id = body.id as string;
  await enqueue(db, {
    uid, write: crmWrites.createAppointment(body), table: 'appointments', recordId: id,
    applyLocally: async () => { await db.appointments.put(pendingRecord(uid, id, { ...body, status: 'requested' }, now)); },
  }, now);
  return id;
}

export async function queueAppointmentStatus(db: InkClarityDatabase, uid: string, appointmentId: string, status: AppointmentStatus, now = Date.now()) {
  return enqueue(db, {
    uid, write: crmWrites.updateAppointment(appointmentId, status), table: 'appointments', recordId: appointmentId,
    applyLocally: async () => {
      const current = await db.appointments.get(appointmentId);
      // Unknown locally (not loaded yet): the server decides; otherwise refuse what it would refuse.
      if (current) {
        const from = current.status as AppointmentStatus;
        // A directory artist's request is confirmed by the studio, never by the person (same rule as the server).
        const rules = typeof current.artist === 'string' && current.artist.startsWith(DIRECTORY_ARTIST_PREFIX) ? CLIENT_DIRECTORY_TRANSITIONS : APPOINTMENT_TRANSITIONS;
        if (!(rules[from] ?? []).includes(status)) throw new InvalidTransitionError(from, status);
        await db.appointments.put({ ...current, status, syncState: 'pending', localUpdatedAt: now });
      }
    },
  }, now);
}

/**
 * Moves an appointment to another slot (same artist). Applied locally at once (pending, back to
 * 'requested' like the server does); a taken slot comes back as the server's 409 and is set aside.
 */
export async function queueAppointmentReschedule(db: InkClarityDatabase, uid: string, appointmentId: string, slot: RescheduleInput, now = Date.now()) {
  const body = rescheduleInputSchema.parse(slot);
  return enqueue(db, {
    uid, write: crmWrites.rescheduleAppointment(appointmentId, body), table: 'appointments', recordId: appointmentId,
    applyLocally: async () => {
      const current = await db.appointments.get(appointmentId);
      if (current) {
        if (!isActiveStatus(String(current.status))) {
          throw new InvalidTransitionError(String(current.status), 'requested');
        }
        await db.appointments.put({ ...current, ...body, status: 'requested', proposal: null, syncState: 'pending', localUpdatedAt: now });
      }
    },
  }, now);
}

/**
 * A consultation growing with its conversation: the change shows at once and one PUT waits. Updates
 * of the same consultation still waiting are folded into a new entry at the end of the queue (only
 * the latest summary matters), so a long offline conversation leaves one entry, not one per turn.
 * Removing a waiting entry is safe even while it is being sent: the flusher's answer then finds it
 * gone and stores nothing, and the new entry (which carries every field of the old) follows it.
 */
export async function queueConsultationUpdate(db: InkClarityDatabase, uid: string, consultationId: string, patch: ConsultationUpdate, now = Date.now()) {
  const body = consultationUpdateSchema.parse(patch);
  return db.transaction('rw', outboxTables(db), async () => {
    const waiting = (await db.outbox.where('[table+recordId]').equals(['consultations', consultationId]).toArray())
      .filter((entry) => entry.uid === uid && entry.status === 'waiting' && entry.op === 'updateConsultation')
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const merged: ConsultationUpdate = Object.assign({}, ...waiting.map((entry) => entry.body as ConsultationUpdate), body);
    await db.outbox.bulkDelete(waiting.map((entry) => entry.seq).filter((seq): seq is number => seq !== undefined));
    return enqueue(db, {
      uid, write: crmWrites.updateConsultation(consultationId, merged), table: 'consultations', recordId: consultationId,
      applyLocally: async () => {
        const current = await db.consultations.get(consultationId);
        if (current) await db.consultations.put({ ...current, ...body, syncState: 'pending', localUpdatedAt: now });
      },
    }, now);
  });
}

export type NewAppointmentMessage = { body: string };

/** A Message Artist message: shown in the thread at once ("waiting to sync"), sent once later. */
export async function queueAppointmentMessage(db: InkClarityDatabase, uid: string, appointmentId: string, input: NewAppointmentMessage, now = Date.now()) {
  const body = appointmentMessageInputSchema.parse({ ...input, id: crypto.randomUUID() });
  const id = body.id as string;
  await enqueue(db, {
    uid, write: crmWrites.sendMessage(appointmentId, body), table: 'appointmentMessages', recordId: id,
    applyLocally: async () => {
      await db.appointmentMessages.put(pendingRecord(uid, id, { appointment_id: appointmentId, author: 'client', body: body.body }, now));
    },
  }, now);
  return id;
}

/**
 * The Analyst's analysis saved with a design: shown on the design's card at once ("waiting to
 * sync"), one PUT waits. Like a consultation's updates, a newer analysis of the same design
 * replaces a waiting one (only the latest matters), so re-analysing offline leaves one entry.
 */
export async function queueDesignAnalysis(db: InkClarityDatabase, uid: string, designId: string, analysis: SavedAnalysis, now = Date.now()) {
  const body = savedAnalysisSchema.parse(analysis);
  return db.transaction('rw', outboxTables(db), async () => {
    const waiting = (await db.outbox.where('[table+recordId]').equals(['savedDesigns', designId]).toArray())
      .filter((entry) => entry.uid === uid && entry.status === 'waiting' && entry.op === 'saveAnalysis');
    await db.outbox.bulkDelete(waiting.map((entry) => entry.seq).filter((seq): seq is number => seq !== undefined));
    return enqueue(db, {
      uid, write: crmWrites.saveAnalysis(designId, body), table: 'savedDesigns', recordId: designId,
      applyLocally: async () => {
        const current = await db.savedDesigns.get(designId);
        if (current) await db.savedDesigns.put({ ...current, analysis: body, syncState: 'pending', localUpdatedAt: now });
      },
    }, now);
  });
}
