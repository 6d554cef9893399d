/**
 * The account belongs to the user: export returns everything of theirs and nothing of anyone
 * else's; deletion removes every row of theirs in one transaction and their Firebase account,
 * and touches nobody else. Runs on PGlite and PostgreSQL (scripts/test-server.sh).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages, appointments, consultations, designImages, designs, idempotencyKeys, profiles } from '../../server/db/schema.ts';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { TINY_PNG_DATA_URL, request, snapshot, startTestServer, type TestServer } from './support/harness.ts';

interface AccountExport {
  exportedAt: string;
  user_id: string;
  profile: { user_id: string; firstName: string; email: string } | null;
  designs: { id: string; user_id: string; image: string | null }[];
  consultations: { id: string; user_id: string }[];
  appointments: { id: string; user_id: string }[];
  appointmentMessages: { id: string; user_id: string; appointment_id: string; body: string }[];
}

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

async function fillAccount(user: TestUser): Promise<void> {
  const token = user.idToken;
  expect((await request(server, 'GET', `/crm/profile/firebase/${user.uid}`, { token })).status).toBe(200);
  expect((await request(server, 'POST', '/crm/consultation', {
    token, body: { topic: 'Sleeve', agent: 'jess', date: '2026-11-01', notes: 'first talk' },
    idempotencyKey: crypto.randomUUID(),
  })).status).toBe(201);
  expect((await request(server, 'POST', '/crm/designs/save', {
    token, body: { style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only', image: TINY_PNG_DATA_URL },
  })).status).toBe(201);
  const appointment = await request<{ id: string }>(server, 'POST', '/crm/appointments', {
    token, body: { type: 'Consultation', artist: 'Mara Quinn', date: '2026-12-01', time: '10:00' },
  });
  expect(appointment.status).toBe(201);
  expect((await request(server, 'POST', `/crm/appointments/${appointment.body.id}/messages`, {
    token, body: { body: `Hello from ${user.uid}` },
  })).status).toBe(201);
}

async function rowsOf(uid: string): Promise<number> {
  const counts = await Promise.all([
    server.db.select().from(profiles).where(eq(profiles.userId, uid)),
    server.db.select({ id: designs.id }).from(designs).where(eq(designs.userId, uid)),
    server.db.select({ id: designImages.designId }).from(designImages).where(eq(designImages.userId, uid)),
    server.db.select().from(consultations).where(eq(consultations.userId, uid)),
    server.db.select().from(appointments).where(eq(appointments.userId, uid)),
    server.db.select().from(appointmentMessages).where(eq(appointmentMessages.userId, uid)),
    server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.uid, uid)),
  ]);
  return counts.reduce((sum, rows) => sum + rows.length, 0);
}

beforeAll(async () => {
  // Revocation checked on every call: a deleted account's token must stop working at once.
  server = await startTestServer({ config: { authRevocationCheckMs: 0 } });
  ada = await createUser('Ada Lovelace');
  bob = await createUser('Bob Marley');
  await fillAccount(ada);
  await fillAccount(bob);
});
afterAll(async () => server?.close());

describe('GET /app-config', () => {
  it('names the Auth emulator the server trusts', async () => {
    const response = await request(server, 'GET', '/app-config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      auth: { mode: 'emulator', emulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, projectId: 'demo-inkclarity', apiKey: 'demo-api-key' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /crm/account/:userId/export', () => {
  it("returns all of the caller's records and none of anyone else's", async () => {
    const response = await request<AccountExport>(server, 'GET', `/crm/account/${ada.uid}/export`, { token: ada.idToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const body = response.body;
    expect(body.user_id).toBe(ada.uid);
    expect(body.profile).toMatchObject({ user_id: ada.uid, firstName: 'Ada', email: ada.email });
    expect(body.designs).toHaveLength(1);
    expect(body.designs[0]!.image).toBe(TINY_PNG_DATA_URL);
    expect(body.consultations).toHaveLength(1);
    expect(body.appointments).toHaveLength(1);
    expect(body.appointmentMessages).toEqual([expect.objectContaining({ appointment_id: body.appointments[0]!.id, body: `Hello from ${ada.uid}` })]);
    for (const record of [...body.designs, ...body.consultations, ...body.appointments, ...body.appointmentMessages]) expect(record.user_id).toBe(ada.uid);
    expect(JSON.stringify(body)).not.toContain(bob.uid);
  });

  it("refuses another user's export and anonymous callers", async () => {
    // Another account's data answers like data that does not exist (docs/security.md: uniform 404).
    expect((await request(server, 'GET', `/crm/account/${ada.uid}/export`, { token: bob.idToken })).status).toBe(404);
    expect((await request(server, 'GET', `/crm/account/${ada.uid}/export`)).status).toBe(401);
  });
});

describe('DELETE /crm/account/:userId', () => {
  it("refuses to delete another user's account and changes nothing", async () => {
    const before = await snapshot(server.db);
    const response = await request(server, 'DELETE', `/crm/account/${ada.uid}`, { token: bob.idToken });
    expect(response.status).toBe(404);
    expect((await request(server, 'DELETE', `/crm/account/${ada.uid}`)).status).toBe(401);
    expect(await snapshot(server.db)).toBe(before);
    expect((await request(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken })).status).toBe(200);
  });

  it("deletes every record of the caller and their Firebase account, and nobody else's", async () => {
    expect(await rowsOf(ada.uid)).toBeGreaterThanOrEqual(6);
    const bobBefore = await rowsOf(bob.uid);

    const response = await request(server, 'DELETE', `/crm/account/${ada.uid}`, { token: ada.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      deleted: { profile: 1, designs: 1, designImages: 1, consultations: 1, appointments: 1, appointmentMessages: 1, appointmentPacks: 0, idempotencyKeys: 1, usageCounters: 0 },
      identityDeleted: true,
    });

    expect(await rowsOf(ada.uid)).toBe(0);
    const anywhere = await server.db.execute(sql`select count(*)::int as n from designs where user_id = ${ada.uid}`);
    expect((anywhere as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await rowsOf(bob.uid)).toBe(bobBefore);

    // The Firebase account is gone: its token no longer opens anything.
    expect((await request(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken })).status).toBe(401);
    const lookup = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: ada.idToken }),
    });
    expect(lookup.ok).toBe(false);

    // Bob is untouched.
    expect((await request(server, 'GET', `/crm/profile/${bob.uid}`, { token: bob.idToken })).status).toBe(200);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await request<{ paths: Record<string, Record<string, unknown>> }>(server, 'GET', '/openapi.json');
    expect(Object.keys(response.body.paths['/crm/account/{userId}'] ?? {})).toContain('delete');
    expect(Object.keys(response.body.paths['/crm/account/{userId}/export'] ?? {})).toContain('get');
    expect(Object.keys(response.body.paths['/app-config'] ?? {})).toContain('get');
  });
});
