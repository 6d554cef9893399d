/**
 * Booking that studios run on (issue #36), over real HTTP on PGlite and PostgreSQL: the public
 * directory (no token, no client data, ETag + Cache-Control, rate-limited), the studio's side
 * (an artist sees only its own requests), legal and illegal status moves, deposits through the
 * real `stripe` package against a stand-in of Stripe's API, and the signed webhook (bad signature
 * 400, replay a no-op), the by-hand path without a provider, and hand-off packs.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf, zonedNow, type Weekday } from '../../src/engine/booking/slots.ts';
import { readStripeSettings } from '../../server/config.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { request, startTestServer, type TestServer } from './support/harness.ts';

interface Deposit { amount: number; currency: string; status: string; method: string; paid_at: string | null }
interface Appointment {
  id: string; user_id: string; status: string; artist: string; date: string; time: string; notes: string;
  details: Record<string, unknown>; deposit: Deposit | null; proposal: { id: string | null; date: string; time: string; note: string } | null; studio_note: string; has_pack: boolean;
  declined_proposal: { date: string; time: string; declined_at: string } | null;
}
interface StudioRequest extends Appointment { client: { name: string; email: string } }
interface ApiError { error: { code: string; message: string } }

const MARA = 'artist-mara-voss'; // Berlin, Tue–Fri 10–18, deposit 50 EUR
const LINA = 'artist-lina-ortiz'; // Barcelona, Wed–Sun, no deposit
const WEBHOOK_SECRET = 'whsec_test_inkclarity_booking';
/** A minimal real PDF (header, one empty page, trailer). */
const TINY_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';
const pdfDataUrl = (text: string) => `data:application/pdf;base64,${Buffer.from(text).toString('base64')}`;

function nextWeekday(day: Weekday, daysAhead: number, zone = 'Europe/Berlin'): string {
  let time = Date.parse(`${zonedNow(zone).date}T00:00:00Z`) + daysAhead * 86_400_000;
  while (weekdayOf(new Date(time).toISOString().slice(0, 10)) !== day) time += 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

let stand: StripeStandIn;
let server: TestServer;
let client: TestUser;
let other: TestUser;
let maraStudio: TestUser;
let linaStudio: TestUser;

const signIn = (user: TestUser, on = server) => request(on, 'GET', `/crm/profile/firebase/${user.uid}`, { token: user.idToken });
const book = (user: TestUser, body: Record<string, unknown>, on = server) =>
  request<Appointment & ApiError>(on, 'POST', '/crm/appointments', { token: user.idToken, body: { type: 'Session', artist: MARA, ...body } });
const act = (studio: TestUser, appointment: { user_id: string; id: string }, body: Record<string, unknown>, on = server) =>
  request<StudioRequest & ApiError>(on, 'PUT', `/crm/studio/requests/${appointment.user_id}/${appointment.id}`, { token: studio.idToken, body });
const appointmentOf = async (user: TestUser, id: string, on = server) =>
  (await request<Appointment[]>(on, 'GET', `/crm/appointments/${user.uid}`, { token: user.idToken })).body.find((entry) => entry.id === id);

function signedDelivery(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  // The package's own test helper signs exactly as Stripe does (t=…,v1=HMAC-SHA256).
  return { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) } };
}

beforeAll(async () => {
  stand = await startStripeStandIn();
  [client, other, maraStudio, linaStudio] = await Promise.all([createUser('Ada Client'), createUser('Bob Other'), createUser('Mara Voss'), createUser('Lina Ortiz')]);
  server = await startTestServer({
    config: {
      artistAccounts: `${maraStudio.email}=${MARA},${linaStudio.uid}=${LINA}`,
      stripe: readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_inkclarity', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stand.url }),
    },
  });
  await Promise.all([client, other, maraStudio, linaStudio].map((user) => signIn(user)));
});
afterAll(async () => {
  await server?.close();
  await stand?.close();
});

