import { describe, expect, it, vi } from 'vitest';
import { artistSchema, artistSlotsSchema } from '@/engine/crm/schemas';
import { ApiError } from './http';
import { fetchDirectory, fetchOpenTimes, parseArtistSlots, parsePublicArtist, parsePublicArtists } from './publicDirectory';

const artist = {
  id: 'mara', name: 'Mara Quinn', studio: 'North Ink', styles: ['Fine line'], city: 'Leeds', bio: 'Botanical fine line.',
  timeZone: 'Europe/London', weeklyHours: { mon: ['10:00', '18:00'], sat: ['11:00', '16:00'] }, openSlots: ['2026-12-07T10:00:00.000Z'],
  deposit: { amount: 5000, currency: 'gbp', method: 'checkout' }, cancellationPolicy: 'Refunded up to 48 hours before.',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The hand-written check must read every body exactly as the server's own zod schema does.
const goodArtists: unknown[] = [
  artist,
  { ...artist, deposit: null },
  { ...artist, deposit: undefined, cancellationPolicy: undefined },
  { ...artist, weeklyHours: {} },
  { ...artist, extra: 'dropped' },
];
const badArtists: unknown[] = [
  null, 'mara', [], { ...artist, id: 7 }, { ...artist, styles: 'Fine line' }, { ...artist, openSlots: [1] },
  { ...artist, weeklyHours: { mon: ['10:00'] } }, { ...artist, weeklyHours: { someday: ['10:00', '12:00'] } },
  { ...artist, deposit: { amount: 50.5, currency: 'gbp', method: 'checkout' } }, { ...artist, deposit: { amount: 5000, currency: 'GBP', method: 'checkout' } },
  { ...artist, deposit: { amount: 5000, currency: 'gbp', method: 'cash' } }, { ...artist, cancellationPolicy: 3 },
];

describe('the public directory client', () => {
  it('reads every good artist exactly as artistSchema does (defaults applied, unknown fields dropped)', () => {
    for (const body of goodArtists) expect(parsePublicArtist(body)).toEqual(artistSchema.parse(body));
  });

  it('refuses every body artistSchema refuses', () => {
    for (const body of badArtists) {
      expect(artistSchema.safeParse(body).success).toBe(false);
      expect(parsePublicArtist(body)).toBeUndefined();
    }
    expect(parsePublicArtists([artist, { ...artist, name: null }])).toBeUndefined();
    expect(parsePublicArtists({ artists: [artist] })).toBeUndefined();
  });

  it('reads a day’s open times as artistSlotsSchema does', () => {
    const slots = { artist_id: 'mara', date: '2026-12-07', time_zone: 'Europe/London', times: ['10:00', '11:00'] };
    expect(parseArtistSlots(slots)).toEqual(artistSlotsSchema.parse(slots));
    expect(parseArtistSlots({ ...slots, times: [10] })).toBeUndefined();
    expect(artistSlotsSchema.safeParse({ ...slots, times: [10] }).success).toBe(false);
  });

  it('asks with no token, and a failure carries the spec’s sentence', async () => {
    const fetchMock = vi.fn(async () => json([artist]));
    await expect(fetchDirectory({ fetch: fetchMock, baseUrl: 'http://api' })).resolves.toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/public/artists');
    expect(init.headers).not.toHaveProperty('Authorization');

    const offline = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    const error = await fetchOpenTimes('a/b', '2026-12-07', { fetch: offline, baseUrl: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unable to connect to server. Please check your connection.');
    expect((offline.mock.calls[0] as unknown as [string])[0]).toBe('/public/artists/a%2Fb/slots?date=2026-12-07');
  });
});
