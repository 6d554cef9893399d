/**
 * The studio's side of booking (issue #36): an artist account (ARTIST_ACCOUNTS, set on its profile
 * at sign-in) sees the requests made to its artist — and nothing else of anyone — and answers each:
 * accept (confirmed, or deposit due when the studio takes deposits), propose another time,
 * decline, record a deposit taken by hand, mark a session completed. The person takes a proposed
 * time with `acceptProposal` or turns it down with `declineProposal`, naming the proposal they answer. Every move is checked against the current status under FOR UPDATE.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { appointments, profiles } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { answerFor, hasPackColumn, NO_DECLINED_PROPOSAL, NO_PROPOSAL, toAppointment, type AppointmentRow } from './appointmentRows.ts';
import { findArtist, insertOnce, requireWorkingSlot, slotTaken, type DepositMethodOf } from './records.ts';
import {
  ACTIVE_APPOINTMENT_STATUSES, statusWords, type Appointment, type AppointmentStatus, type ProposalAnswer, type StudioActionInput, type StudioRequest,
} from '../../src/engine/crm/schemas.ts';

type ArtistRow = NonNullable<Awaited<ReturnType<typeof findArtist>>>;

/**
 * 403 unless the caller answers for a directory artist. Decided by the server's setting at each
 * request (ARTIST_ACCOUNTS, also stamped on the profile at sign-in), so a studio account works on
 * its first call and stops the moment the setting drops it.
 */
export function requireArtistAccount(artistId: string | null): string {
  if (artistId === null) throw new ApiError(403, 'forbidden', 'This account is not a studio account.');
  return artistId;
}

const clientName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'A client';

/** The artist's requests, newest first, each with who asked (name and email only). */
export async function listStudioRequests(db: Db, artistId: string): Promise<StudioRequest[]> {
  const rows = await db.select({ row: appointments, hasPack: hasPackColumn, first: profiles.firstName, last: profiles.lastName, email: profiles.email })
    .from(appointments).leftJoin(profiles, eq(profiles.userId, appointments.userId))
    .where(eq(appointments.artistId, artistId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
  return rows.map(({ row, hasPack, first, last, email }) => ({ ...toAppointment(row, hasPack), client: { name: clientName(first, last), email: email ?? '' } }));
}

async function withClient(db: Db | Tx, appointment: Appointment): Promise<StudioRequest> {
  const [profile] = await db.select({ first: profiles.firstName, last: profiles.lastName, email: profiles.email })
    .from(profiles).where(eq(profiles.userId, appointment.user_id));
  return { ...appointment, client: { name: clientName(profile?.first ?? null, profile?.last ?? null), email: profile?.email ?? '' } };
}

function refuse(row: AppointmentRow, what: string): never {
  throw new ApiError(409, 'invalid_transition', `A request that is ${statusWords(row.status)} cannot be ${what}.`);
}

/**
 * What accepting asks for: confirmed, or deposit due (with the studio's amount, currency and method,
 * and a fresh payment reference) when the artist takes deposits and none is paid yet.
 */
function acceptedState(row: AppointmentRow, artist: ArtistRow, methodOf: DepositMethodOf): Partial<AppointmentRow> & { status: AppointmentStatus } {
  const wantsDeposit = artist.depositAmount !== null && artist.depositCurrency !== null && row.depositPaidAt === null;
  if (!wantsDeposit) return { status: 'confirmed' };
  return {
    status: 'deposit_due', depositAmount: artist.depositAmount, depositCurrency: artist.depositCurrency,
    depositMethod: methodOf(artist.id), depositRef: row.depositRef ?? randomUUID(),
  };
}

/** 409 slot_taken when another active booking holds the artist's slot (the proposal is not held). */
async function requireFreeSlot(tx: Tx, row: AppointmentRow, artist: ArtistRow, date: string, time: string): Promise<void> {
  const [other] = await tx.select({ id: appointments.id }).from(appointments).where(and(
    eq(appointments.artistId, artist.id), eq(appointments.date, date), eq(appointments.time, time),
    inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
    // The request itself does not block its own proposal.
    ne(appointments.id, row.id),
  ));
  if (other !== undefined) throw slotTaken(artist.name, date, time);
}

/** One studio answer to one request; 404 for anything that is not this artist's. */
export async function applyStudioAction(
  tx: Tx, artistId: string, clientId: string, appointmentId: string, input: StudioActionInput, methodOf: DepositMethodOf,
): Promise<StudioRequest> {
  const [row] = await tx.select().from(appointments).where(and(
    eq(appointments.userId, clientId), eq(appointments.id, appointmentId), eq(appointments.artistId, artistId),
  )).for('update');
  if (row === undefined) throw new ApiError(404, 'not_found', 'No request with this id.');
  const artist = await findArtist(tx, artistId);
  if (artist === undefined) throw new ApiError(404, 'not_found', 'No request with this id.');
  const note = input.note ?? '';
  let change: Partial<AppointmentRow>;
  switch (input.action) {
    case 'accept':
      if (row.status !== 'requested') refuse(row, 'accepted');
      change = { ...acceptedState(row, artist, methodOf), ...NO_PROPOSAL, ...NO_DECLINED_PROPOSAL, studioNote: note };
      break;
    case 'decline':
      if (row.status !== 'requested' && row.status !== 'deposit_due') refuse(row, 'declined');
      change = { status: 'declined', ...NO_PROPOSAL, ...NO_DECLINED_PROPOSAL, studioNote: note };
      break;
    case 'propose':
      if (row.status !== 'requested' && row.status !== 'deposit_due') refuse(row, 'given another time');
      requireWorkingSlot(artist, input.date, input.time);
      await requireFreeSlot(tx, row, artist, input.date, input.time);
      // A fresh id per proposal: an answer to an earlier one, arriving late, is refused (409 proposal_changed).
      change = { proposedDate: input.date, proposedTime: input.time, proposalId: randomUUID(), ...NO_DECLINED_PROPOSAL, studioNote: note };
      break;
    case 'deposit_received':
      if (row.status !== 'deposit_due') refuse(row, 'marked paid');
      // A provider's payment is confirmed only by its signed webhook, never by a click.
      if (row.depositMethod !== 'by_hand') {
        throw new ApiError(409, 'provider_confirms', 'This deposit is paid through the payment provider; it is confirmed when the provider reports the payment.');
      }
      change = { status: 'confirmed', depositPaidAt: new Date(), studioNote: note };
      break;
    case 'complete':
      if (row.status !== 'confirmed') refuse(row, 'completed');
      change = { status: 'completed', studioNote: note || row.studioNote };
      break;
  }
  const [updated] = await tx.update(appointments).set({ ...change, updatedAt: new Date() })
    .where(and(eq(appointments.userId, clientId), eq(appointments.id, appointmentId))).returning();
  return withClient(tx, await answerFor(tx, updated));
}

/**
 * The row of the caller's appointment whose proposal `answer` answers, locked: 404 for none, 409
 * no_proposal when none is on show, 409 proposal_changed when the answer names an earlier proposal
 * (the studio proposed again after the person answered, e.g. offline) — nothing changes then.
 */
async function proposalToAnswer(tx: Tx, callerUid: string, appointmentId: string, answer: ProposalAnswer) {
  const [row] = await tx.select().from(appointments)
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId))).for('update');
  if (row === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
  if (row.proposedDate === null || row.proposedTime === null) {
    throw new ApiError(409, 'no_proposal', 'The studio has not proposed another time for this appointment.');
  }
  if (answer.proposal_id !== undefined && answer.proposal_id !== row.proposalId) {
    throw new ApiError(409, 'proposal_changed', 'The studio has proposed another time since; this answer was for an earlier proposal and changed nothing.');
  }
  return { ...row, proposedDate: row.proposedDate, proposedTime: row.proposedTime };
}

