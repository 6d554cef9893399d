import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ID, createUser, type TestUser } from './support/authEmulator.ts';
import { TINY_PNG_DATA_URL, request, snapshot, startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let ada: TestUser;
let bob: TestUser;
let adaAppointmentId: string;
let admin: App;

/** Every /crm route, with a body that would be valid for its owner. */
function crmCalls(owner: string, appointmentId: string): [string, string, unknown?][] {
  return [
    ['GET', `/crm/profile/${owner}`],
    ['GET', `/crm/profile/firebase/${owner}`],
    ['PUT', `/crm/profile/${owner}`, { location: 'Paris' }],
    ['POST', '/crm/consultation', { user_id: owner, topic: 'Sleeve', agent: 'jess', date: '2026-11-20' }],
    ['GET', `/crm/consultations/${owner}`],
    ['POST', '/crm/designs/save', { user_id: owner, style: 'tribal', placement: 'arm', size: 'large', colors: 'black only' }],
    ['GET', `/crm/designs/${owner}`],
    ['POST', '/crm/appointments', { user_id: owner, type: 'Session', artist: 'Mara Voss', date: '2026-12-02', time: '10:00' }],
    ['GET', `/crm/appointments/${owner}`],
    ['PUT', `/crm/appointments/${appointmentId}?status=cancelled`],
    ['GET', '/crm/artists'],
  ];
}

/** An unsigned token as the emulator issues them, with claims of our choosing. */
function forgedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob] = await Promise.all([createUser('Ada Lovelace'), createUser('Bob Builder')]);
  await request(server, 'GET', `/crm/profile/firebase/${ada.uid}`, { token: ada.idToken });
  const appointment = await request<{ id: string }>(server, 'POST', '/crm/appointments', {
    token: ada.idToken, body: { type: 'Session', artist: 'Mara Voss', date: '2026-12-02', time: '10:00' },
  });
  adaAppointmentId = appointment.body.id;
  admin = initializeApp({ projectId: PROJECT_ID }, 'authorization-test-admin');
});
afterAll(async () => {
  if (admin) await deleteApp(admin);
  await server?.close();
});

