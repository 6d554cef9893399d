/**
 * Booking slots from an artist's weekly hours (issue #14). Pure and shared: the server offers and
 * checks slots with it, the browser uses it to show times offline. Dates and times are the
 * artist's wall-clock time in the artist's IANA time zone (an appointment's `date` + `time`).
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours per weekday as [first start, closing time] in HH:MM; a missing day is closed. */
export type WeeklyHours = Partial<Record<Weekday, readonly [string, string]>>;

/** Every booking takes one slot of this length (consultations, sessions and touch-ups alike). */
export const SLOT_MINUTES = 60;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday of a calendar date (YYYY-MM-DD), independent of any time zone. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

/** The slot start times the artist works on that date, ignoring bookings and the clock. */
export function workingSlots(hours: WeeklyHours, date: string): string[] {
  const day = hours[weekdayOf(date)];
  if (day === undefined) return [];
  const times: string[] = [];
  for (let start = minutesOf(day[0]); start + SLOT_MINUTES <= minutesOf(day[1]); start += SLOT_MINUTES) {
    times.push(clock(start));
  }
  return times;
}

/** The wall-clock date and time now in a time zone. */
export function zonedNow(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The slots still open on a date: working hours, minus taken times, minus slots already begun. */
export function openSlots(
  hours: WeeklyHours, timeZone: string, date: string, taken: Iterable<string>, now: Date = new Date(),
): string[] {
  const takenSet = new Set(taken);
  const current = zonedNow(timeZone, now);
  return workingSlots(hours, date).filter((time) =>
    !takenSet.has(time) && `${date}T${time}` > `${current.date}T${current.time}`);
}

/** The UTC instant of a wall-clock date and time in a time zone (DST-correct to the minute). */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  // Two corrections converge for every real offset, including the day a DST change happens.
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const seen = zonedNow(timeZone, new Date(guess));
    guess += wanted - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(guess);
}

/** The next calendar date (YYYY-MM-DD). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The first `count` open slots from today (the artist's today) over `days` days, as UTC ISO instants. */
export function upcomingOpenSlots(
  hours: WeeklyHours, timeZone: string, taken: ReadonlySet<string>, count: number, days = 21, now: Date = new Date(),
): string[] {
  const found: string[] = [];
  for (let date = zonedNow(timeZone, now).date, day = 0; day < days && found.length < count; day += 1, date = nextDate(date)) {
    for (const time of openSlots(hours, timeZone, date, [...taken].filter((key) => key.startsWith(`${date}T`)).map((key) => key.slice(11)), now)) {
      if (found.length < count) found.push(zonedToUtc(date, time, timeZone).toISOString());
    }
  }
  return found;
}
