/**
 * Booking (issue #14): the artist directory with studios and weekly hours, open slots per date,
 * one active booking per artist slot under concurrency, reschedule and cancel freeing slots,
 * ownership, bad input and the server-set Pro flag. Runs on PGlite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf, zonedNow, type Weekday } from '../../src/engine/booking/slots.ts';
import { proPolicy } from '../../server/crm/profile.ts';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { request, startTestServer, type TestServer } from './support/harness.ts';

interface Appointment { id: string; user_id: string; status: string; type: string; artist: string; date: string; time: string; notes: string }
interface Slots { artist_id: string; date: string; time_zone: string; times: string[] }
interface ApiError { error: { code: string; message: string; fields?: Record<string, string> } }

const MARA = 'artist-mara-voss'; // Europe/Berlin, Tue–Fri 10:00–18:00, Sat 11:00–16:00

/** The first date at least `daysAhead` days from today (Berlin) that falls on the weekday. */
function nextWeekday(day: Weekday, daysAhead: number): string {
  let time = Date.parse(`${zonedNow('Europe/Berlin').date}T00:00:00Z`) + daysAhead * 86_400_000;
  while (weekdayOf(new Date(time).toISOString().slice(0, 10)) !== day) time += 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

let server: TestServer;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
/** Mara's studio account (ARTIST_ACCOUNTS): only the studio confirms a directory artist's request. */
let studio: TestUser;

beforeAll(async () => {
  [ada, bob, cy, studio] = await Promise.all([createUser('Ada Booker'), createUser('Bob Booker'), createUser('Cy Booker'), createUser('Mara Voss')]);
  // The demo's Pro setting: only Ada is on the Pro plan.
  server = await startTestServer({ config: { proUids: ada.uid, artistAccounts: `${studio.uid}=${MARA}` } });
  await request(server, 'GET', `/crm/profile/firebase/${studio.uid}`, { token: studio.idToken });
});

/** The studio accepts a request (Mara takes a deposit; the studio here records it by hand, so it ends confirmed). */
async function studioConfirms(user: TestUser, id: string): Promise<void> {
  const path = `/crm/studio/requests/${user.uid}/${id}`;
  expect((await request(server, 'PUT', path, { token: studio.idToken, body: { action: 'accept' } })).status).toBe(200);
  expect((await request(server, 'PUT', path, { token: studio.idToken, body: { action: 'deposit_received' } })).status).toBe(200);
}
afterAll(async () => server?.close());

const book = (user: TestUser, body: Record<string, unknown>) =>
  request<Appointment & ApiError>(server, 'POST', '/crm/appointments', { token: user.idToken, body: { type: 'Session', artist: MARA, ...body } });
const slotsOf = async (date: string, artist = MARA) =>
  (await request<Slots>(server, 'GET', `/crm/artists/${artist}/slots?date=${date}`, { token: ada.idToken })).body.times;

describe('artist directory', () => {
  it('lists every artist with studio, city, styles, bio, time zone, weekly hours and upcoming open slots', async () => {
    const response = await request<{ id: string; name: string; studio: string; city: string; styles: string[]; bio: string; timeZone: string; weeklyHours: Record<string, [string, string]>; openSlots: string[] }[]>(
      server, 'GET', '/crm/artists', { token: ada.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(8);
    const mara = response.body.find((artist) => artist.id === MARA);
    expect(mara).toMatchObject({ name: 'Mara Voss', studio: 'Eisenherz Tattoo', city: 'Berlin', timeZone: 'Europe/Berlin', styles: ['neo-traditional', 'traditional'] });
    expect(mara?.weeklyHours.tue).toEqual(['10:00', '18:00']);
    expect(mara?.weeklyHours.mon).toBeUndefined();
    expect(mara?.openSlots).toHaveLength(3);
    for (const slot of mara?.openSlots ?? []) expect(Date.parse(slot)).toBeGreaterThan(Date.now());
  });

  it('offers the working hours of a date in the artist time zone, nothing on a closed day', async () => {
    const wednesday = nextWeekday('wed', 7);
    const response = await request<Slots>(server, 'GET', `/crm/artists/${MARA}/slots?date=${wednesday}`, { token: bob.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      artist_id: MARA, date: wednesday, time_zone: 'Europe/Berlin',
      times: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
    });
    expect(await slotsOf(nextWeekday('mon', 7))).toEqual([]);
  });

  it('answers 404 for an unknown artist and 400 for a bad date', async () => {
    const unknown = await request<ApiError>(server, 'GET', `/crm/artists/artist-nobody/slots?date=${nextWeekday('wed', 7)}`, { token: ada.idToken });
    expect(unknown.status).toBe(404);
    const bad = await request<ApiError>(server, 'GET', `/crm/artists/${MARA}/slots?date=2026-02-30`, { token: ada.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('querystring.date');
    const unauthenticated = await request(server, 'GET', `/crm/artists/${MARA}/slots?date=${nextWeekday('wed', 7)}`);
    expect(unauthenticated.status).toBe(401);
  });
});

describe('booking a slot', () => {
  it('lets exactly one of 10 concurrent requests for one slot through; the rest get 409 with a clear message', async () => {
    const date = nextWeekday('thu', 7);
    const users = [ada, bob, cy];
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => book(users[i % 3], { date, time: '14:00', id: randomUUID() })));
    const created = responses.filter((response) => response.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({ status: 'requested', artist: MARA, date, time: '14:00' });
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(9);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual({ code: 'slot_taken', message: `Mara Voss is already booked on ${date} at 14:00. Pick another time.`, fields: { time: 'Slot already booked' } });
    }
    expect(await slotsOf(date)).not.toContain('14:00');
    expect(await slotsOf(date)).toContain('15:00');
  });

  it('refuses times outside the weekly hours, closed days and slots in the past', async () => {
    const outside = await book(ada, { date: nextWeekday('wed', 7), time: '19:00' });
    expect(outside.status).toBe(409);
    expect(outside.body.error.code).toBe('slot_unavailable');
    expect(outside.body.error.message).toContain('Europe/Berlin');
    const offHour = await book(ada, { date: nextWeekday('wed', 7), time: '10:30' });
    expect(offHour.body.error.code).toBe('slot_unavailable');
    const closed = await book(ada, { date: nextWeekday('mon', 7), time: '10:00' });
    expect(closed.body.error.code).toBe('slot_unavailable');
    const past = await book(ada, { date: nextWeekday('wed', -14), time: '10:00' });
    expect(past.status).toBe(409);
    expect(past.body.error.code).toBe('slot_unavailable');
  });

  it('refuses bad input with the field named', async () => {
    const date = nextWeekday('wed', 7);
    for (const [body, field] of [
      [{ date, time: '25:00' }, 'time'],
      [{ date: '2026-13-01', time: '10:00' }, 'date'],
      [{ date, time: '10:00', slot: 'x' }, 'slot'],
      [{ date, time: '10:00', artist: '' }, 'artist'],
    ] as const) {
      const response = await book(ada, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toHaveProperty([field]);
    }
  });
});

describe('appointment lifecycle', () => {
  it('reschedules: the old slot is freed, the new one taken, and the artist has to confirm again', async () => {
    const date = nextWeekday('fri', 7);
    const created = await book(ada, { date, time: '10:00', notes: 'Fox on forearm' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await studioConfirms(ada, id);

    const moved = await request<Appointment>(server, 'PUT', `/crm/appointments/${id}/slot`, { token: ada.idToken, body: { date, time: '12:00' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, date, time: '12:00', status: 'requested', notes: 'Fox on forearm' });
    const open = await slotsOf(date);
    expect(open).toContain('10:00');
    expect(open).not.toContain('12:00');
    // Someone else can now take the freed slot.
    expect((await book(bob, { date, time: '10:00' })).status).toBe(201);
    // Moving onto a taken slot is refused with the same message as booking it.
    const onto = await request<ApiError>(server, 'PUT', `/crm/appointments/${id}/slot`, { token: ada.idToken, body: { date, time: '10:00' } });
    expect(onto.status).toBe(409);
    expect(onto.body.error.code).toBe('slot_taken');
    const stillThere = await request<Appointment[]>(server, 'GET', `/crm/appointments/${ada.uid}`, { token: ada.idToken });
    expect(stillThere.body.find((appointment) => appointment.id === id)?.time).toBe('12:00');
  });

  it('cancelling frees the slot; final states cannot move or be rescheduled', async () => {
    const date = nextWeekday('sat', 7);
    const created = await book(cy, { date, time: '11:00' });
    const id = created.body.id;
    const cancelled = await request<Appointment>(server, 'PUT', `/crm/appointments/${id}?status=cancelled`, { token: cy.idToken });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await slotsOf(date)).toContain('11:00');
    expect((await book(ada, { date, time: '11:00' })).status).toBe(201);

    const reopen = await request<ApiError>(server, 'PUT', `/crm/appointments/${id}?status=requested`, { token: cy.idToken });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe('invalid_transition');
    const reschedule = await request<ApiError>(server, 'PUT', `/crm/appointments/${id}/slot`, { token: cy.idToken, body: { date, time: '12:00' } });
    expect(reschedule.status).toBe(409);
    expect(reschedule.body.error).toMatchObject({ code: 'invalid_transition', message: 'An appointment that is cancelled cannot be rescheduled.' });

    const later = await book(cy, { date, time: '13:00' });
    await studioConfirms(cy, later.body.id);
    const completed = await request<Appointment>(server, 'PUT', `/crm/appointments/${later.body.id}?status=completed`, { token: cy.idToken });
    expect(completed.body.status).toBe('completed');
    // A completed appointment frees its slot too (it is in the past in real life).
    expect(await slotsOf(date)).toContain('13:00');
  });

  it("treats another user's appointment as missing (404) for status changes and reschedules", async () => {
    const date = nextWeekday('tue', 14);
    const created = await book(ada, { date, time: '16:00' });
    const status = await request<ApiError>(server, 'PUT', `/crm/appointments/${created.body.id}?status=cancelled`, { token: bob.idToken });
    expect(status.status).toBe(404);
    const slot = await request<ApiError>(server, 'PUT', `/crm/appointments/${created.body.id}/slot`, { token: bob.idToken, body: { date, time: '17:00' } });
    expect(slot.status).toBe(404);
    expect(slot.text).toBe(status.text);
    const mine = await request<Appointment[]>(server, 'GET', `/crm/appointments/${ada.uid}`, { token: ada.idToken });
    expect(mine.body.find((appointment) => appointment.id === created.body.id)).toMatchObject({ status: 'requested', time: '16:00' });
  });

  it('refuses a bad reschedule body with the field named', async () => {
    const id = randomUUID();
    const bad = await request<ApiError>(server, 'PUT', `/crm/appointments/${id}/slot`, { token: ada.idToken, body: { date: nextWeekday('wed', 7), time: '9am' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('time');
    const extra = await request<ApiError>(server, 'PUT', `/crm/appointments/${id}/slot`, { token: ada.idToken, body: { date: nextWeekday('wed', 7), time: '10:00', artist: MARA } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toHaveProperty('artist');
  });

  it('keeps free-text artists (not in the directory) bookable without slot rules, as before', async () => {
    const first = await book(ada, { artist: 'A friend of a friend', date: '2027-01-04', time: '09:15' });
    const second = await book(bob, { artist: 'A friend of a friend', date: '2027-01-04', time: '09:15' });
    expect([first.status, second.status]).toEqual([201, 201]);
  });
});

describe('artist agent hand-off', () => {
  it("links each recommended artist to /booking with the artist pre-selected, quoting live open slots", async () => {
    const response = await request<{ agent: string; cards: { title: string; description: string; href?: string }[] }>(server, 'POST', '/chat', {
      body: { message: 'Can you recommend a tattoo artist for a japanese koi sleeve?', user_id: 'anon-device-1', conversation_history: [] },
    });
    expect(response.status).toBe(200);
    expect(response.body.agent).toBe('artist');
    const kenji = response.body.cards.find((card) => card.title.startsWith('Kenji Arata'));
    // The next open time rides along, as the studio's date and time (issue #36: the assistant offers exactly that slot).
    expect(kenji?.href).toMatch(/^\/booking\?artist=artist-kenji-arata&date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}$/);
    expect(kenji?.description).toMatch(/Next opening: /);
  });
});

describe('Pro flag', () => {
  it('PRO_UIDS takes uids, addresses, *@domain and *', () => {
    const policy = proPolicy('uid-1, Ada@Example.com, *@pro.example.com');
    expect(policy({ uid: 'uid-1' })).toBe(true);
    expect(policy({ uid: 'x', email: 'ada@example.com' })).toBe(true);
    expect(policy({ uid: 'x', email: 'bo@pro.example.com' })).toBe(true);
    expect(policy({ uid: 'x', email: 'bo@notpro.example.com' })).toBe(false);
    expect(policy({ uid: 'x' })).toBe(false);
    expect(proPolicy('')({ uid: 'uid-1' })).toBe(false);
    expect(proPolicy('*')({ uid: 'anyone' })).toBe(true);
  });

  it('is set by the server from PRO_UIDS at sign-in and cannot be set by the client', async () => {
    const adaProfile = await request<{ pro: boolean }>(server, 'GET', `/crm/profile/firebase/${ada.uid}`, { token: ada.idToken });
    expect(adaProfile.body.pro).toBe(true);
    const bobProfile = await request<{ pro: boolean }>(server, 'GET', `/crm/profile/firebase/${bob.uid}`, { token: bob.idToken });
    expect(bobProfile.body.pro).toBe(false);
    const sneaky = await request<{ pro: boolean }>(server, 'PUT', `/crm/profile/${bob.uid}`, { token: bob.idToken, body: { pro: true, location: 'Leeds' } });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.pro).toBe(false);
  });
});
