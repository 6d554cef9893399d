/**
 * An appointment row as the API answers it (shared by the person's routes, the studio's and the
 * payment webhook): details, deposit, the studio's proposal and note, and whether a pack is attached.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { appointmentPacks, appointments } from '../db/schema.ts';
import { appointmentDetailsSchema, EMPTY_APPOINTMENT_DETAILS, type Appointment, type Deposit } from '../../src/engine/crm/schemas.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

/** The columns that clear a proposal on show (taken, moved away from, or answered by the studio). */
export const NO_PROPOSAL = { proposedDate: null, proposedTime: null, proposalId: null } as const;

/** The columns that forget a declined proposal (the studio answered since, or the person moved the request). */
export const NO_DECLINED_PROPOSAL = { declinedProposalDate: null, declinedProposalTime: null, proposalDeclinedAt: null } as const;

function depositOf(row: AppointmentRow): Deposit | null {
  if (row.depositAmount === null || row.depositCurrency === null || row.depositMethod === null) return null;
  return {
    amount: row.depositAmount, currency: row.depositCurrency, method: row.depositMethod,
    status: row.depositPaidAt === null ? 'due' : 'paid', paid_at: row.depositPaidAt?.toISOString() ?? null,
  };
}

export function toAppointment(row: AppointmentRow, hasPack = false): Appointment {
  // Rows written before details existed hold the column default; parse keeps the shape exact either way.
  const details = appointmentDetailsSchema.safeParse(row.details);
  return {
    id: row.id, user_id: row.userId, type: row.type, artist: row.artist, status: row.status,
    date: row.date, time: row.time, notes: row.notes,
    details: details.success ? details.data : EMPTY_APPOINTMENT_DETAILS,
    deposit: depositOf(row),
    proposal: row.proposedDate !== null && row.proposedTime !== null
      ? { id: row.proposalId, date: row.proposedDate, time: row.proposedTime, note: row.studioNote } : null,
    declined_proposal: row.declinedProposalDate !== null && row.declinedProposalTime !== null && row.proposalDeclinedAt !== null
      ? { date: row.declinedProposalDate, time: row.declinedProposalTime, declined_at: row.proposalDeclinedAt.toISOString() } : null,
    studio_note: row.studioNote,
    has_pack: hasPack,
  };
}

/** Selected beside a row: is a hand-off pack stored for it? (no bytes read) */
export const hasPackColumn = sql<boolean>`exists (select 1 from ${appointmentPacks} where ${appointmentPacks.userId} = ${appointments.userId} and ${appointmentPacks.appointmentId} = ${appointments.id})`;

export async function packExists(db: Db | Tx, userId: string, appointmentId: string): Promise<boolean> {
  const [row] = await db.select({ userId: appointmentPacks.userId }).from(appointmentPacks)
    .where(and(eq(appointmentPacks.userId, userId), eq(appointmentPacks.appointmentId, appointmentId)));
  return row !== undefined;
}

/** The API shape of a row just written (one more read for the pack flag). */
export async function answerFor(db: Db | Tx, row: AppointmentRow): Promise<Appointment> {
  return toAppointment(row, await packExists(db, row.userId, row.id));
}
