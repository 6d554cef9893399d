import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { TINY_PNG_DATA_URL, request, startTestServer, usingPostgres, type TestServer } from './support/harness.ts';

interface Profile {
  user_id: string; firstName: string; lastName: string; email: string; phone: string; location: string;
  preferredStyles: string[]; emergencyContact: { name: string; phone: string; relationship: string };
  designPreferences: { size: string; placement: string; colorPreference: string; stylePreferences: string[] };
  consultationHistory: { topic: string; agent: string; date: string; notes: string }[];
  savedDesigns: { id: string; style: string; placement: string; created_at: string }[];
  appointments: { id: string; type: string; artist: string; status: string; date: string; time: string }[];
  createdAt: string; lastLogin: string;
}
interface Appointment { id: string; user_id: string; status: string; type: string; artist: string; date: string; time: string; notes: string }

let server: TestServer;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createUser('Ada King Lovelace');
});
afterAll(async () => server?.close());

describe('GET /health', () => {
  it('reports the database and the AI mode', async () => {
    const response = await request(server, 'GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: usingPostgres() ? 'postgres' : 'pglite', ai: 'local', version: '1.0.0', node: process.version });
  });
});

describe('profile', () => {
  it('is 404 before the first sign-in', async () => {
    const fresh = await createUser('Nobody Yet');
    const response = await request(server, 'GET', `/crm/profile/${fresh.uid}`, { token: fresh.idToken });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('is created from the token on first sign-in, never a sample profile', async () => {
    const response = await request<Profile>(server, 'GET', `/crm/profile/firebase/${ada.uid}`, { token: ada.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user_id: ada.uid, firstName: 'Ada', lastName: 'King Lovelace', email: ada.email, phone: '', location: '',
      preferredStyles: [], consultationHistory: [], savedDesigns: [], appointments: [],
    });
    expect(Date.parse(response.body.createdAt)).not.toBeNaN();

    const again = await request<Profile>(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken });
    expect(again.status).toBe(200);
    expect(again.body.firstName).toBe('Ada');
  });

  it('saves the editable fields and preference sections', async () => {
    const update = {
      firstName: 'Augusta', lastName: 'Byron', email: 'augusta@example.test', phone: '+44 20 7946 0958', location: 'London',
      preferredStyles: ['geometric', 'minimalist'],
      emergencyContact: { name: 'Mary Somerville', phone: '+44 20 7946 0000', relationship: 'Mentor' },
      designPreferences: { size: 'small', placement: 'forearm', colorPreference: 'black only', stylePreferences: ['geometric'] },
    };
    const response = await request<Profile>(server, 'PUT', `/crm/profile/${ada.uid}`, { token: ada.idToken, body: update });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(update);

    const read = await request<Profile>(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken });
    expect(read.body).toMatchObject(update);
  });

  it('accepts the profile it served back, ignoring the read-only fields, even with a long history', async () => {
    const current = await request<Profile>(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken });
    // 30 consultations with long notes: far over the 64 KB default body limit when sent back.
    const history = Array.from({ length: 30 }, (_, i) => ({ topic: `Session ${i}`, agent: 'jess', date: '2026-11-01', notes: 'n'.repeat(4_000) }));
    const sentBack = {
      ...current.body, consultationHistory: history, location: 'Marylebone', user_id: 'someone-else', createdAt: '1999-01-01T00:00:00.000Z',
    };
    const response = await request<Profile>(server, 'PUT', `/crm/profile/${ada.uid}`, { token: ada.idToken, body: sentBack });
    expect(response.status).toBe(200);
    expect(response.body.location).toBe('Marylebone');
    expect(response.body.user_id).toBe(ada.uid);
    expect(response.body.createdAt).toBe(current.body.createdAt);
  });
});

