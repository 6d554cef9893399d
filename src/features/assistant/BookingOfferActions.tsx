import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchDirectory } from '@/api/publicDirectory';
import { db, type UserRecord } from '@/db/database';
import { formatMoney } from '@/engine/booking/money';
import { depositSchema, isActiveStatus, type Artist, type Deposit } from '@/engine/crm/schemas';
import { useAuthStore, useReadableUid } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { startDeposit } from '@/sync/bookingStore';
import { createAppointment, refreshAppointments, refreshProfile } from '@/sync/crmStore';
import { savedDirectory } from '@/sync/directoryCache';
import { useCachedProfile } from '@/sync/hooks';
import type { SlotOffer } from './bookingOffer';

/**
 * What the person can do with a slot the Artist Specialist offers (issue #36). On Pro the Booking
 * Agent holds it from here (a request, through the outbox, so it works offline too) and then
 * follows it on this card: waiting for the studio, then the deposit step right here (the studio's
 * rules, then Stripe; or, for a studio that takes deposits by hand, what to do), then confirmed.
 * Everyone else gets the same slot ready on Booking, and is told what Pro would do here: an
 * action, never a dead end.
 */
/** One profile refresh per page load for all offers together. */
let profileAsked = false;

/**
 * A held slot's card asks the server what the studio did when it shows and when the page comes
 * back into view, at most this often for all cards together (one list call covers every card).
 */
const STUDIO_ANSWER_REFRESH_MS = 10_000;
let lastStudioAnswerCheck = 0;

function checkStudioAnswers(): void {
  if (Date.now() - lastStudioAnswerCheck < STUDIO_ANSWER_REFRESH_MS || !navigator.onLine) return;
  lastStudioAnswerCheck = Date.now();
  refreshAppointments().catch(() => { lastStudioAnswerCheck = 0; });
}

/** While a held slot waits for the studio or the deposit, its card keeps up with the studio's answer. */
function useStudioAnswers(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    checkStudioAnswers();
    const onVisible = () => document.visibilityState === 'visible' && checkStudioAnswers();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [waiting]);
}

const linkClasses = 'font-semibold text-blood-700 underline dark:text-blood-400';

/** The person's active appointment at this offer's artist, date and time (held here or on Booking), from Dexie, live. */
function useHeldAppointment(uid: string | undefined, offer: SlotOffer): UserRecord | null | undefined {
  return useLiveQuery(async () => {
    if (!uid) return null;
    const mine = await db.appointments.where('user_id').equals(uid).toArray();
    return mine.find((record) => record.artist === offer.artistId && record.date === offer.date && record.time === offer.time
      && typeof record.status === 'string' && isActiveStatus(record.status)) ?? null;
  }, [uid, offer.artistId, offer.date, offer.time]);
}

/** The artist (its refund and cancellation rules): from the directory saved on this device, else the public one. */
function useArtist(artistId: string): Artist | undefined {
  const saved = useLiveQuery(async () => (await savedDirectory())?.find((artist) => artist.id === artistId) ?? null, [artistId]);
  const [fetched, setFetched] = useState<Artist | undefined>(undefined);
  useEffect(() => {
    if (saved !== null) return;
    let live = true;
    fetchDirectory().then((artists) => live && setFetched(artists.find((artist) => artist.id === artistId)), () => undefined);
    return () => {
      live = false;
    };
  }, [saved, artistId]);
  return saved ?? fetched;
}

