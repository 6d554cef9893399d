/**
 * /booking (issue #14): the artist directory (cached in Dexie, so it shows offline), filters,
 * artists matching the current design brief first, the request form for Pro users (what Pro
 * unlocks for the rest), and the user's appointments. /booking?artist=<id> pre-selects an artist.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { db } from '@/db/database';
import { useAuthStore } from '@/shared/auth/authStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { NothingSaved, SavedCopyNote } from '@/shared/ui/SavedCopy';
import { useAppointments, useArtistDirectory, useProfile } from '@/sync/hooks';
import { AppointmentCard } from './AppointmentCard';
import { PRO_BENEFITS, appointmentView, artistById } from './booking';
import { filterArtists, filterOptions, portfolioBriefs, rankForBrief, worksInStyle } from './directory';
import { PortfolioTile } from './PortfolioTile';
import { RequestForm } from './RequestForm';

/** The designer's current brief lives in Dexie under this id (read here, never imported). */
const CURRENT_BRIEF_ID = 'current';

export default function BookingScreen() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const [params, setParams] = useSearchParams();
  const selected = params.get('artist') ?? '';
  const directory = useArtistDirectory();
  const artists = directory.view.kind === 'ready' ? directory.data : undefined;
  const profile = useProfile();
  const appointments = useAppointments();
  const brief = useLiveQuery(() => db.designBriefs.get(CURRENT_BRIEF_ID), []);
  const [style, setStyle] = useState('');
  const [city, setCity] = useState('');

  const briefStyle = brief?.slots.style;
  const shown = useMemo(() => rankForBrief(filterArtists(artists ?? [], { style, city }), briefStyle), [artists, style, city, briefStyle]);
  const options = useMemo(() => filterOptions(artists ?? []), [artists]);
  const pro = profile.data?.profile.pro === true;
  // One quiet note for the screen when any part of it is shown from this device.
  const screenNote = [directory.view, appointments.view].map((view) => (view.kind === 'ready' ? view.note : null)).find((note) => note !== null) ?? null;

  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('artist', id);
    else next.delete('artist');
    setParams(next, { replace: true });
  };

  if (status !== 'signed-in' || !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Book an appointment</h1>
        {status === 'loading' ? <p role="status" className="mt-3">Loading…</p> : (
          <>
            <p className="mt-3 text-ink-600 dark:text-ink-300">Sign in to find an artist and request a session.</p>
            <Link to="/auth" state={{ from: `/booking${selected ? `?artist=${encodeURIComponent(selected)}` : ''}` }} className={buttonClasses('primary', 'mt-6')}>Sign In</Link>
          </>
        )}
      </section>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Book an appointment</h1>
        <p className="mt-3 text-ink-600 dark:text-ink-300">Find an artist who works in your style and request a time.</p>
        <div className="mt-3">
          <SavedCopyNote note={screenNote} />
        </div>
      </header>

      <section aria-labelledby="directory-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="directory-heading" className="text-2xl font-black tracking-tight">Artists</h2>
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">Style</span>
              <select className={INPUT_CLASSES} value={style} onChange={(event) => setStyle(event.target.value)}>
                <option value="">All styles</option>
                {options.styles.map((option) => <option key={option} value={option}>{option}</option>)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">City</span>
              <select className={INPUT_CLASSES} value={city} onChange={(event) => setCity(event.target.value)}>
                <option value="">All cities</option>
                {options.cities.map((option) => <option key={option} value={option}>{option}</option>)}
              </select>
            </label>
          </div>
        </div>
        {briefStyle && <p className="text-sm text-ink-600 dark:text-ink-300">Artists working in your design’s style ({briefStyle}) come first.</p>}
        {directory.view.kind === 'unavailable' ? (
          <NothingSaved message={directory.view.message} detail={directory.view.detail} onRetry={directory.retry} />
        ) : artists === undefined ? (
          <p role="status">Loading artists…</p>
        ) : shown.length === 0 ? (
          <p role="status">{artists.length === 0 ? 'No artists are listed yet.' : 'No artists match these filters.'}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {shown.map((artist) => (
              <li key={artist.id} data-testid="artist-card" className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 dark:bg-ink-900 ${artist.id === selected ? 'border-blood-600 ring-2 ring-blood-600/40' : 'border-ink-200 dark:border-ink-700'}`}>
                <div>
                  <h3 className="text-lg font-bold">{artist.name}</h3>
                  <p className="text-sm text-ink-600 dark:text-ink-300">{artist.studio} · {artist.city}</p>
                </div>
                <p className="flex flex-wrap gap-1.5">
                  {artist.styles.map((own) => (
                    <span key={own} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-ink-800">{own}</span>
                  ))}
                  {briefStyle && worksInStyle(artist, briefStyle) && <span className="rounded-full bg-blood-600 px-2.5 py-0.5 text-xs font-semibold text-white">Matches your design</span>}
                </p>
                <p className="text-sm">{artist.bio}</p>
                <div className="flex gap-2">
                  {portfolioBriefs(artist).map((piece) => (
                    <PortfolioTile key={piece.seed} brief={piece.brief} seed={piece.seed} label={`${piece.brief.style} ${piece.brief.keywords} by ${artist.name}`} />
                  ))}
                </div>
                <button type="button" className={buttonClasses(artist.id === selected ? 'primary' : 'secondary', 'self-start')} aria-pressed={artist.id === selected} onClick={() => choose(artist.id)}>
                  {artist.id === selected ? 'Selected' : `Choose ${artist.name}`}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {pro ? (
        <RequestForm artists={artists ?? []} artistId={selected} onArtist={choose} />
      ) : (
        <section aria-labelledby="pro-heading" className="rounded-2xl border border-blood-600/40 bg-blood-50 p-5 dark:bg-blood-950/30">
          <h2 id="pro-heading" className="text-xl font-black tracking-tight">Booking Agent is a Pro feature</h2>
          <p className="mt-2 text-sm">{profile.view.kind === 'loading' ? 'Checking your plan…' : profile.view.kind === 'unavailable' ? 'Your plan shows once you’re back online. With Pro you can:' : 'Your account is on the free plan. With Pro you can:'}</p>
          <ul className="mt-3 list-disc pl-5 text-sm">
            {PRO_BENEFITS.map((benefit) => <li key={benefit}>{benefit}</li>)}
          </ul>
          <p className="mt-3 text-sm">Browse the directory freely; ask your studio to switch your account to Pro to book through InkClarity.</p>
        </section>
      )}

      <section aria-labelledby="appointments-heading" className="flex flex-col gap-4">
        <h2 id="appointments-heading" className="text-2xl font-black tracking-tight">Your appointments</h2>
        {appointments.view.kind === 'unavailable' ? (
          <NothingSaved message={appointments.view.message} detail={appointments.view.detail} onRetry={appointments.retry} />
        ) : appointments.view.kind === 'loading' || appointments.data === undefined ? <p role="status">Loading appointments…</p> : appointments.data.length === 0 ? (
          <p>No appointments scheduled</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {appointments.data.map((record) => {
              const view = appointmentView(record);
              return <AppointmentCard key={view.id} appointment={view} artist={artistById(artists ?? [], view.artist)} />;
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