describe('the public directory', () => {
  it('answers with no token, with artists only — never a client, their uid, email or notes', async () => {
    const date = nextWeekday('wed', 9);
    expect((await book(client, { date, time: '11:00', notes: 'Secret fox on my ribs' })).status).toBe(201);
    const list = await request<{ id: string; deposit: unknown; cancellationPolicy: string }[]>(server, 'GET', '/public/artists');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(8);
    expect(list.body.find((artist) => artist.id === MARA)).toMatchObject({ deposit: { amount: 5000, currency: 'eur', method: 'checkout' } });
    expect(list.body.find((artist) => artist.id === LINA)?.cancellationPolicy).toMatch(/No deposit/);
    const one = await request(server, 'GET', `/public/artists/${MARA}`);
    const slots = await request<{ times: string[] }>(server, 'GET', `/public/artists/${MARA}/slots?date=${date}`);
    expect(slots.body.times).not.toContain('11:00');
    for (const answer of [list, one, slots]) {
      for (const secret of [client.uid, client.email, 'Secret fox', 'user_id', 'Ada']) expect(answer.text).not.toContain(secret);
    }
    expect((await request(server, 'GET', '/public/artists/artist-nobody')).status).toBe(404);
  });

  it('is cached: a strong ETag and Cache-Control, 304 for a copy the client holds', async () => {
    const first = await request(server, 'GET', '/public/artists');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await request(server, 'GET', '/public/artists', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await request(server, 'GET', '/public/artists', { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    const slots = await request(server, 'GET', `/public/artists/${MARA}/slots?date=${nextWeekday('thu', 9)}`);
    expect(slots.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('is rate-limited per address', async () => {
    const small = await startTestServer({ config: { publicRateLimitMax: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await request(small, 'GET', '/public/artists')).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await small.close();
    }
  });
});

describe("the studio's side", () => {
  it('knows who asked even when the request came before any profile read', async () => {
    const newcomer = await createUser('Nia Newcomer');
    const created = await book(newcomer, { artist: LINA, date: nextWeekday('sat', 10, 'Europe/Madrid'), time: '12:00' });
    expect(created.status).toBe(201);
    const lina = await request<StudioRequest[]>(server, 'GET', '/crm/studio/requests', { token: linaStudio.idToken });
    expect(lina.body.find((entry) => entry.id === created.body.id)?.client).toEqual({ name: 'Nia Newcomer', email: newcomer.email });
  });

  it('an artist account sees only the requests made to its artist, with who asked; others get 403', async () => {
    const forMara = await book(client, { date: nextWeekday('thu', 9), time: '12:00', details: { idea: 'A fox', lettering: 'Ruth' } });
    const forLina = await book(other, { artist: LINA, date: nextWeekday('fri', 9, 'Europe/Madrid'), time: '13:00' });
    expect([forMara.status, forLina.status]).toEqual([201, 201]);
    const mara = await request<StudioRequest[]>(server, 'GET', '/crm/studio/requests', { token: maraStudio.idToken });
    expect(mara.status).toBe(200);
    expect(mara.body.map((entry) => entry.id)).toContain(forMara.body.id);
    expect(mara.body.every((entry) => entry.artist === MARA)).toBe(true);
    expect(mara.body.find((entry) => entry.id === forMara.body.id)).toMatchObject({
      client: { name: 'Ada Client', email: client.email }, details: { idea: 'A fox', lettering: 'Ruth' },
    });
    const lina = await request<StudioRequest[]>(server, 'GET', '/crm/studio/requests', { token: linaStudio.idToken });
    expect(lina.body.map((entry) => entry.id)).toContain(forLina.body.id);
    expect(lina.body.every((entry) => entry.artist === LINA)).toBe(true);
    expect(lina.body.map((entry) => entry.id)).not.toContain(forMara.body.id);
    // Lina's account cannot act on (or read the pack of) Mara's request: exactly like a missing one.
    const foreign = await act(linaStudio, forMara.body, { action: 'accept' });
    expect(foreign.status).toBe(404);
    expect((await request(server, 'GET', `/crm/studio/requests/${client.uid}/${forMara.body.id}/pack`, { token: linaStudio.idToken })).status).toBe(404);
    expect((await request<ApiError>(server, 'GET', '/crm/studio/requests', { token: client.idToken })).status).toBe(403);
    expect((await request(server, 'GET', '/crm/studio/requests')).status).toBe(401);
    expect((await request<{ artist_id: string | null }>(server, 'GET', '/crm/studio/account', { token: maraStudio.idToken })).body).toEqual({ artist_id: MARA });
  });
});

describe('status moves', () => {
  it('requested → deposit due → (webhook) confirmed; every illegal move is refused and changes nothing', async () => {
    const created = await book(client, { date: nextWeekday('fri', 9), time: '10:00' });
    // The person cannot confirm a directory artist's request themselves.
    const selfConfirm = await request<ApiError>(server, 'PUT', `/crm/appointments/${created.body.id}?status=confirmed`, { token: client.idToken });
    expect(selfConfirm.status).toBe(409);
    expect(selfConfirm.body.error.code).toBe('invalid_transition');
    // Nothing to pay before the studio accepts.
    expect((await request<ApiError>(server, 'POST', `/crm/appointments/${created.body.id}/deposit`, { token: client.idToken })).body.error.code).toBe('no_deposit_due');

    const accepted = await act(maraStudio, created.body, { action: 'accept', note: 'See you then' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'deposit_due', studio_note: 'See you then', deposit: { amount: 5000, currency: 'eur', status: 'due', method: 'checkout', paid_at: null } });
    expect((await act(maraStudio, created.body, { action: 'accept' })).body.error.code).toBe('invalid_transition');
    expect((await act(maraStudio, created.body, { action: 'complete' })).body.error.code).toBe('invalid_transition');
    // A provider's deposit is never confirmed by a click.
    const byClick = await act(maraStudio, created.body, { action: 'deposit_received' });
    expect(byClick.status).toBe(409);
    expect(byClick.body.error.code).toBe('provider_confirms');
    expect((await appointmentOf(client, created.body.id))?.status).toBe('deposit_due');
  });

  it('a proposed time is taken by the person and counts as accepted; a declined request is final', async () => {
    const created = await book(other, { artist: LINA, date: nextWeekday('wed', 10, 'Europe/Madrid'), time: '14:00' });
    const proposedDate = nextWeekday('thu', 10, 'Europe/Madrid');
    const outside = await act(linaStudio, created.body, { action: 'propose', date: proposedDate, time: '09:00' });
    expect(outside.body.error.code).toBe('slot_unavailable');
    const proposed = await act(linaStudio, created.body, { action: 'propose', date: proposedDate, time: '15:00', note: 'Wednesday is full' });
    expect(proposed.body).toMatchObject({ status: 'requested', proposal: { date: proposedDate, time: '15:00', note: 'Wednesday is full' } });
    const taken = await request<Appointment>(server, 'PUT', `/crm/appointments/${created.body.id}/proposal`, { token: other.idToken });
    // Lina takes no deposit: taking her proposal confirms it.
    expect(taken.body).toMatchObject({ status: 'confirmed', date: proposedDate, time: '15:00', proposal: null });
    expect((await request<ApiError>(server, 'PUT', `/crm/appointments/${created.body.id}/proposal`, { token: other.idToken })).body.error.code).toBe('no_proposal');

    // Turning a proposal down keeps the request's own time, waiting for the studio again.
    const kept = await book(other, { artist: LINA, date: nextWeekday('sat', 10, 'Europe/Madrid'), time: '13:00' });
    expect((await request<ApiError>(server, 'PUT', `/crm/appointments/${kept.body.id}/proposal/decline`, { token: other.idToken })).body.error.code).toBe('no_proposal');
    await act(linaStudio, kept.body, { action: 'propose', date: proposedDate, time: '17:00', note: 'Saturday is full' });
    const declined = await request<Appointment>(server, 'PUT', `/crm/appointments/${kept.body.id}/proposal/decline`, { token: other.idToken });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'requested', date: kept.body.date, time: '13:00', proposal: null, studio_note: '' });
    // Only the person who asked can turn it down.
    expect((await request(server, 'PUT', `/crm/appointments/${kept.body.id}/proposal/decline`, { token: linaStudio.idToken })).status).toBe(404);

    const second = await book(other, { artist: LINA, date: nextWeekday('fri', 10, 'Europe/Madrid'), time: '16:00' });
    expect((await act(linaStudio, second.body, { action: 'decline', note: 'Not my style' })).body).toMatchObject({ status: 'declined', studio_note: 'Not my style' });
    expect((await act(linaStudio, second.body, { action: 'accept' })).body.error.code).toBe('invalid_transition');
    expect((await request(server, 'PUT', `/crm/appointments/${second.body.id}?status=cancelled`, { token: other.idToken })).status).toBe(409);
    const bad = await act(linaStudio, second.body, { action: 'refund' });
    expect(bad.status).toBe(400);
  });
});

describe('answers to a proposal name the proposal they answer', () => {
  const answer = (user: TestUser, id: string, verb: 'take' | 'decline', body?: Record<string, unknown>) =>
    request<Appointment & ApiError>(server, 'PUT', `/crm/appointments/${id}/proposal${verb === 'decline' ? '/decline' : ''}`, { token: user.idToken, body });
  const studioView = async (studio: TestUser, id: string) =>
    (await request<StudioRequest[]>(server, 'GET', '/crm/studio/requests', { token: studio.idToken })).body.find((entry) => entry.id === id);

  it('a decline sent late for an earlier proposal is refused with 409 proposal_changed and leaves the newer proposal standing', async () => {
    const created = await book(other, { artist: LINA, date: nextWeekday('wed', 17, 'Europe/Madrid'), time: '14:00' });
    const first = await act(linaStudio, created.body, { action: 'propose', date: nextWeekday('thu', 17, 'Europe/Madrid'), time: '12:00', note: 'Thursday?' });
    const firstId = first.body.proposal?.id;
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    // The person declines offline (the answer waits in the outbox); meanwhile the studio proposes again.
    const newerDate = nextWeekday('fri', 17, 'Europe/Madrid');
    const second = await act(linaStudio, created.body, { action: 'propose', date: newerDate, time: '16:00', note: 'Or Friday' });
    const secondId = second.body.proposal?.id;
    expect(secondId).not.toBe(firstId);

    const late = await answer(other, created.body.id, 'decline', { proposal_id: firstId });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'proposal_changed', message: expect.stringContaining('proposed another time since') });
    const after = await appointmentOf(other, created.body.id);
    expect(after).toMatchObject({ status: 'requested', time: '14:00', declined_proposal: null, studio_note: 'Or Friday',
      proposal: { id: secondId, date: newerDate, time: '16:00', note: 'Or Friday' } });
    // The same for a late acceptance: nothing moves.
    const lateTake = await answer(other, created.body.id, 'take', { proposal_id: firstId });
    expect(lateTake.status).toBe(409);
    expect(lateTake.body.error.code).toBe('proposal_changed');
    expect((await appointmentOf(other, created.body.id))?.proposal?.id).toBe(secondId);
    // A body that is not a proposal id is a 400, not an answer.
    expect((await answer(other, created.body.id, 'take', { proposal_id: 'yes' })).status).toBe(400);
    expect((await answer(other, created.body.id, 'take', { proposal: secondId })).status).toBe(400);

    // Answering the proposal on show works, and the studio's list says it was declined (which time, when).
    const before = Date.now();
    const declined = await answer(other, created.body.id, 'decline', { proposal_id: secondId });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'requested', time: '14:00', proposal: null, declined_proposal: { date: newerDate, time: '16:00' } });
    const seen = await studioView(linaStudio, created.body.id);
    expect(seen).toMatchObject({ status: 'requested', proposal: null, declined_proposal: { date: newerDate, time: '16:00' } });
    expect(Date.parse(seen?.declined_proposal?.declined_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);
    // The studio's next answer settles it: a new proposal forgets the declined one.
    const third = await act(linaStudio, created.body, { action: 'propose', date: nextWeekday('sat', 17, 'Europe/Madrid'), time: '13:00' });
    expect(third.body.declined_proposal).toBeNull();
    // A late decline of the second proposal (already declined) does not clear the third.
    expect((await answer(other, created.body.id, 'decline', { proposal_id: secondId })).body.error.code).toBe('proposal_changed');
    expect((await studioView(linaStudio, created.body.id))?.proposal?.id).toBe(third.body.proposal?.id);
  });

  it('taking the proposal on show by its id moves the request; an answer without a body (an older app) still answers the one on show', async () => {
    const created = await book(other, { artist: LINA, date: nextWeekday('wed', 24, 'Europe/Madrid'), time: '14:00' });
    const proposedDate = nextWeekday('thu', 24, 'Europe/Madrid');
    const proposed = await act(linaStudio, created.body, { action: 'propose', date: proposedDate, time: '12:00' });
    const taken = await answer(other, created.body.id, 'take', { proposal_id: proposed.body.proposal?.id });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'confirmed', date: proposedDate, time: '12:00', proposal: null, declined_proposal: null });

    const legacy = await book(other, { artist: LINA, date: nextWeekday('sun', 24, 'Europe/Madrid'), time: '14:00' });
    await act(linaStudio, legacy.body, { action: 'propose', date: nextWeekday('sat', 24, 'Europe/Madrid'), time: '12:00' });
    const bare = await answer(other, legacy.body.id, 'decline');
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ proposal: null, declined_proposal: { time: '12:00' } });
  });
});

