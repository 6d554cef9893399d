import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore, useReadableUid } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { createAppointment, refreshProfile } from '@/sync/crmStore';
import { useCachedProfile } from '@/sync/hooks';
import type { SlotOffer } from './bookingOffer';

/**
 * What the person can do with a slot the Artist Specialist offers (issue #36). On Pro the Booking
 * Agent holds it from here (a request, through the outbox, so it works offline too), and says what
 * comes next — the studio accepts, then the deposit step on Booking. Everyone else gets the same
 * slot ready on Booking, and is told what Pro would do here: an action, never a dead end.
 */
/** One profile refresh per page load for all offers together. */
let profileAsked = false;

export function BookingOfferActions({ offer, artistName, href }: { offer: SlotOffer; artistName: string; href: string }) {
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  // The cached profile is enough (the plan changes rarely); no server round trip per card.
  const cached = useCachedProfile(useReadableUid());
  const pro = cached?.profile.pro === true;
  useEffect(() => {
    // Never loaded on this device yet (straight to the assistant after sign-in): ask once per page.
    if (signedIn && cached === null && !profileAsked) {
      profileAsked = true;
      refreshProfile().catch(() => { profileAsked = false; });
    }
  }, [signedIn, cached]);
  const [held, setHeld] = useState(false);
  const [busy, setBusy] = useState(false);
  const when = `${offer.date} at ${offer.time}`;

  const hold = async () => {
    setBusy(true);
    try {
      await createAppointment({ type: 'Consultation', artist: offer.artistId, date: offer.date, time: offer.time, notes: 'Held by the Booking Agent from the assistant.' });
      setHeld(true);
      toast({ title: 'Slot held', description: `${artistName}, ${when}. The studio confirms it; a deposit, if they take one, is paid on Booking after that.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not hold the slot', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (held) {
    return (
      <p className="mt-1 text-sm" role="status">
        Held: {when} with {artistName}, waiting for the studio. <Link to="/booking" className="font-semibold text-blood-700 underline dark:text-blood-400">See it on Booking</Link> for the deposit step and the hand-off pack.
      </p>
    );
  }
  if (signedIn && pro) {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClasses('primary', 'px-3 py-1.5 text-xs')} disabled={busy} onClick={hold}>
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
