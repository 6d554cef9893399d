import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserRecord } from '@/db/database';
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

const STATUS_CLASSES: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  completed: 'bg-ink-100 text-ink-900 dark:bg-ink-800 dark:text-ink-100',
  cancelled: 'bg-blood-100 text-blood-900 dark:bg-blood-900/40 dark:text-blood-100',
};

export function AppointmentsTab({ appointments, confirming }: { appointments: UserRecord[]; confirming: boolean }) {
  const [messaging, setMessaging] = useState<UserRecord | null>(null);
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
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASSES[str(a.status)] ?? STATUS_CLASSES.completed}`}>
                {str(a.status)}
              </span>
            </div>
            <p className="text-sm">{str(a.artist)}</p>
            <p className="text-sm text-ink-700 dark:text-ink-200">{`${formatDate(a.date)} · ${str(a.time)}`}</p>
            <SyncMark state={a.syncState} />
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
