/**
 * The public directory's labels and small pure helpers (issue #36): what a visitor's /booking and
 * /artists/:id need before anything else, so nothing here imports zod, Dexie or the CRM client.
 * booking.ts re-exports them for the signed-in parts.
 */
import { formatMoney } from '@/engine/booking/money';
import type { Artist, Deposit } from '@/engine/crm/schemas';

/** What the Booking Agent does from the chat on the Pro plan (everyone can request, reschedule and cancel here). */
export const BOOKING_AGENT_STEPS = [
  'Finds artists who work in your design’s style, near you',
  'Checks their calendars and suggests the next open times',
  'Holds the slot you pick, with your design and brief attached',
  'Takes you to the deposit step as soon as the studio accepts',
] as const;

/** What the person sees about a deposit, before and after paying. */
export function depositLine(deposit: Pick<Deposit, 'amount' | 'currency' | 'method'>): string {
  const amount = formatMoney(deposit.amount, deposit.currency);
  return deposit.method === 'by_hand'
    ? `Deposit ${amount}, paid to the studio directly: this studio takes deposits in person or by its own means, and marks it received here.`
    : `Deposit ${amount}, paid securely through Stripe once the studio accepts your request.`;
}

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
