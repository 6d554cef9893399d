/**
 * The CRM as the screens use it (docs/sync.md): writes are local-first (Dexie at once, marked
 * "waiting to sync", then the outbox), reads are cache-first (Dexie at once via the hooks in
 * hooks.ts, then `refresh*` merges what the server holds).
 *
 * Everything acts for the signed-in user; without one the writes throw `SignedOutError`.
 */
import {
  CrmError, attachPackNow, fetchAppointmentMessages, fetchAppointments, fetchConsultations, fetchDesigns, fetchProfileForSignIn,
  fetchPublicArtistSlots, fetchPublicArtists, fetchStudioAccount, fetchStudioRequests, startDepositNow, studioActionNow,
} from '@/api/crm';
import { appConfig } from '@/shared/config';
import { useAuthStore } from '@/shared/auth/authStore';
import { db as appDb, type InkClarityDatabase, type UserRecord } from '@/db/database';
import {
  artistSchema, type AppointmentStatus, type Artist, type ArtistSlots, type ConsultationUpdate, type DepositCheckout, type ProfileUpdate,
  type RescheduleInput, type StudioActionInput, type StudioRequest,
} from '@/engine/crm/schemas';
import {
  queueAcceptProposal, queueAppointment, queueAppointmentMessage, queueAppointmentReschedule, queueAppointmentStatus, queueConsultation, queueConsultationUpdate,
  queueDesign, queueProfileUpdate, type NewAppointment, type NewAppointmentMessage, type NewConsultation, type NewDesign,
} from './localWrites';
import { mergeServerDesigns, mergeServerList, mergeServerMessages, mergeServerProfile } from './merge';
import { discardEntry, resendEntry } from './outbox';
import { firebaseToken, registerBackgroundSync, requestFlush } from './syncEngine';

export class SignedOutError extends Error {
  constructor() {
    super('Sign in to save this.');
    this.name = 'SignedOutError';
  }
}

function signedInUid(): string {
  const uid = useAuthStore.getState().user?.uid;
  if (!uid) throw new SignedOutError();
  return uid;
}

async function afterWrite<T>(result: T): Promise<T> {
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

const token = (uid: string) => firebaseToken(uid);

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
}

export const refreshConsultations = (db: InkClarityDatabase = appDb) => refreshList(db, 'consultations', fetchConsultations);
export const refreshAppointments = (db: InkClarityDatabase = appDb) => refreshList(db, 'appointments', fetchAppointments);

export async function refreshDesigns(db: InkClarityDatabase = appDb): Promise<void> {
  const uid = signedInUid();
  const idToken = await token(uid);
  if (!idToken) throw new SignedOutError();
  await mergeServerDesigns(db, uid, await fetchDesigns(uid, { token: idToken }));
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

/** Where the last directory the server sent is kept (Settings table; it is the same for everyone). */
const ARTIST_DIRECTORY_KEY = 'artistDirectory';

/** The artist directory from the server's public route (no account); kept in Dexie so /booking shows offline. */
export async function loadArtists(db: InkClarityDatabase = appDb): Promise<Artist[]> {
  const artists = await fetchPublicArtists();
  await db.settings.put({ key: ARTIST_DIRECTORY_KEY, value: artists });
  return artists;
}

/** The directory last loaded on this device (empty before the first load). */
export async function cachedArtists(db: InkClarityDatabase = appDb): Promise<Artist[]> {
  const record = await db.settings.get(ARTIST_DIRECTORY_KEY);
  const parsed = artistSchema.array().safeParse(record?.value);
  return parsed.success ? parsed.data : [];
}

/** An artist's open times on a date (needs the server: slots change with every booking; public, no account). */
export function loadArtistSlots(artistId: string, date: string): Promise<ArtistSlots> {
  return fetchPublicArtistSlots(artistId, date);
}

/** Takes the other time the studio proposed (outbox: works offline, the server settles the slot). */
export async function acceptProposal(appointmentId: string, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueAcceptProposal(db, signedInUid(), appointmentId));
}

// Hand-off packs (made on this device, kept in Dexie, sent once the request has synced) --------------

