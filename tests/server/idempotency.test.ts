import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, designs, idempotencyKeys } from '../../server/db/schema.ts';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { TINY_PNG_DATA_URL, request, snapshot, startTestServer, type ApiResponse, type TestServer } from './support/harness.ts';

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

const REPEATS = 5;

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob] = await Promise.all([createUser('Ada Lovelace'), createUser('Bob Builder')]);
});
afterAll(async () => server?.close());

async function countRows(table: typeof designs | typeof consultations, userId: string): Promise<number> {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId));
  return row.n;
}

function sameReply(replies: ApiResponse[]): void {
  for (const reply of replies) {
    expect(reply.status).toBe(replies[0].status);
    expect(reply.text).toBe(replies[0].text);
  }
}

describe('one write sent many times with one Idempotency-Key', () => {
  it(`creates one record from ${REPEATS} concurrent and ${REPEATS} sequential sends, all replies identical`, async () => {
    const key = randomUUID();
    const design = { style: 'japanese', placement: 'back', size: 'large', colors: 'colorful', keywords: 'koi', image: TINY_PNG_DATA_URL };
    const send = () => request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: design, idempotencyKey: key });

    const concurrent = await Promise.all(Array.from({ length: REPEATS }, send));
    const sequential: ApiResponse[] = [];
    for (let i = 0; i < REPEATS; i += 1) sequential.push(await send());
    const replies = [...concurrent, ...sequential];

    expect(replies[0].status).toBe(201);
    sameReply(replies);
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(2 * REPEATS - 1);
    expect(await countRows(designs, ada.uid)).toBe(1);
  });

  it('refuses the same key with a different body with 409, writing nothing', async () => {
    const key = randomUUID();
    const first = await request(server, 'POST', '/crm/consultation', {
      token: ada.idToken, idempotencyKey: key, body: { topic: 'Cover-up', agent: 'jess', date: '2026-11-21' },
    });
    expect(first.status).toBe(201);
    const before = await snapshot(server.db);
    const reused = await request(server, 'POST', '/crm/consultation', {
      token: ada.idToken, idempotencyKey: key, body: { topic: 'Something else', agent: 'jess', date: '2026-11-21' },
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect(await snapshot(server.db)).toBe(before);
  });

  it('refuses the same key on a different route with 409', async () => {
    const key = randomUUID();
    const body = { topic: 'Half sleeve', agent: 'styles', date: '2026-11-21' };
    expect((await request(server, 'POST', '/crm/consultation', { token: ada.idToken, idempotencyKey: key, body })).status).toBe(201);
    const elsewhere = await request(server, 'POST', '/crm/appointments', {
      token: ada.idToken, idempotencyKey: key, body: { type: 'Session', artist: 'Mara Voss', date: '2026-12-02', time: '10:00' },
    });
    expect(elsewhere.status).toBe(409);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const first = await request(server, 'POST', '/crm/consultation', {
      token: ada.idToken, idempotencyKey: key, rawBody: '{"topic":"Ribs","agent":"aftercare","date":"2026-11-22"}', headers: { 'content-type': 'application/json' },
    });
    const reordered = await request(server, 'POST', '/crm/consultation', {
      token: ada.idToken, idempotencyKey: key, rawBody: '{"date":"2026-11-22","agent":"aftercare","topic":"Ribs"}', headers: { 'content-type': 'application/json' },
    });
    expect(first.status).toBe(201);
    sameReply([first, reordered]);
  });

  it('scopes keys to the caller: another user with the same key writes their own record', async () => {
    const key = randomUUID();
    const body = { topic: 'Shared key', agent: 'jess', date: '2026-11-21' };
    const fromAda = await request<{ user_id: string }>(server, 'POST', '/crm/consultation', { token: ada.idToken, idempotencyKey: key, body });
    const fromBob = await request<{ user_id: string }>(server, 'POST', '/crm/consultation', { token: bob.idToken, idempotencyKey: key, body });
    expect(fromAda.status).toBe(201);
    expect(fromBob.status).toBe(201);
    expect(fromBob.body.user_id).toBe(bob.uid);
    expect(await countRows(consultations, bob.uid)).toBe(1);
  });

  it('replays a status change instead of re-running it, and replays a stored refusal too', async () => {
    const created = await request<{ id: string }>(server, 'POST', '/crm/appointments', {
      token: ada.idToken, body: { type: 'Session', artist: 'Kenji Arata', date: '2026-12-04', time: '09:00' },
    });
    const id = created.body.id;

    const refusedKey = randomUUID();
    const refused = await request(server, 'PUT', `/crm/appointments/${id}?status=completed`, { token: ada.idToken, idempotencyKey: refusedKey });
    expect(refused.status).toBe(409);

    const confirmKey = randomUUID();
    const confirmed = await request(server, 'PUT', `/crm/appointments/${id}?status=confirmed`, { token: ada.idToken, idempotencyKey: confirmKey });
    expect(confirmed.status).toBe(200);
    // A fresh confirm would now be refused (confirmed → confirmed); the replay answers as the first time.
    const replay = await request(server, 'PUT', `/crm/appointments/${id}?status=confirmed`, { token: ada.idToken, idempotencyKey: confirmKey });
    sameReply([confirmed, replay]);
    const fresh = await request(server, 'PUT', `/crm/appointments/${id}?status=confirmed`, { token: ada.idToken });
    expect(fresh.status).toBe(409);

    const refusedAgain = await request(server, 'PUT', `/crm/appointments/${id}?status=completed`, { token: ada.idToken, idempotencyKey: refusedKey });
    sameReply([refused, refusedAgain]);
  });

  it('refuses a key that is not a UUID with 400', async () => {
    const before = await snapshot(server.db);
    const response = await request(server, 'POST', '/crm/consultation', {
      token: ada.idToken, headers: { 'idempotency-key': 'retry-1' }, body: { topic: 'x', agent: 'jess', date: '2026-11-21' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'invalid_request', fields: { 'headers.idempotency-key': expect.any(String) } } });
    expect(await snapshot(server.db)).toBe(before);
  });

  it('forgets a key after 7 days: the same key then writes again', async () => {
    const key = randomUUID();
    const body = { topic: 'Old key', agent: 'jess', date: '2026-11-21' };
    const first = await request<{ id: string }>(server, 'POST', '/crm/consultation', { token: bob.idToken, idempotencyKey: key, body });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await server.db.update(idempotencyKeys).set({ createdAt: eightDaysAgo }).where(eq(idempotencyKeys.key, key));
    const later = await request<{ id: string }>(server, 'POST', '/crm/consultation', { token: bob.idToken, idempotencyKey: key, body });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });
});