/** The deposit step in the chat: the rules first, then Stripe's page; a by-hand deposit says what to do. */
function ChatDepositStep({ appointmentId, deposit, artist, artistName }: { appointmentId: string; deposit: Deposit; artist: Artist | undefined; artistName: string }) {
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(deposit.amount, deposit.currency);
  const studio = artist?.studio ?? artistName;
  if (deposit.method === 'by_hand') {
    return (
      <p className="mt-1 text-sm" data-testid="chat-deposit">
        {studio} accepted. Deposit {amount} due: this studio takes it directly (in person or by its own means, no online payment) and marks it
        received; then your appointment is confirmed.
      </p>
    );
  }
  const pay = async () => {
    setBusy(true);
    try {
      const checkout = await startDeposit(appointmentId);
      window.location.assign(checkout.url);
    } catch (error) {
      setBusy(false);
      toast({ title: 'Could not open the payment', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  return (
    <div className="mt-1 flex flex-col gap-2 text-sm" data-testid="chat-deposit">
      <p>{studio} accepted. Pay the {amount} deposit to confirm it.</p>
      <p><span className="font-semibold">Before you pay:</span> {artist?.cancellationPolicy || 'ask the studio about refunds.'}</p>
      <button type="button" className={buttonClasses('primary', 'self-start px-3 py-1.5 text-xs')} disabled={busy || !navigator.onLine} onClick={pay}>
        {busy ? 'Opening payment…' : `Pay ${amount} deposit on Stripe`}
      </button>
      {!navigator.onLine && <p role="status">You’re offline. Paying needs a connection.</p>}
    </div>
  );
}

/** A held slot followed from the chat: what the studio did, and the deposit step when it is due. */
function HeldSlot({ record, offer, artistName, pro }: { record: UserRecord; offer: SlotOffer; artistName: string; pro: boolean }) {
  const artist = useArtist(offer.artistId);
  useStudioAnswers(record.status === 'requested' || record.status === 'deposit_due');
  const when = `${offer.date} at ${offer.time}`;
  const parsed = depositSchema.safeParse(record.deposit);
  const deposit = parsed.success ? parsed.data : null;
  const onBooking = <Link to="/booking" className={linkClasses}>See it on Booking</Link>;
  if (record.status === 'deposit_due' && deposit) {
    return pro
      ? <div role="status"><ChatDepositStep appointmentId={record.id} deposit={deposit} artist={artist} artistName={artistName} /><p className="mt-1 text-sm">{onBooking}</p></div>
      : <p className="mt-1 text-sm" role="status">{artistName} accepted {when}. A deposit of {formatMoney(deposit.amount, deposit.currency)} is due: {onBooking} to pay it.</p>;
  }
  if (record.status === 'confirmed') {
    return <p className="mt-1 text-sm" role="status">Confirmed: {when} with {artistName}{deposit?.status === 'paid' ? `, deposit ${formatMoney(deposit.amount, deposit.currency)} paid` : ''}. {onBooking}</p>;
  }
  return (
    <p className="mt-1 text-sm" role="status">
      Held: {when} with {artistName}, waiting for the studio{record.syncState === 'pending' ? ' (sent when you are back online)' : ''}.
      {pro ? ' Once they accept, the deposit step shows here. ' : ' '}{onBooking} for the hand-off pack.
    </p>
  );
}

export function BookingOfferActions({ offer, artistName, href }: { offer: SlotOffer; artistName: string; href: string }) {
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const uid = useReadableUid();
  // The cached profile is enough (the plan changes rarely); no server round trip per card.
  const cached = useCachedProfile(uid);
  const pro = cached?.profile.pro === true;
  useEffect(() => {
    // Never loaded on this device yet (straight to the assistant after sign-in): ask once per page.
    if (signedIn && cached === null && !profileAsked) {
      profileAsked = true;
      refreshProfile().catch(() => { profileAsked = false; });
    }
  }, [signedIn, cached]);
  const held = useHeldAppointment(signedIn ? uid : undefined, offer);
  const [busy, setBusy] = useState(false);
  const when = `${offer.date} at ${offer.time}`;

  const hold = async () => {
    setBusy(true);
    try {
      await createAppointment({ type: 'Consultation', artist: offer.artistId, date: offer.date, time: offer.time, notes: 'Held by the Booking Agent from the assistant.' });
      toast({ title: 'Slot held', description: `${artistName}, ${when}. The studio confirms it; a deposit, if they take one, is paid right here after that.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not hold the slot', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (held) return <HeldSlot record={held} offer={offer} artistName={artistName} pro={pro} />;
  if (signedIn && pro) {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClasses('primary', 'px-3 py-1.5 text-xs')} disabled={busy || held === undefined} onClick={hold}>
          {busy ? 'Holding…' : `Hold ${when}`}
        </button>
        <Link to={href} className="text-sm font-semibold text-blood-700 underline dark:text-blood-400">Other times</Link>
      </div>
    );
  }
  return (
    <div className="mt-1 flex flex-col gap-1">
      <Link to={href} className="text-sm font-semibold text-blood-700 underline dark:text-blood-400">Request {when} on Booking</Link>
      <p className="text-xs text-ink-600 dark:text-ink-300">With Pro, the Booking Agent holds it for you right here and takes you to the deposit step.</p>
    </div>
  );
}
