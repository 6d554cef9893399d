import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserRecord } from '@/db/database';
import { cachedArtists, loadArtists } from '@/sync/crmStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { MessageArtistDialog } from './MessageArtistDialog';
import { CARD, EmptyState, SyncMark, formatDate, str } from './ui';

export function ConsultationsTab({ consultations }: { consultations: UserRecord[] }) {
  if (consultations.length === 0)
    return (
      <div className="grid gap-4">
        <EmptyState title="No consultations yet" action="Start a Consultation" to="/chat" />
      </div>
    );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label="Consultations">
        {consultations.map((c) => (
          <li key={c.id} className={CARD}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{str(c.topic)}</p>
              <SyncMark state={c.syncState} />
            </div>
            <p className="text-sm text-ink-700 dark:text-ink-200">{`${str(c.agent)} · ${formatDate(c.date)}`}</p>
            {str(c.notes) && <p className="mt-2 text-sm">{str(c.notes)}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The statuses as the person reads them (the same words as /booking's, src/engine/booking/appointmentText.ts). */
const STATUS_WORDS: Record<string, string> = {
  requested: 'Requested', deposit_due: 'Deposit due', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled', declined: 'Declined',
};

const STATUS_CLASSES: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  deposit_due: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  declined: 'bg-blood-100 text-blood-900 dark:bg-blood-900/40 dark:text-blood-100',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  completed: 'bg-ink-100 text-ink-900 dark:bg-ink-800 dark:text-ink-100',
  cancelled: 'bg-blood-100 text-blood-900 dark:bg-blood-900/40 dark:text-blood-100',
};

/** What the studio last did (issue #36): loaded with the tab's first appointment, not with /profile. */
const StudioUpdate = lazy(() => import('./StudioUpdate'));

/** Directory artists by id → name, from the directory this device saved (appointments name artists by id). */
function useArtistNames(): Map<string, string> {
  const [names, setNames] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    // The directory saved on this device; never saved yet (booking not visited here), the public one.
    cachedArtists().then((saved) => (saved.length > 0 ? saved : loadArtists()))
      .then((artists) => live && setNames(new Map(artists.map((artist) => [artist.id, artist.name]))), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return names;
}

export function AppointmentsTab({ appointments, confirming }: { appointments: UserRecord[]; confirming: boolean }) {
  const [messaging, setMessaging] = useState<UserRecord | null>(null);
  const artistNames = useArtistNames();
  if (appointments.length === 0)
    return (
      <div className="grid gap-4">
        <EmptyState title="No appointments scheduled" action="Book an Appointment" to="/booking" />
      </div>
    );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Appointments">
        {appointments.map((a) => (
          <li key={a.id} className={`${CARD} flex flex-col gap-2`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{str(a.type)}</p>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[str(a.status)] ?? STATUS_CLASSES.completed}`}>
                {STATUS_WORDS[str(a.status)] ?? str(a.status)}
              </span>
            </div>
            <p className="text-sm">{artistNames.get(str(a.artist)) ?? str(a.artist)}</p>
            <p className="text-sm text-ink-700 dark:text-ink-200">{`${formatDate(a.date)} · ${str(a.time)}`}</p>
            <SyncMark state={a.syncState} />
            <Suspense fallback={null}><StudioUpdate record={a} artistName={artistNames.get(str(a.artist)) ?? str(a.artist)} /></Suspense>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClasses('primary')}
                // A message is written as the confirmed user (through the outbox), as with Edit Profile.
                disabled={confirming}
                aria-busy={confirming || undefined}
                onClick={() => setMessaging(a)}
              >
                Message Artist
              </button>
              <Link to={`/booking?reschedule=${encodeURIComponent(a.id)}`} className={buttonClasses('secondary')}>
                Reschedule
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {messaging && <MessageArtistDialog appointment={messaging} onClose={() => setMessaging(null)} />}
    </div>
  );
}
