/**
 * /artists/:id (issue #36): one artist of the public directory — no account needed. Studio, styles,
 * work, weekly hours in the studio's time zone, deposit and cancellation rules, and open times by
 * date. Requesting continues on /booking with the chosen slot (through sign-in for a visitor).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { WEEKDAYS } from '@/engine/booking/slots';
import { useAuthStore } from '@/shared/auth/authStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { bookingPath, depositLine, formatOpening } from './directoryText';
import { portfolioBriefs } from './directory';
import { PortfolioTile } from './PortfolioTile';
import { SlotPicker } from './SlotPicker';
import { useDirectory } from './useDirectory';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = { sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' };
/** Monday first, as a studio's week is written. */
const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export default function ArtistScreen() {
  const { artistId = '' } = useParams();
  const { artists, view } = useDirectory();
  const status = useAuthStore((s) => s.status);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const artist = artists?.find((entry) => entry.id === artistId);

  if (artists === undefined && view.kind !== 'unavailable') return <p role="status" className="mx-auto max-w-3xl px-4 py-12">Loading artist…</p>;
  if (!artist) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl font-black tracking-tight">{view.kind === 'unavailable' ? 'Artist not available' : 'Artist not found'}</h1>
        <p className="mt-3">{view.kind === 'unavailable' ? `${view.message} ${view.detail}` : 'No artist in the directory has this address.'}</p>
        <Link to="/booking" className={buttonClasses('primary', 'mt-6')}>Browse all artists</Link>
      </section>
    );
  }
  const next = bookingPath(artist.id, date, time);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <p><Link to={bookingPath(artist.id)} className="text-sm font-semibold underline-offset-2 hover:underline">← All artists</Link></p>
      <header>
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">{artist.name}</h1>
        <p className="mt-2 text-ink-600 dark:text-ink-300">{artist.studio} · {artist.city}</p>
        <p className="mt-3 flex flex-wrap gap-1.5">
          {artist.styles.map((own) => <span key={own} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-ink-800">{own}</span>)}
        </p>
        <p className="mt-4">{artist.bio}</p>
      </header>
      <section aria-labelledby="work-heading">
        <h2 id="work-heading" className="text-xl font-black tracking-tight">Work</h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {portfolioBriefs(artist).map((piece) => <PortfolioTile key={piece.seed} brief={piece.brief} seed={piece.seed} label={`${piece.brief.style} ${piece.brief.keywords} by ${artist.name}`} />)}
        </div>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="text-xl font-black tracking-tight">Hours</h2>
          <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">In the studio’s time zone: {artist.timeZone.replaceAll('_', ' ')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {WEEK_ORDER.map((day) => (
              <div key={day} className="contents"><dt className="font-semibold">{DAY_NAMES[day]}</dt><dd>{artist.weeklyHours[day] ? `${artist.weeklyHours[day][0]}–${artist.weeklyHours[day][1]}` : 'Closed'}</dd></div>
            ))}
          </dl>
          <p className="mt-3 text-sm"><span className="font-semibold">Next open: </span>{artist.openSlots.map((slot) => formatOpening(slot, artist.timeZone)).join(' · ') || 'no open times in the next three weeks'}</p>
        </section>
        <section aria-labelledby="deposit-heading">
          <h2 id="deposit-heading" className="text-xl font-black tracking-tight">Deposit and cancellations</h2>
          <p className="mt-3 text-sm font-semibold">{artist.deposit ? depositLine(artist.deposit) : 'No deposit.'}</p>
          <p className="mt-2 text-sm">{artist.cancellationPolicy}</p>
        </section>
      </div>
      <section aria-labelledby="times-heading" className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-700 dark:bg-ink-900">
        <h2 id="times-heading" className="text-xl font-black tracking-tight">Pick a time</h2>
        <SlotPicker artist={artist} date={date} time={time} onDate={(next) => { setDate(next); setTime(''); }} onTime={setTime} />
        {status === 'signed-in' ? (
          <Link to={next} className={buttonClasses('primary', 'self-start')}>{time ? `Request ${date} at ${time}` : 'Continue to request'}</Link>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Link to="/auth" state={{ from: next }} className={buttonClasses('primary')}>Sign in to request</Link>
            <Link to="/signup" state={{ from: next }} className={buttonClasses('secondary')}>Create an account</Link>
          </div>
        )}
      </section>
    </div>
  );
}