/**
 * The person takes the time the studio proposed: the request moves there (the slot index settles a
 * race for it) and counts as accepted — confirmed, or deposit due when the studio takes deposits.
 */
export async function acceptProposal(
  tx: Tx, callerUid: string, appointmentId: string, answer: ProposalAnswer, methodOf: DepositMethodOf,
): Promise<Appointment> {
  const row = await proposalToAnswer(tx, callerUid, appointmentId, answer);
  const artist = row.artistId === null ? undefined : await findArtist(tx, row.artistId);
  if (artist === undefined) throw new ApiError(409, 'no_proposal', 'The studio has not proposed another time for this appointment.');
  const date = row.proposedDate;
  const time = row.proposedTime;
  requireWorkingSlot(artist, date, time);
  const [updated] = await insertOnce('appointment', () => tx.update(appointments)
    .set({ ...acceptedState(row, artist, methodOf), date, time, ...NO_PROPOSAL, ...NO_DECLINED_PROPOSAL, updatedAt: new Date() })
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId))).returning(),
  () => slotTaken(artist.name, date, time));
  return answerFor(tx, updated);
}

/**
 * The person turns down the time the studio proposed: the proposal (and the note that came with it)
 * is dropped and the request keeps its own time and status, waiting for the studio's answer again;
 * the declined time and when are kept for the studio's list. The person can still move the
 * request (reschedule) or cancel it.
 */
export async function declineProposal(tx: Tx, callerUid: string, appointmentId: string, answer: ProposalAnswer): Promise<Appointment> {
  const row = await proposalToAnswer(tx, callerUid, appointmentId, answer);
  const now = new Date();
  const [updated] = await tx.update(appointments)
    .set({
      ...NO_PROPOSAL, studioNote: '', updatedAt: now,
      declinedProposalDate: row.proposedDate, declinedProposalTime: row.proposedTime, proposalDeclinedAt: now,
    })
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId))).returning();
  return answerFor(tx, updated);
}