describe('records', () => {
  it('stores a consultation and lists it, and it shows in the profile', async () => {
    const consultation = { topic: 'Forearm compass', agent: 'styles', date: '2026-11-20', notes: 'Fine line, no color' };
    const created = await request<{ id: string }>(server, 'POST', '/crm/consultation', { token: ada.idToken, body: consultation });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...consultation, user_id: ada.uid });

    const list = await request<unknown[]>(server, 'GET', `/crm/consultations/${ada.uid}`, { token: ada.idToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...consultation, id: created.body.id, user_id: ada.uid }]);

    const profile = await request<Profile>(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken });
    expect(profile.body.consultationHistory).toEqual([consultation]);
  });

  it('stores a design with its PNG and returns the same image', async () => {
    const design = {
      style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only', keywords: 'compass, north star',
      description: 'A compass rose', prompt: 'clean line art compass', image: TINY_PNG_DATA_URL,
    };
    const created = await request<{ id: string; created_at: string }>(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: design });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...design, user_id: ada.uid });

    const list = await request<{ id: string; image: string }[]>(server, 'GET', `/crm/designs/${ada.uid}`, { token: ada.idToken });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: created.body.id, image: TINY_PNG_DATA_URL });

    const profile = await request<Profile>(server, 'GET', `/crm/profile/${ada.uid}`, { token: ada.idToken });
    expect(profile.body.savedDesigns).toEqual([{ id: created.body.id, style: 'geometric', placement: 'forearm', created_at: created.body.created_at }]);
  });

  it('keeps a client-made id, and refuses a second record with it', async () => {
    const id = crypto.randomUUID();
    const design = { id, style: 'tribal', placement: 'back', size: 'large', colors: 'black only' };
    const first = await request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: design });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, image: null, keywords: '' });
    const second = await request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: { ...design, style: 'japanese' } });
    expect(second.status).toBe(409);
  });

  it('walks an appointment through its lifecycle and refuses illegal moves', async () => {
    const created = await request<Appointment>(server, 'POST', '/crm/appointments', {
      token: ada.idToken, body: { type: 'Consultation', artist: 'Mara Voss', date: '2026-12-02', time: '10:00', notes: 'First visit' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'requested', user_id: ada.uid, artist: 'Mara Voss' });
    const id = created.body.id;

    const toCompleted = await request(server, 'PUT', `/crm/appointments/${id}?status=completed`, { token: ada.idToken });
    expect(toCompleted.status).toBe(409);
    expect(toCompleted.body).toMatchObject({ error: { code: 'invalid_transition' } });

    // Sent the way a generic JSON client sends it: the JSON content type and an empty body.
    const confirmed = await request<Appointment>(server, 'PUT', `/crm/appointments/${id}?status=confirmed`, {
      token: ada.idToken, rawBody: '', headers: { 'content-type': 'application/json' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');

    const backToRequested = await request(server, 'PUT', `/crm/appointments/${id}?status=requested`, { token: ada.idToken });
    expect(backToRequested.status).toBe(409);

    const completed = await request<Appointment>(server, 'PUT', `/crm/appointments/${id}?status=completed`, { token: ada.idToken });
    expect(completed.body.status).toBe('completed');

    const cancelCompleted = await request(server, 'PUT', `/crm/appointments/${id}?status=cancelled`, { token: ada.idToken });
    expect(cancelCompleted.status).toBe(409);

    const other = await request<Appointment>(server, 'POST', '/crm/appointments', {
      token: ada.idToken, body: { type: 'Session', artist: 'Kenji Arata', date: '2026-12-04', time: '09:00' },
    });
    const cancelled = await request<Appointment>(server, 'PUT', `/crm/appointments/${other.body.id}?status=cancelled`, { token: ada.idToken });
    expect(cancelled.body.status).toBe('cancelled');

    const list = await request<Appointment[]>(server, 'GET', `/crm/appointments/${ada.uid}`, { token: ada.idToken });
    expect(list.body.map((appointment) => [appointment.id, appointment.status]))
      .toEqual([[other.body.id, 'cancelled'], [id, 'completed']]);
  });

  it('answers 404 for an unknown appointment', async () => {
    const response = await request(server, 'PUT', `/crm/appointments/${crypto.randomUUID()}?status=confirmed`, { token: ada.idToken });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('lists the seeded artist directory', async () => {
    const response = await request<{ name: string; styles: string[]; city: string; bio: string; openSlots: string[] }[]>(
      server, 'GET', '/crm/artists', { token: ada.idToken });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(8);
    expect(response.body.find((artist) => artist.name === 'Mara Voss')).toMatchObject({ city: 'Berlin', styles: ['neo-traditional', 'traditional'] });
    expect(response.body.every((artist) => artist.openSlots.length > 0)).toBe(true);
  });
});

describe('openapi', () => {
  it('documents every API route', async () => {
    const response = await request<{ paths: Record<string, Record<string, unknown>> }>(server, 'GET', '/openapi.json');
    expect(response.status).toBe(200);
    const documented = Object.entries(response.body.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented).toEqual(expect.arrayContaining([
      'GET /health', 'GET /openapi.json',
      'GET /crm/profile/{userId}', 'GET /crm/profile/firebase/{firebaseUid}', 'PUT /crm/profile/{userId}',
      'POST /crm/consultation', 'GET /crm/consultations/{userId}', 'POST /crm/designs/save', 'GET /crm/designs/{userId}',
      'POST /crm/appointments', 'GET /crm/appointments/{userId}', 'PUT /crm/appointments/{appointmentId}', 'GET /crm/artists',
      'POST /v1/chat/completions', 'POST /v1/images/generations',
    ]));
  });
});