/** Keeps a pack for an appointment and sends it when it can. */
export async function keepPack(appointmentId: string, pdf: Blob, db: InkClarityDatabase = appDb): Promise<void> {
  await db.handoffPacks.put({ appointmentId, user_id: signedInUid(), pdf, createdAt: Date.now() });
  void sendWaitingPacks(db).catch(() => undefined);
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the pack'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Sends the packs waiting on this device whose request the server already has (a pack for a request
 * still in the outbox waits for it). Each is idempotent on its own key, so a retry never duplicates.
 */
export async function sendWaitingPacks(db: InkClarityDatabase = appDb): Promise<number> {
  const uid = useAuthStore.getState().user?.uid;
  if (!uid || !navigator.onLine) return 0;
  const waiting = (await db.handoffPacks.where('user_id').equals(uid).toArray()).filter((pack) => pack.uploadedAt === undefined);
  let sent = 0;
  for (const pack of waiting) {
    const appointment = await db.appointments.get(pack.appointmentId);
    if (!appointment || appointment.syncState !== undefined) continue;
    const idToken = await token(uid);
    if (!idToken) return sent;
    await attachPackNow(pack.appointmentId, await blobToDataUrl(pack.pdf), { token: idToken, idempotencyKey: crypto.randomUUID() });
    await db.handoffPacks.update(pack.appointmentId, { uploadedAt: Date.now() });
    await db.appointments.update(pack.appointmentId, { has_pack: true });
    sent += 1;
  }
  return sent;
}

/** The pack of one of the user's appointments: this device's copy, else the server's. */
export async function packBlob(appointmentId: string, db: InkClarityDatabase = appDb): Promise<Blob> {
  const local = await db.handoffPacks.get(appointmentId);
  if (local) return local.pdf;
  return fetchPdf(`/crm/appointments/${encodeURIComponent(appointmentId)}/pack`);
}

async function fetchPdf(path: string): Promise<Blob> {
  const uid = signedInUid();
  const idToken = await token(uid);
  if (!idToken) throw new SignedOutError();
  const response = await fetch(`${appConfig.apiBaseUrl}${path}`, { headers: { Authorization: `Bearer ${idToken}` } });
  if (!response.ok) throw new Error(response.status === 404 ? 'No hand-off pack is attached.' : 'The hand-off pack could not be loaded. Please try again!');
  return response.blob();
}

// Deposits and the studio's side (online only) --------------------------------------------------

/** Where to pay an appointment's deposit (the provider's page). */
export async function startDeposit(appointmentId: string): Promise<DepositCheckout> {
  const idToken = await token(signedInUid());
  if (!idToken) throw new SignedOutError();
  return startDepositNow(appointmentId, { token: idToken });
}

/** Which directory artist the signed-in account answers for (null for everyone but studios). */
export async function loadStudioAccount(): Promise<string | null> {
  const idToken = await token(signedInUid());
  if (!idToken) throw new SignedOutError();
  return (await fetchStudioAccount({ token: idToken })).artist_id;
}

export async function loadStudioRequests(): Promise<StudioRequest[]> {
  const idToken = await token(signedInUid());
  if (!idToken) throw new SignedOutError();
  return fetchStudioRequests({ token: idToken });
}

export async function answerRequest(request: Pick<StudioRequest, 'user_id' | 'id'>, action: StudioActionInput): Promise<StudioRequest> {
  const idToken = await token(signedInUid());
  if (!idToken) throw new SignedOutError();
  return studioActionNow(request.user_id, request.id, action, { token: idToken, idempotencyKey: crypto.randomUUID() });
}

export const studioPackBlob = (request: Pick<StudioRequest, 'user_id' | 'id'>) =>
  fetchPdf(`/crm/studio/requests/${encodeURIComponent(request.user_id)}/${encodeURIComponent(request.id)}/pack`);

/** Moves a requested or confirmed appointment to another open slot; works offline (outbox). */
export async function rescheduleAppointment(appointmentId: string, slot: RescheduleInput, db: InkClarityDatabase = appDb): Promise<void> {
  await afterWrite(await queueAppointmentReschedule(db, signedInUid(), appointmentId, slot));
}

export { CrmError };
