/** Booking's labels and small pure helpers shared by its components. */
import type { Artist } from '@/engine/crm/schemas';
import type { UserRecord } from '@/db/database';

export const APPOINTMENT_TYPES = ['Consultation', 'Session', 'Touch-up'] as const;

export const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled',
};

/** What the Pro plan unlocks on this screen (non-Pro users see this instead of the request form). */
export const PRO_BENEFITS = [
  'Request appointments with any artist in the directory',
  'See each artist’s open times, in their time zone',
  'Reschedule or cancel, and add appointments to your calendar',
  'Attach a saved design so the artist sees it before you arrive',
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
}

export function appointmentView(record: UserRecord): AppointmentView {
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  return {
    id: record.id, type: text('type'), artist: text('artist'), status: text('status'), date: text('date'),
    time: text('time'), notes: text('notes'), pending: record.syncState === 'pending', setAside: record.syncState === 'set-aside',
  };
}

/** The line a request carries for an attached saved design (the server has no design field yet). */
export const attachedDesignNote = (design: { id: string; style: string; placement: string }) =>
  `Attached design: ${[design.style, design.placement].filter(Boolean).join(', ') || 'saved design'} (${design.id})`;

export const artistById = (artists: readonly Artist[], id: string): Artist | undefined => artists.find((artist) => artist.id === id);

/** Today's date (YYYY-MM-DD) on this device, the earliest a date picker offers. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
