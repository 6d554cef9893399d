/**
 * The public artist directory's reads (issue #36), for anyone, with no account and no token. Kept
 * apart from the CRM client (src/api/crm.ts) on purpose: a visitor's first /booking and
 * /artists/:id paint needs only these two GETs, so they must not pull in zod and the CRM schemas.
 * The bodies are checked here by hand against the same shape the server answers with
 * (`artistSchema` / `artistSlotsSchema` in src/engine/crm/schemas.ts; publicDirectory.test.ts
 * holds the two checks to the schemas on good and bad bodies).
 */
import { WEEKDAYS } from '@/engine/booking/slots';
import type { Artist, ArtistSlots } from '@/engine/crm/schemas';
import { requestJson } from './http';

/** The directory has no sentence in spec §8; this follows its record-call pattern (issue #37). */
export const DIRECTORY_ERROR = 'Failed to load the artist directory. Please try again!';

const DEPOSIT_METHODS: readonly string[] = ['checkout', 'payment_link', 'by_hand'];
const CURRENCY = /^[a-z]{3}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseWeeklyHours(value: unknown): Artist['weeklyHours'] | undefined {
  if (!isObject(value)) return undefined;
  const hours: Record<string, readonly [string, string]> = {};
  for (const [day, range] of Object.entries(value)) {
    if (!(WEEKDAYS as readonly string[]).includes(day)) return undefined;
    if (range === undefined) continue;
    if (!isStringArray(range) || range.length !== 2) return undefined;
    hours[day] = [range[0] as string, range[1] as string];
  }
  return hours;
}

function parseDeposit(value: unknown): Artist['deposit'] | undefined {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) return undefined;
  const { amount, currency, method } = value;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return undefined;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return undefined;
  if (typeof method !== 'string' || !DEPOSIT_METHODS.includes(method)) return undefined;
  return { amount, currency, method: method as NonNullable<Artist['deposit']>['method'] };
}

/** One artist as `artistSchema` reads it (unknown fields dropped, defaults applied), or undefined. */
export function parsePublicArtist(value: unknown): Artist | undefined {
  if (!isObject(value)) return undefined;
  const { id, name, studio, styles, city, bio, timeZone, openSlots, cancellationPolicy } = value;
  const texts = [id, name, studio, city, bio, timeZone];
  if (!texts.every((text) => typeof text === 'string') || !isStringArray(styles) || !isStringArray(openSlots)) return undefined;
  if (cancellationPolicy !== undefined && typeof cancellationPolicy !== 'string') return undefined;
  const weeklyHours = parseWeeklyHours(value.weeklyHours);
  const deposit = parseDeposit(value.deposit);
  if (weeklyHours === undefined || deposit === undefined) return undefined;
  return {
    id: id as string, name: name as string, studio: studio as string, styles, city: city as string, bio: bio as string,
    timeZone: timeZone as string, weeklyHours, openSlots, deposit, cancellationPolicy: cancellationPolicy ?? '',
  };
}

/** The directory's body (an array of artists); undefined when any artist is not the promised shape. */
export function parsePublicArtists(value: unknown): Artist[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const artists: Artist[] = [];
  for (const item of value) {
    const artist = parsePublicArtist(item);
    if (artist === undefined) return undefined;
    artists.push(artist);
  }
  return artists;
}

/** A day's open times as `artistSlotsSchema` reads them, or undefined. */
export function parseArtistSlots(value: unknown): ArtistSlots | undefined {
  if (!isObject(value)) return undefined;
  const { artist_id: artistId, date, time_zone: timeZone, times } = value;
  if (typeof artistId !== 'string' || typeof date !== 'string' || typeof timeZone !== 'string' || !isStringArray(times)) return undefined;
  return { artist_id: artistId, date, time_zone: timeZone, times };
}

/**
 * GET /public/artists (ETag + Cache-Control on the server: the browser revalidates). Rejects with
 * an `ApiError` whose message is spec §8's sentence for the failure (offline, time-out, other).
 */
export function fetchDirectory(options: { signal?: AbortSignal; fetch?: typeof fetch; baseUrl?: string } = {}): Promise<Artist[]> {
  return requestJson('/public/artists', { ...options, parse: parsePublicArtists });
}

/** GET /public/artists/:id/slots?date= — a day's open times (sent no-cache: every booking changes them). */
export function fetchOpenTimes(artistId: string, date: string, options: { signal?: AbortSignal; fetch?: typeof fetch; baseUrl?: string } = {}): Promise<ArtistSlots> {
  return requestJson(`/public/artists/${encodeURIComponent(artistId)}/slots?date=${encodeURIComponent(date)}`, { ...options, parse: parseArtistSlots });
}
