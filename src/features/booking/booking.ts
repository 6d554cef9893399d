/** Booking's labels and small pure helpers shared by its components. */
import { formatMoney } from '@/engine/booking/money';
import {
  appointmentDetailsSchema, depositSchema, EMPTY_APPOINTMENT_DETAILS, proposalSchema, type AppointmentDetails, type Artist, type Deposit,
} from '@/engine/crm/schemas';
import type { UserRecord } from '@/db/database';

export const APPOINTMENT_TYPES = ['Consultation', 'Session', 'Touch-up'] as const;

export { STATUS_LABELS } from '@/engine/booking/appointmentText';

/** What the Booking Agent does from the chat on the Pro plan (everyone can request, reschedule and cancel here). */
export const BOOKING_AGENT_STEPS = [
  'Finds artists who work in your design’s style, near you',
  'Checks their calendars and suggests the next open times',
  'Holds the slot you pick, with your design and brief attached',
  'Takes you to the deposit step as soon as the studio accepts',
] as const;

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
  proposal: { date: string; time: string; note: string } | null;
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

/** What the person sees about a deposit, before and after paying. */
export function depositLine(deposit: Pick<Deposit, 'amount' | 'currency' | 'method'>): string {
  const amount = formatMoney(deposit.amount, deposit.currency);
  return deposit.method === 'by_hand'
    ? `Deposit ${amount}, paid to the studio directly: this studio takes deposits in person or by its own means, and marks it received here.`
    : `Deposit ${amount}, paid securely through Stripe once the studio accepts your request.`;
}

/** The line a request carries for an attached saved design (the server has no design field yet). */
export const attachedDesignNote = (design: { id: string; style: string; placement: string }) =>
  `Attached design: ${[design.style, design.placement].filter(Boolean).join(', ') || 'saved design'} (${design.id})`;

export const artistById = (artists: readonly Artist[], id: string): Artist | undefined => artists.find((artist) => artist.id === id);

/** Today's date (YYYY-MM-DD) on this device, the earliest a date picker offers. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An open slot (a UTC instant) in the studio's own time: "Wed 9 Dec, 14:00". */
export function formatOpening(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso)).replace(' at ', ', ');
}

/** The booking screen's address for an artist and (optionally) a chosen slot: the slot survives sign-in. */
export function bookingPath(artistId: string, date = '', time = ''): string {
  const params = new URLSearchParams();
  if (artistId) params.set('artist', artistId);
  if (date) params.set('date', date);
  if (time) params.set('time', time);
  const query = params.toString();
  return `/booking${query ? `?${query}` : ''}`;
}
