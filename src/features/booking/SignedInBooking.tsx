/**
 * /booking's signed-in part (issue #36): the request form, the Booking Agent for this account's
 * plan, and the person's appointments. Its own chunk, loaded only for a signed-in account: it
 * brings Dexie, the outbox, the CRM schemas and the stores, none of which a visitor's first
 * screen needs (BookingScreen.tsx paints the public directory without them).
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Artist } from '@/engine/crm/schemas';
import type { DesignSlots } from '@/engine/designBrief';
import { NothingSaved, SavedCopyNote } from '@/shared/ui/SavedCopy';
import { sendWaitingPacks } from '@/sync/bookingStore';
import { useAppointments, useProfile } from '@/sync/hooks';
import { BookingAgentPanel } from './BookingAgentPanel';
import { appointmentView, artistById } from './booking';
import { RequestForm } from './RequestForm';

/**
 * The appointment cards (with the deposit step, pack actions and dialogs, and Headless UI with
 * them) are below the request form: loaded on demand, once there is an appointment to show.
 */
const AppointmentCard = lazy(() => import('./AppointmentCard').then((module) => ({ default: module.AppointmentCard })));

export interface SignedInBookingProps {
  artists: readonly Artist[];
  artistId: string;
  date: string;
  time: string;
  brief: DesignSlots | undefined;
  email: string | null;
  /** The screen already shows its one note about reading from this device (the directory's). */
  screenNoted: boolean;
  onArtist: (id: string) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

export default function SignedInBooking({ artists, artistId, date, time, brief, email, screenNoted, onArtist, onDate, onTime }: SignedInBookingProps) {
  const profile = useProfile();
  const appointments = useAppointments();
  const cached = profile.data?.profile;
  const plan = cached?.pro === true ? 'pro' : profile.view.kind === 'loading' ? 'checking' : profile.view.kind === 'unavailable' ? 'unknown' : 'free';
  const appointmentsNote = appointments.view.kind === 'ready' && !screenNoted ? appointments.view.note : null;
  const studioArtist = typeof cached?.artistId === 'string' ? cached.artistId : null;
  const clientName = [cached?.firstName, cached?.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') || email || 'Client';

  // Packs made offline go out once their request has synced: tried again whenever another request syncs.
  const syncedCount = appointments.data?.filter((record) => record.syncState === undefined).length ?? 0;
  useEffect(() => {
    void sendWaitingPacks().catch(() => undefined);
  }, [syncedCount]);

  return (
    <>
      {studioArtist && (
        <p className="rounded-xl bg-ink-100 p-3 text-sm dark:bg-ink-800">
          This is a studio account. <Link to="/studio" className="font-semibold underline">Open your studio’s requests</Link>
        </p>
      )}
      <RequestForm
        artists={artists} artistId={artistId} date={date} time={time} brief={brief} clientName={clientName}
        onArtist={onArtist} onDate={onDate} onTime={onTime}
      />
      <BookingAgentPanel plan={plan} />
      <section aria-labelledby="appointments-heading" className="flex flex-col gap-4">
        <h2 id="appointments-heading" className="text-2xl font-black tracking-tight">Your appointments</h2>
        <SavedCopyNote note={appointmentsNote} />
        {appointments.view.kind === 'unavailable' ? (
          <NothingSaved message={appointments.view.message} detail={appointments.view.detail} onRetry={appointments.retry} />
        ) : appointments.view.kind === 'loading' || appointments.data === undefined ? <p role="status">Loading appointments…</p> : appointments.data.length === 0 ? (
          <p>No appointments scheduled</p>
        ) : (
          <Suspense fallback={<p role="status">Loading appointments…</p>}>
            <ul className="flex flex-col gap-3">
              {appointments.data.map((record) => {
                const view = appointmentView(record);
                return <AppointmentCard key={view.id} appointment={view} artist={artistById(artists, view.artist)} />;
              })}
            </ul>
          </Suspense>
        )}
      </section>
    </>
  );
}
