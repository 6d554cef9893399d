/**
 * /booking (issues #14, #36): the public artist directory (anyone, no account), filters, artists
 * matching the current design brief first; for visitors a sign-in that comes back to the same slot
 * (artist, date and time live in the address: /booking?artist=<id>&date=<d>&time=<t>); for a
 * signed-in account the request form, the Booking Agent and the person's appointments.
 *
 * A visitor's first screen is light: this module reads the directory through a small public fetch
 * and imports neither Dexie, the outbox, the CRM schemas nor the stores. The signed-in part
 * (SignedInBooking.tsx) and the device's saved copies (directory, design brief) load on demand.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { databaseExists } from '@/db/databasePresence';
import type { DesignSlots } from '@/engine/designBrief';
import { useAuthStore } from '@/shared/auth/authStore';
import { whenIdle } from '@/shared/scheduling/whenIdle';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { NothingSaved, SavedCopyNote } from '@/shared/ui/SavedCopy';
import { ArtistCard } from './ArtistCard';
import { BookingAgentPanel } from './BookingAgentPanel';
import { artistById, bookingPath } from './directoryText';
import { filterArtists, filterOptions, rankForBrief } from './directory';
import { SlotPicker } from './SlotPicker';
import { useDirectory } from './useDirectory';

const SignedInBooking = lazy(() => import('./SignedInBooking'));

/** The designer's current brief lives in Dexie under this id (read here, never imported). */
const CURRENT_BRIEF_ID = 'current';

/**
 * The design brief saved on this device (artists in its style come first), read once after the
 * first paint, and only from a device that has the database: Dexie is not part of a visitor's first screen.
 */
function useSavedBrief(): DesignSlots | undefined {
  const [brief, setBrief] = useState<DesignSlots | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      // A device with no database has no brief: asking Dexie would only load it (one long task).
      databaseExists()
        .then((exists) => (exists ? import('@/db/database').then(({ db }) => db.designBriefs.get(CURRENT_BRIEF_ID)) : undefined))
        .then((saved) => live && saved && setBrief(saved.slots), () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return brief;
}

/**
 * A filter's width does not follow its options: they arrive with the directory, and a select that
 * grew then moved the heading beside it (a layout shift). `min-w-0`: a flex item's least width
 * is otherwise its longest option's.
 */
const FILTER_LABEL = 'flex w-40 min-w-0 flex-col gap-1 text-sm';

/** Cards held in place while the directory loads: about a first screen of them on a phone. */
const LOADING_CARDS = 4;

/**
 * The directory while it loads: the status line and card-sized placeholders, so what follows the
 * directory is already where the cards will push it (below the first screen). A short status line
 * alone let the request card and the Booking Agent paint in view, then jump away when the artists
 * arrived: a layout shift of 0.56 on a phone (Lighthouse, issue #38).
 */
function DirectoryLoading() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status">Loading artists…</p>
      <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <li key={index} className="h-[26rem] rounded-2xl border border-ink-200 bg-ink-50 motion-safe:animate-pulse dark:border-ink-700 dark:bg-ink-900" />
        ))}
      </ul>
    </div>
  );
}

/** A visitor's chosen slot, kept through sign-in or sign-up (the address carries it back). */
function VisitorRequest({ artistName, path }: { artistName: string | undefined; path: string }) {
  return (
    <section aria-labelledby="visitor-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-700 dark:bg-ink-900">
      <h2 id="visitor-heading" className="text-xl font-black tracking-tight">Request a time</h2>
      <p className="text-sm">{artistName ? `Sign in or create a free account to send your request to ${artistName}. Your chosen time is kept.` : 'Choose an artist and a time, then sign in or create a free account to send the request.'}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/auth" state={{ from: path }} className={buttonClasses('primary')}>Sign in to request</Link>
        <Link to="/signup" state={{ from: path }} className={buttonClasses('secondary')}>Create an account</Link>
      </div>
    </section>
  );
}

export default function BookingScreen() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const [params, setParams] = useSearchParams();
  const selected = params.get('artist') ?? '';
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const { artists, view: directoryView, retry: retryDirectory } = useDirectory();
  // One quiet note for the screen when the directory is shown from this device (the appointments say theirs only otherwise).
  const directoryNote = directoryView.kind === 'ready' ? directoryView.note : null;
  const brief = useSavedBrief();
  const [style, setStyle] = useState('');
  const [city, setCity] = useState('');
  const signedIn = status === 'signed-in' && user !== null;

  const briefStyle = brief?.style;
  const shown = useMemo(() => rankForBrief(filterArtists(artists ?? [], { style, city }), briefStyle), [artists, style, city, briefStyle]);
  const options = useMemo(() => filterOptions(artists ?? []), [artists]);
  const chosen = artistById(artists ?? [], selected);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const choose = (id: string) => update({ artist: id, date: id === selected ? date : '', time: '' });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Book an appointment</h1>
        <p className="mt-3 text-ink-600 dark:text-ink-300">Find an artist who works in your style, see their open times and request one.{signedIn ? '' : ' Browsing needs no account.'}</p>
        <div className="mt-3">
          <SavedCopyNote note={directoryNote} />
        </div>
      </header>

      <section aria-labelledby="directory-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="directory-heading" className="text-2xl font-black tracking-tight">Artists</h2>
          <div className="flex flex-wrap gap-3">
            <label className={FILTER_LABEL}>
              <span className="font-semibold">Style</span>
              <select className={INPUT_CLASSES} value={style} onChange={(event) => setStyle(event.target.value)}>
                <option value="">All styles</option>
                {options.styles.map((option) => <option key={option} value={option}>{option}</option>)}
              </select>
            </label>
            <label className={FILTER_LABEL}>
              <span className="font-semibold">City</span>
              <select className={INPUT_CLASSES} value={city} onChange={(event) => setCity(event.target.value)}>
                <option value="">All cities</option>
                {options.cities.map((option) => <option key={option} value={option}>{option}</option>)}
              </select>
            </label>
          </div>
        </div>
        {briefStyle && <p className="text-sm text-ink-600 dark:text-ink-300">Artists working in your design’s style ({briefStyle}) come first.</p>}
        {directoryView.kind === 'unavailable' ? (
          <NothingSaved message={directoryView.message} detail={directoryView.detail} onRetry={retryDirectory} />
        ) : artists === undefined ? (
          <DirectoryLoading />
        ) : shown.length === 0 ? (
          <p role="status">{artists.length === 0 ? 'No artists are listed yet.' : 'No artists match these filters.'}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {shown.map((artist) => <ArtistCard key={artist.id} artist={artist} selected={artist.id === selected} briefStyle={briefStyle} onChoose={choose} />)}
          </ul>
        )}
      </section>

      {signedIn ? (
        <Suspense fallback={<p role="status">Loading your booking…</p>}>
          <SignedInBooking
            artists={artists ?? []} artistId={selected} date={date} time={time} brief={brief} email={user.email} screenNoted={directoryNote !== null}
            onArtist={choose} onDate={(next) => update({ date: next, time: '' })} onTime={(next) => update({ time: next })}
          />
        </Suspense>
      ) : status === 'loading' ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="flex flex-col gap-4">
          {chosen && (
            <section aria-label={`Open times with ${chosen.name}`} className="rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-700 dark:bg-ink-900">
              <SlotPicker artist={chosen} date={date} time={time} onDate={(next) => update({ date: next, time: '' })} onTime={(next) => update({ time: next })} />
            </section>
          )}
          <VisitorRequest artistName={chosen?.name} path={bookingPath(selected, date, time)} />
          <BookingAgentPanel plan="visitor" />
        </div>
      )}
    </div>
  );
}
