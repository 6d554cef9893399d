/**
 * Booking's store beyond the request itself (issue #36; docs/booking.md): taking or turning down a
 * proposed time (outbox), the hand-off pack (kept in Dexie, sent once its request has synced), paying a deposit
 * and the studio's side (online). Apart from crmStore.ts so screens that never book do not load it.
 */
import { attachPackNow, fetchStudioAccount, fetchStudioRequests, startDepositNow, studioActionNow } from '@/api/booking';
import { db as appDb, type InkClarityDatabase } from '@/db/database';
import type { DepositCheckout, StudioActionInput, StudioRequest } from '@/engine/crm/schemas';
import { useAuthStore } from '@/shared/auth/authStore';
import { appConfig } from '@/shared/config';
import { afterWrite, SignedOutError, signedInUid, token } from './crmStore';
import { queueAcceptProposal, queueDeclineProposal } from './proposalWrites';
import { forgetStaleAnswer } from './staleAnswers';

/** Takes the other time the studio proposed (outbox: works offline, the server settles the slot). */
export async function acceptProposal(appointmentId: string, db: InkClarityDatabase = appDb): Promise<void> {
  const uid = signedInUid();
  // Answering the newer proposal settles the "studio proposed again" line.
  await forgetStaleAnswer(db, uid, appointmentId);
  await afterWrite(await queueAcceptProposal(db, uid, appointmentId));
}

/** Turns down the other time the studio proposed; the request keeps its own time (outbox: works offline). */
export async function declineProposal(appointmentId: string, db: InkClarityDatabase = appDb): Promise<void> {
  const uid = signedInUid();
  await forgetStaleAnswer(db, uid, appointmentId);
  await afterWrite(await queueDeclineProposal(db, uid, appointmentId));
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