describe('deposits through Stripe', () => {
  it('opens a Checkout Session for the deposit, and only the signed webhook confirms it; a replay changes nothing', async () => {
    const created = await book(client, { date: nextWeekday('tue', 12), time: '15:00' });
    await act(maraStudio, created.body, { action: 'accept' });
    const checkout = await request<{ url: string; method: string }>(server, 'POST', `/crm/appointments/${created.body.id}/deposit`, { token: client.idToken });
    expect(checkout.status).toBe(200);
    expect(checkout.body.method).toBe('checkout');
    const session = stand.sessions.at(-1);
    expect(checkout.body.url).toBe(session?.url);
    expect(session).toMatchObject({ amount_total: 5000, currency: 'eur', customer_email: client.email });
    expect(stand.requests.at(-1)?.form).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '5000' } }] });
    // The provider gets an opaque reference, not the person's uid or the record's id.
    const ref = session?.metadata.deposit_ref ?? '';
    expect(session?.client_reference_id).toBe(ref);
    expect(JSON.stringify(stand.requests.at(-1))).not.toContain(client.uid);
    expect(JSON.stringify(stand.requests.at(-1))).not.toContain(created.body.id);
    // A second click answers the same session (Stripe's idempotency key).
    const again = await request<{ url: string }>(server, 'POST', `/crm/appointments/${created.body.id}/deposit`, { token: client.idToken });
    expect(again.body.url).toBe(checkout.body.url);
    expect(stand.sessions.filter((entry) => entry.url === checkout.body.url)).toHaveLength(1);

    const event = stand.completedEvent(session?.id ?? '');
    const forged = await request<ApiError>(server, 'POST', '/webhooks/stripe', signedDelivery(event, 'whsec_someone_else'));
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('bad_signature');
    const unsigned = await request(server, 'POST', '/webhooks/stripe', { rawBody: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    expect((await appointmentOf(client, created.body.id))?.status).toBe('deposit_due');

    const delivery = signedDelivery(event);
    const paid = await request<{ outcome: string }>(server, 'POST', '/webhooks/stripe', delivery);
    expect(paid.status).toBe(200);
    expect(paid.body.outcome).toBe('confirmed');
    const confirmed = await appointmentOf(client, created.body.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', deposit: { status: 'paid', amount: 5000 } });
    const paidAt = confirmed?.deposit?.paid_at;

    const replay = await request<{ outcome: string }>(server, 'POST', '/webhooks/stripe', delivery);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('replayed');
    expect((await appointmentOf(client, created.body.id))?.deposit?.paid_at).toBe(paidAt);
    const rows = await server.db.execute(sql`select count(*)::int as n from payment_events where event_id = ${event.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });

  it('ignores a paid session that does not cover the deposit, and events for nothing of ours', async () => {
    const created = await book(client, { date: nextWeekday('wed', 12), time: '16:00' });
    await act(maraStudio, created.body, { action: 'accept' });
    await request(server, 'POST', `/crm/appointments/${created.body.id}/deposit`, { token: client.idToken });
    const session = stand.sessions.at(-1);
    const short = await request<{ outcome: string }>(server, 'POST', '/webhooks/stripe', signedDelivery(stand.completedEvent(session?.id ?? '', { amount_total: 100 })));
    expect(short.body.outcome).toBe('ignored');
    const wrongCurrency = await request<{ outcome: string }>(server, 'POST', '/webhooks/stripe', signedDelivery(stand.completedEvent(session?.id ?? '', { currency: 'usd' })));
    expect(wrongCurrency.body.outcome).toBe('ignored');
    const unrelated = await request<{ outcome: string }>(server, 'POST', '/webhooks/stripe', signedDelivery({ id: `evt_${randomUUID()}`, object: 'event', type: 'customer.created', data: { object: {} } }));
    expect(unrelated.body.outcome).toBe('ignored');
    expect((await appointmentOf(client, created.body.id))?.status).toBe('deposit_due');
  });

  it('the stand-in refuses what Stripe refuses, through the real package', async () => {
    const stripe = new Stripe('sk_test_inkclarity', { host: '127.0.0.1', port: new URL(stand.url).port, protocol: 'http', maxNetworkRetries: 0 });
    const base = { mode: 'payment' as const, success_url: 'http://127.0.0.1/ok' };
    const item = (currency: string, unit_amount: number) => [{ quantity: 1, price_data: { currency, unit_amount, product_data: { name: 'Deposit' } } }];
    await expect(stripe.checkout.sessions.create({ ...base })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'parameter_missing', param: 'line_items' });
    await expect(stripe.checkout.sessions.create({ ...base, line_items: item('xyz', 5000) })).rejects.toMatchObject({ code: 'parameter_invalid_string' });
    await expect(stripe.checkout.sessions.create({ ...base, line_items: item('eur', 10) })).rejects.toMatchObject({ code: 'amount_too_small' });
    const wrongKey = new Stripe('sk_live_nope', { host: '127.0.0.1', port: new URL(stand.url).port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrongKey.checkout.sessions.create({ ...base, line_items: item('eur', 5000) })).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });
});

describe('deposits with no provider, and hand-off packs', () => {
  it('without a provider the deposit is due by hand: nothing to pay online, the studio marks it received', async () => {
    const plain = await startTestServer({ config: { artistAccounts: `${maraStudio.uid}=${MARA}` } });
    try {
      await Promise.all([signIn(client, plain), signIn(maraStudio, plain)]);
      const directory = await request<{ id: string; deposit: { method: string } | null }[]>(plain, 'GET', '/public/artists');
      expect(directory.body.find((artist) => artist.id === MARA)?.deposit?.method).toBe('by_hand');
      const created = await book(client, { date: nextWeekday('thu', 12), time: '11:00' }, plain);
      expect((await act(maraStudio, created.body, { action: 'accept' }, plain)).body.deposit).toMatchObject({ method: 'by_hand', status: 'due' });
      const pay = await request<ApiError>(plain, 'POST', `/crm/appointments/${created.body.id}/deposit`, { token: client.idToken });
      expect(pay.status).toBe(409);
      expect(pay.body.error).toMatchObject({ code: 'deposit_by_hand', message: 'Eisenherz Tattoo takes this deposit directly and marks it received; there is nothing to pay here.' });
      const webhook = await request(plain, 'POST', '/webhooks/stripe', signedDelivery({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: {} } }));
      expect(webhook.status).toBe(503);
      const received = await act(maraStudio, created.body, { action: 'deposit_received', note: 'Paid in cash' }, plain);
      expect(received.body).toMatchObject({ status: 'confirmed', deposit: { status: 'paid' } });
    } finally {
      await plain.close();
    }
  });

  it('a pack is a PDF attached by its owner, read by the owner and the request’s artist only', async () => {
    const created = await book(client, { date: nextWeekday('fri', 12), time: '13:00' });
    const path = `/crm/appointments/${created.body.id}/pack`;
    const notPdf = await request<ApiError>(server, 'PUT', path, { token: client.idToken, body: { pdf: pdfDataUrl('hello, not a pdf') } });
    expect(notPdf.status).toBe(400);
    expect((await request(server, 'PUT', path, { token: other.idToken, body: { pdf: pdfDataUrl(TINY_PDF) } })).status).toBe(404);
    const saved = await request<{ bytes: number }>(server, 'PUT', path, { token: client.idToken, body: { pdf: pdfDataUrl(TINY_PDF) } });
    expect(saved.status).toBe(200);
    expect(saved.body.bytes).toBe(TINY_PDF.length);
    expect((await appointmentOf(client, created.body.id))?.has_pack).toBe(true);
    const own = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${client.idToken}` } });
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer()).toString('latin1')).toBe(TINY_PDF);
    const studio = await fetch(`${server.url}/crm/studio/requests/${client.uid}/${created.body.id}/pack`, { headers: { authorization: `Bearer ${maraStudio.idToken}` } });
    expect(studio.status).toBe(200);
    expect((await request(server, 'GET', path, { token: other.idToken })).status).toBe(404);
  });
});
