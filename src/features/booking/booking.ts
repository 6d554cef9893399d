/** Booking's labels and small pure helpers shared by its components. */
import {
  appointmentDetailsSchema, depositSchema, EMPTY_APPOINTMENT_DETAILS, proposalSchema, type AppointmentDetails, type Deposit,
} from '@/engine/crm/schemas';
import type { UserRecord } from '@/db/database';

export const APPOINTMENT_TYPES = ['Consultation', 'Session', 'Touch-up'] as const;

export { STATUS_LABELS } from '@/engine/booking/appointmentText';
export { artistById, bookingPath, BOOKING_AGENT_STEPS, depositLine, formatOpening, localToday } from './directoryText';

/** The appointment fields the screen reads from a Dexie record. */
export interface AppointmentView {
  id: string;
  type: string;
  artist: string;
  status: string;
  date: string;
  time: string;
  notes: string;
  pending: boolean;
  setAside: boolean;
  details: AppointmentDetails;
  deposit: Deposit | null;
  proposal: { id: string | null; date: string; time: string; note: string } | null;
  studioNote: string;
  hasPack: boolean;
}

/** The appointment as the screen reads it from a Dexie record (the server's shape, checked again; a local one has defaults). */
export function appointmentView(record: UserRecord): AppointmentView {
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const details = appointmentDetailsSchema.safeParse(record.details ?? {});
  const deposit = depositSchema.safeParse(record.deposit);
  const proposal = proposalSchema.safeParse(record.proposal);
  return {
    id: record.id, type: text('type'), artist: text('artist'), status: text('status'), date: text('date'),
    time: text('time'), notes: text('notes'), pending: record.syncState === 'pending', setAside: record.syncState === 'set-aside',
    details: details.success ? details.data : EMPTY_APPOINTMENT_DETAILS,
    deposit: deposit.success ? deposit.data : null,
    proposal: proposal.success ? proposal.data : null,
    studioNote: text('studio_note'),
    hasPack: record.has_pack === true,
  };
}

/** The line a request carries for an attached saved design (the server has no design field yet). */
export const attachedDesignNote = (design: { id: string; style: string; placement: string }) =>
  `Attached design: ${[design.style, design.placement].filter(Boolean).join(', ') || 'saved design'} (${design.id})`;

