import { useEffect, useState } from 'react';
import { fetchOpenTimes } from '@/api/publicDirectory';
import { openSlots } from '@/engine/booking/slots';
import type { Artist } from '@/engine/crm/schemas';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { localToday } from './directoryText';

type SlotsState = { key: string; times: string[]; offline: boolean } | { key: string; error: string };

/**
 * Date + open time for one artist. A new date makes the chosen time meaningless: the owner clears
 * it in `onDate` (one update, so an owner keeping both in the address never loses the date). Online, the server's open times (taken slots left out);
 * offline, the artist's weekly hours, marked as unconfirmed (the server checks on sync).
 */
export function SlotPicker({ artist, date, time, onDate, onTime }: {
  artist: Artist; date: string; time: string; onDate: (date: string) => void; onTime: (time: string) => void;
}) {
  const key = `${artist.id}|${date}`;
  const [state, setState] = useState<SlotsState | null>(null);
  useEffect(() => {
    if (!date) return;
    let live = true;
    fetchOpenTimes(artist.id, date).then(
      (slots) => live && setState({ key, times: slots.times, offline: false }),
      (error: unknown) => {
        if (!live) return;
        if (!navigator.onLine) setState({ key, times: openSlots(artist.weeklyHours, artist.timeZone, date, []), offline: true });
        else setState({ key, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [artist, date, key]);
  const current = state?.key === key ? state : null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">When</legend>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">Date</span>
        <input type="date" className={INPUT_CLASSES} min={localToday()} value={date} onChange={(event) => onDate(event.target.value)} required />
      </label>
      <p className="text-sm text-ink-600 dark:text-ink-300">Times are in the studio’s time zone: {artist.timeZone.replaceAll('_', ' ')}</p>
      {date === '' ? null : current === null ? (
        <p role="status" className="text-sm">Loading open times…</p>
      ) : 'error' in current ? (
        <p role="alert" className="text-sm text-blood-700 dark:text-blood-300">{current.error}</p>
      ) : current.times.length === 0 ? (
        <p role="status" className="text-sm">No open times on this date. Try another day.</p>
      ) : (
        <div role="radiogroup" aria-label="Open times" className="flex flex-wrap gap-2">
          {current.times.map((slot) => (
            <label key={slot} className={`cursor-pointer rounded-lg border px-3 py-2 text-sm font-semibold has-[:checked]:border-blood-600 has-[:checked]:bg-blood-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blood-500 ${'border-ink-300 dark:border-ink-600'}`}>
              <input type="radio" name="slot" value={slot} checked={time === slot} onChange={() => onTime(slot)} className="sr-only" />
              {slot}
            </label>
          ))}
        </div>
      )}
      {current !== null && !('error' in current) && current.offline && (
        <p className="text-sm text-amber-800 dark:text-amber-200">You’re offline: these are the artist’s working hours. The studio checks the time when your request syncs.</p>
      )}
    </fieldset>
  );
}