describe('without a valid token', () => {
  const badHeaders: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['an empty Bearer', { authorization: 'Bearer ' }],
    ['a Basic credential', { authorization: 'Basic YWRhOnNlY3JldA==' }],
    ['a token that is not a JWT', { authorization: 'Bearer not-a-token' }],
    ['a JWT with a broken payload', { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30K!!.' }],
  ];
  for (const [label, headers] of badHeaders) {
    it(`refuses ${label} with 401 on every /crm route, writing nothing`, async () => {
      const before = await snapshot(server.db);
      for (const [method, path, body] of crmCalls(ada.uid, adaAppointmentId)) {
        const response = await request(server, method, path, { body, headers });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body, `${method} ${path}`).toMatchObject({ error: { code: 'unauthorized' } });
      }
      expect(await snapshot(server.db)).toBe(before);
    });
  }

  it('(control) accepts an emulator-style unsigned token whose claims are all valid', async () => {
    // Proves the two refusals below come from the expiry and audience checks, not from the form.
    const now = Math.floor(Date.now() / 1000);
    const token = forgedToken({
      iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, sub: ada.uid, user_id: ada.uid,
      auth_time: now, iat: now, exp: now + 3600, firebase: { sign_in_provider: 'password', identities: {} },
    });
    const response = await request(server, 'GET', `/crm/profile/${ada.uid}`, { token });
    expect(response.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = forgedToken({
      iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, sub: ada.uid, user_id: ada.uid,
      auth_time: now - 7200, iat: now - 7200, exp: now - 3600, firebase: { sign_in_provider: 'password', identities: {} },
    });
    const response = await request(server, 'GET', `/crm/profile/${ada.uid}`, { token });
    expect(response.status).toBe(401);
  });

  it('refuses a token minted for another Firebase project', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = forgedToken({
      iss: 'https://securetoken.google.com/some-other-project', aud: 'some-other-project', sub: ada.uid, user_id: ada.uid,
      auth_time: now, iat: now, exp: now + 3600, firebase: { sign_in_provider: 'password', identities: {} },
    });
    const response = await request(server, 'GET', `/crm/profile/${ada.uid}`, { token });
    expect(response.status).toBe(401);
  });

  it('refuses a token once the user\'s tokens are revoked (within the revocation-check window)', async () => {
    const carol = await createUser('Carol Revoked');
    const before = await request(server, 'GET', `/crm/profile/firebase/${carol.uid}`, { token: carol.idToken });
    expect(before.status).toBe(200);
    // Revocation compares whole seconds: a token issued in the same second would still count as
    // valid, so revoke only once the clock has moved past the token's sign-in second.
    const { auth_time: signedIn } = JSON.parse(Buffer.from(carol.idToken.split('.')[1], 'base64url').toString()) as { auth_time: number };
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(signedIn), { timeout: 3_000, interval: 50 });
    await getAuth(admin).revokeRefreshTokens(carol.uid);
    // The server re-checks revocation once a verified token is older than the window: ask until it does.
    const after = await vi.waitFor(async () => {
      const answer = await request(server, 'GET', `/crm/profile/${carol.uid}`, { token: carol.idToken });
      expect(answer.status).toBe(401);
      return answer;
    }, { timeout: server.config.authRevocationCheckMs + 10_000, interval: 100 });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe("another user's records", () => {
  it('answer 404 on every route that names them — exactly like records that do not exist — writing nothing', async () => {
    const design = await request<{ id: string }>(server, 'POST', '/crm/designs/save', {
      token: ada.idToken, body: { style: 'tribal', placement: 'arm', size: 'large', colors: 'black only', image: TINY_PNG_DATA_URL },
    });
    expect(design.status).toBe(201);
    const before = await snapshot(server.db);
    const missingId = crypto.randomUUID();
    const notFound = async (method: string, path: string, token: string, body?: unknown) => {
      const response = await request(server, method, path, { token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      return response.text;
    };
    for (const [method, path, body] of [
      ...crmCalls(ada.uid, adaAppointmentId).filter(([verb, path]) => verb !== 'POST' && path !== '/crm/artists' && !path.startsWith('/crm/profile/firebase')),
      ['GET', `/crm/designs/${ada.uid}/${design.body.id}/image`],
    ] as [string, string, unknown?][]) {
      await notFound(method, path, bob.idToken, body);
    }
    // Someone else's appointment and a made-up id give the same answer, byte for byte.
    expect(await notFound('PUT', `/crm/appointments/${adaAppointmentId}?status=cancelled`, bob.idToken))
      .toBe(await notFound('PUT', `/crm/appointments/${missingId}?status=cancelled`, bob.idToken));
    expect(await notFound('GET', `/crm/designs/${ada.uid}/${design.body.id}/image`, bob.idToken))
      .toBe(await notFound('GET', `/crm/designs/${bob.uid}/${missingId}/image`, bob.idToken));
    // The sign-in route only ever serves the caller's own profile.
    expect((await request(server, 'GET', `/crm/profile/firebase/${ada.uid}`, { token: bob.idToken })).status).toBe(404);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('cannot be created in their name: a body naming another account is 403, writing nothing', async () => {
    const before = await snapshot(server.db);
    for (const [method, path, body] of crmCalls(ada.uid, adaAppointmentId).filter(([verb]) => verb === 'POST')) {
      const response = await request(server, method, path, { token: bob.idToken, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await snapshot(server.db)).toBe(before);
  });

  it('stay invisible in the caller\'s own lists', async () => {
    const appointments = await request(server, 'GET', `/crm/appointments/${bob.uid}`, { token: bob.idToken });
    expect(appointments.status).toBe(200);
    expect(appointments.body).toEqual([]);
    const designs = await request(server, 'GET', `/crm/designs/${bob.uid}`, { token: bob.idToken });
    expect(designs.body).toEqual({ items: [], next_cursor: null });
  });

  it('are still there, unchanged, for their owner', async () => {
    const response = await request<{ id: string; status: string }[]>(server, 'GET', `/crm/appointments/${ada.uid}`, { token: ada.idToken });
    expect(response.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: adaAppointmentId, status: 'requested' })]));
  });

  it("never collide with the caller's ids: reusing another account's record id creates the caller's own record", async () => {
    const adaAppointment = await request<{ id: string }>(server, 'POST', '/crm/appointments', {
      token: ada.idToken, body: { type: 'Session', artist: 'Mara Voss', date: '2026-12-03', time: '11:00' },
    });
    const reused = await request<{ id: string; user_id: string }>(server, 'POST', '/crm/appointments', {
      token: bob.idToken, body: { id: adaAppointment.body.id, type: 'Session', artist: 'Mara Voss', date: '2026-12-04', time: '12:00' },
    });
    expect(reused.status).toBe(201);
    expect(reused.body).toMatchObject({ id: adaAppointment.body.id, user_id: bob.uid });
    const cancelled = await request<{ status: string }>(server, 'PUT', `/crm/appointments/${adaAppointment.body.id}?status=cancelled`, { token: bob.idToken });
    expect(cancelled.body.status).toBe('cancelled');
    const adas = await request<{ id: string; status: string }[]>(server, 'GET', `/crm/appointments/${ada.uid}`, { token: ada.idToken });
    expect(adas.body.find((a) => a.id === adaAppointment.body.id)?.status).toBe('requested');
  });
});
