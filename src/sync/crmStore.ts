/**
 * The CRM as the screens use it (docs/sync.md): writes are local-first (Dexie at once, marked
 * "waiting to sync", then the outbox), reads are cache-first (Dexie at once via the hooks in
 * hooks.ts, then `refresh*` merges what the server holds).
 *
 * Everything acts for the signed-in user; without one the writes throw `SignedOutError`.
 */
import {
  CrmError, fetchAppointmentMessages, fetchAppointments, fetchConsultations, fetchDesigns, fetchProfileForSignIn,
  fetchPublicArtists,
} from '@/api/crm';
import { useAuthStore } from '@/shared/auth/authStore';
import { db as appDb, type InkClarityDatabase, type UserRecord } from '@/db/database';
import {
  type AppointmentStatus, type Artist, type ConsultationUpdate, type ProfileUpdate, type RescheduleInput,
  type SavedAnalysis,
} from '@/engine/crm/schemas';
import {
  queueAppointment, queueAppointmentMessage, queueAppointmentReschedule, queueAppointmentStatus, queueConsultation, queueConsultationUpdate,
  queueDesign, queueDesignAnalysis, queueProfileUpdate, type NewAppointment, type NewAppointmentMessage, type NewConsultation, type NewDesign,
} from './localWrites';
import { saveDirectory, savedDirectory } from './directoryCache';
import { mergeServerDesigns, mergeServerList, mergeServerMessages, mergeServerProfile } from './merge';
import { discardEntry, resendEntry } from './outbox';
import { firebaseToken, registerBackgroundSync, requestFlush } from './syncEngine';

export class SignedOutError extends Error {
  constructor() {
    super('Sign in to save this.');
    this.name = 'SignedOutError';
  }
}

export function signedInUid(): string {
  const uid = useAuthStore.getState().user?.uid;
  if (!uid) throw new SignedOutError();
  return uid;
}

export async function afterWrite<T>(result: T): Promise<T> {
  void requestFlush('write');
  void registerBackgroundSync();
  return result;
}

// Writes --------------------------------------------------------------------------------------

/** Edits the profile (present fields replace stored ones). */
export async function updateProfile(patch: ProfileUpdate, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueProfileUpdate(db, signedInUid(), patch));
}

/** Saves a design; resolves with its id (the server keeps the same id). */
export async function saveDesign(design: NewDesign, db: InkClarityDatabase = appDb): Promise<string> {
  return afterWrite(await queueDesign(db, signedInUid(), design));
}

/** Saves the Analyst's analysis with one of the user's saved designs (replacing an earlier one). */
export async function saveDesignAnalysis(designId: string, analysis: SavedAnalysis, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueDesignAnalysis(db, signedInUid(), designId, analysis));
}

/** Records a consultation; resolves with its id. */
export async function recordConsultation(consultation: NewConsultation, db: InkClarityDatabase = appDb): Promise<string> {
  return afterWrite(await queueConsultation(db, signedInUid(), consultation));
}

/** Updates a consultation as its conversation grows (waiting updates of it are folded into one). */
export async function updateConsultation(consultationId: string, patch: ConsultationUpdate, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueConsultationUpdate(db, signedInUid(), consultationId, patch));
}

/** Message Artist: adds a message to an appointment's thread; resolves with its id. */
export async function sendAppointmentMessage(appointmentId: string, message: NewAppointmentMessage, db: InkClarityDatabase = appDb): Promise<string> {
  return afterWrite(await queueAppointmentMessage(db, signedInUid(), appointmentId, message));
}

/** Requests an appointment (status 'requested'); resolves with its id. */
export async function createAppointment(appointment: NewAppointment, db: InkClarityDatabase = appDb): Promise<string> {
  return afterWrite(await queueAppointment(db, signedInUid(), appointment));
}

/** Moves an appointment along its lifecycle; throws InvalidTransitionError for a move the server would refuse. */
export async function updateAppointmentStatus(appointmentId: string, status: AppointmentStatus, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueAppointmentStatus(db, signedInUid(), appointmentId, status));
}

// Set-aside entries (Settings) -------------------------------------------------------------------

/** Sends a set-aside entry again as it is, with a new Idempotency-Key. */
export async function resendSetAside(seq: number, db: InkClarityDatabase = appDb): Promise<void> {
  await resendEntry(db, seq);
  void requestFlush('manual');
}

/**
 * Sends a set-aside entry again with edited fields (merged over what was sent); the local record
 * takes the same edit. For a status change there is nothing to edit: use resend or discard.
 */
export async function editAndResend(seq: number, fields: Record<string, unknown>, db: InkClarityDatabase = appDb): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry || entry.body === undefined) return resendSetAside(seq, db);
  const body = { ...(entry.body as Record<string, unknown>), ...fields };
  await resendEntry(db, seq, {
    body,
    applyLocally: async () => {
      if (entry.table === 'profileCache') {
        const cached = await db.profileCache.get(entry.uid);
        if (cached) await db.profileCache.put({ ...cached, profile: { ...cached.profile, ...fields } });
        return;
      }
      const record = await db[entry.table].get(entry.recordId);
      if (record) await db[entry.table].put({ ...record, ...fields });
    },
  });
  void requestFlush('manual');
}

/** Drops a set-aside entry (and a record the server never had). */
export async function discardSetAside(seq: number, db: InkClarityDatabase = appDb): Promise<void> {
  await discardEntry(db, seq);
}

// Reads ------------------------------------------------------------------------------------------

export const token = (uid: string) => firebaseToken(uid);

/**
 * Settings row: this device has had the server's copy of `list` for `uid` (an empty list shown
 * offline is then the truth as last synced, not a guess: readView.ts).
 */
export const listSyncedKey = (list: 'consultations' | 'appointments' | 'savedDesigns', uid: string) => `crm-synced:${list}:${uid}`;

async function noteSynced(db: InkClarityDatabase, list: 'consultations' | 'appointments' | 'savedDesigns', uid: string): Promise<void> {
  await db.settings.put({ key: listSyncedKey(list, uid), value: Date.now() });
}

/**
 * Refreshes one list from the server into Dexie. Rejects with CrmError (spec §8's sentence) when
 * the server cannot be reached; the screen keeps showing Dexie's copy.
 */
async function refreshList(
  db: InkClarityDatabase,
  table: 'consultations' | 'appointments',
  fetchList: (uid: string, options: { token: string }) => Promise<UserRecord[]>,
): Promise<void> {
  const uid = signedInUid();
  const idToken = await token(uid);
  if (!idToken) throw new SignedOutError();
  const server = await fetchList(uid, { token: idToken });
  await mergeServerList(db, table, uid, server);
  await noteSynced(db, table, uid);
}

export const refreshConsultations = (db: InkClarityDatabase = appDb) => refreshList(db, 'consultations', fetchConsultations);
export const refreshAppointments = (db: InkClarityDatabase = appDb) => refreshList(db, 'appointments', fetchAppointments);

export async function refreshDesigns(db: InkClarityDatabase = appDb): Promise<void> {
  const uid = signedInUid();
  const idToken = await token(uid);
  if (!idToken) throw new SignedOutError();
  await mergeServerDesigns(db, uid, await fetchDesigns(uid, { token: idToken }));
  await noteSynced(db, 'savedDesigns', uid);
}

/** One appointment's Message Artist thread from the server, merged into Dexie. */
export async function refreshAppointmentMessages(appointmentId: string, db: InkClarityDatabase = appDb): Promise<void> {
  const uid = signedInUid();
  const idToken = await token(uid);
  if (!idToken) throw new SignedOutError();
  await mergeServerMessages(db, uid, appointmentId, await fetchAppointmentMessages(appointmentId, { token: idToken }));
}

/** The profile (created by the server from the token on first sign-in), merged under pending edits. */
export async function refreshProfile(db: InkClarityDatabase = appDb): Promise<void> {
  const uid = signedInUid();
  const idToken = await token(uid);
  if (!idToken) throw new SignedOutError();
  await mergeServerProfile(db, uid, await fetchProfileForSignIn(uid, { token: idToken }));
}

/** The artist directory from the server's public route (no account); kept in Dexie so /booking shows offline. */
export async function loadArtists(db: InkClarityDatabase = appDb): Promise<Artist[]> {
  const artists = await fetchPublicArtists();
  await saveDirectory(artists, db);
  return artists;
}

/** The directory last loaded on this device (empty before the first load). */
export const cachedArtists = async (db: InkClarityDatabase = appDb): Promise<Artist[]> => (await savedDirectory(db)) ?? [];

/** Moves a requested or confirmed appointment to another open slot; works offline (outbox). */
export async function rescheduleAppointment(appointmentId: string, slot: RescheduleInput, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueAppointmentReschedule(db, signedInUid(), appointmentId, slot));
}

export { CrmError };
