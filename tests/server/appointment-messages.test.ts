/**
 * Message Artist threads (GET/POST /crm/appointments/:appointmentId/messages) and the consultation
 * update (PUT /crm/consultations/:consultationId): owner-only with a uniform 404, validated
 * bodies with clear 400s, idempotent writes. Runs on PGlite and PostgreSQL (scripts/test-server.sh).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../server/db/schema.ts';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { request, snapshot, startTestServer, type TestServer } from './support/harness.ts';

interface Message { id: string; user_id: string; appointment_id: string; author: string; body: string; created_at: string }
interface Consultation { id: string; user_id: string; topic: string; agent: string; date: string; notes: string }
interface ErrorBody { error: { code: string; message: string; fields?: Record<string, string> } }

let server: TestServer;
let ada: TestUser;
let bob: TestUser;
let adaAppointment: string;

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob] = await Promise.all([createUser('Ada Lovelace'), createUser('Bob Builder')]);
  const created = await request<{ id: string }>(server, 'POST', '/crm/appointments', {
    token: ada.idToken, body: { type: 'Consultation', artist: 'Mara Quinn', date: '2026-12-01', time: '10:00' },
  });
  expect(created.status).toBe(201);
  adaAppointment = created.body.id;
});
afterAll(async () => server?.close());

const messagesPath = (appointmentId: string) => `/crm/appointments/${appointmentId}/messages`;

async function messageCount(uid: string): Promise<number> {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(appointmentMessages).where(eq(appointmentMessages.userId, uid));
  return row.n;
}

describe('Message Artist thread', () => {
  it('starts empty, keeps messages oldest first with the client as author, trimmed', async () => {
    const empty = await request<Message[]>(server, 'GET', messagesPath(adaAppointment), { token: ada.idToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const id = randomUUID();
    const first = await request<Message>(server, 'POST', messagesPath(adaAppointment), {
      token: ada.idToken, body: { id, body: '  Can we move the stencil a little higher?  ' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, user_id: ada.uid, appointment_id: adaAppointment, author: 'client', body: 'Can we move the stencil a little higher?' });
    expect(Date.parse(first.body.created_at)).not.toBeNaN();
    const second = await request<Message>(server, 'POST', messagesPath(adaAppointment), { token: ada.idToken, body: { body: 'And bring a reference photo.' } });
    expect(second.status).toBe(201);

    const thread = await request<Message[]>(server, 'GET', messagesPath(adaAppointment), { token: ada.idToken });
    expect(thread.body.map((message) => message.body)).toEqual(['Can we move the stencil a little higher?', 'And bring a reference photo.']);
  });

  it("answers someone else's appointment exactly like one that does not exist, writing nothing", async () => {
    const before = await snapshot(server.db);
    const read = await request<ErrorBody>(server, 'GET', messagesPath(adaAppointment), { token: bob.idToken });
    const post = await request<ErrorBody>(server, 'POST', messagesPath(adaAppointment), { token: bob.idToken, body: { body: 'hi' } });
    const unknownRead = await request<ErrorBody>(server, 'GET', messagesPath(randomUUID()), { token: bob.idToken });
    const unknownPost = await request<ErrorBody>(server, 'POST', messagesPath(randomUUID()), { token: bob.idToken, body: { body: 'hi' } });
    for (const response of [read, post, unknownRead, unknownPost]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknownRead.body);
    }
    expect(await snapshot(server.db)).toBe(before);
    expect((await request(server, 'GET', messagesPath(adaAppointment))).status).toBe(401);
    expect((await request(server, 'POST', messagesPath(adaAppointment), { body: { body: 'hi' } })).status).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const before = await snapshot(server.db);
    const cases: [unknown, string][] = [
      [{ body: '   ' }, 'body'],
      [{}, 'body'],
      [{ body: 'x'.repeat(2001) }, 'body'],
      [{ body: 42 }, 'body'],
      [{ body: 'hi', author: 'studio' }, 'author'],
      [{ id: 'not-a-uuid', body: 'hi' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const response = await request<ErrorBody>(server, 'POST', messagesPath(adaAppointment), { token: ada.idToken, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body.error), JSON.stringify(body)).toContain(field);
    }
    expect((await request(server, 'GET', '/crm/appointments/not-a-uuid/messages', { token: ada.idToken })).status).toBe(400);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('writes once under one Idempotency-Key, however often and concurrently it is sent', async () => {
    const before = await messageCount(ada.uid);
    const key = randomUUID();
    const send = () => request<Message>(server, 'POST', messagesPath(adaAppointment), {
      token: ada.idToken, idempotencyKey: key, body: { body: 'Sent from a flaky train' },
    });
    const replies = [...await Promise.all([send(), send(), send()]), await send()];
    expect(replies.every((reply) => reply.status === 201 && reply.text === replies[0]!.text)).toBe(true);
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
    expect(await messageCount(ada.uid)).toBe(before + 1);

    const reused = await request<ErrorBody>(server, 'POST', messagesPath(adaAppointment), {
      token: ada.idToken, idempotencyKey: key, body: { body: 'A different message' },
    });
    expect(reused.status).toBe(409);
    expect(await messageCount(ada.uid)).toBe(before + 1);
  });

  it('refuses a second message with the same client id with 409', async () => {
    const id = randomUUID();
    expect((await request(server, 'POST', messagesPath(adaAppointment), { token: ada.idToken, body: { id, body: 'one' } })).status).toBe(201);
    const again = await request<ErrorBody>(server, 'POST', messagesPath(adaAppointment), { token: ada.idToken, body: { id, body: 'two' } });
    expect(again.status).toBe(409);
  });
});

describe('PUT /crm/consultations/:consultationId', () => {
  async function newConsultation(): Promise<Consultation> {
    const created = await request<Consultation>(server, 'POST', '/crm/consultation', {
      token: ada.idToken, body: { topic: 'Memorial piece', agent: 'jess', date: '2026-11-21', notes: 'Asked about fine line.' },
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  it('replaces the fields sent and keeps the rest', async () => {
    const consultation = await newConsultation();
    const updated = await request<Consultation>(server, 'PUT', `/crm/consultations/${consultation.id}`, {
      token: ada.idToken, body: { notes: 'Asked about fine line. Then about aftercare for the ribs.' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...consultation, notes: 'Asked about fine line. Then about aftercare for the ribs.' });
    const list = await request<Consultation[]>(server, 'GET', `/crm/consultations/${ada.uid}`, { token: ada.idToken });
    expect(list.body.filter((c) => c.id === consultation.id)).toEqual([updated.body]);
  });

  it("answers someone else's consultation like a missing one, changing nothing", async () => {
    const consultation = await newConsultation();
    const before = await snapshot(server.db);
    const theirs = await request<ErrorBody>(server, 'PUT', `/crm/consultations/${consultation.id}`, { token: bob.idToken, body: { notes: 'mine now' } });
    const missing = await request<ErrorBody>(server, 'PUT', `/crm/consultations/${randomUUID()}`, { token: bob.idToken, body: { notes: 'mine now' } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(await snapshot(server.db)).toBe(before);
    expect((await request(server, 'PUT', `/crm/consultations/${consultation.id}`, { body: { notes: 'x' } })).status).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    const consultation = await newConsultation();
    const before = await snapshot(server.db);
    for (const body of [{}, { notes: 'x'.repeat(5001) }, { topic: '' }, { date: 'yesterday' }, { user_id: bob.uid, notes: 'x' }, { notes: 7 }]) {
      const response = await request(server, 'PUT', `/crm/consultations/${consultation.id}`, { token: ada.idToken, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await request(server, 'PUT', '/crm/consultations/not-a-uuid', { token: ada.idToken, body: { notes: 'x' } })).status).toBe(400);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('is idempotent under one Idempotency-Key', async () => {
    const consultation = await newConsultation();
    const key = randomUUID();
    const send = (notes: string) => request<Consultation>(server, 'PUT', `/crm/consultations/${consultation.id}`, {
      token: ada.idToken, idempotencyKey: key, body: { notes },
    });
    const first = await send('Second turn summary.');
    const replay = await send('Second turn summary.');
    expect(first.status).toBe(200);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await send('Something else')).status).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('lists the message and consultation update routes', async () => {
    const response = await request<{ paths: Record<string, Record<string, unknown>> }>(server, 'GET', '/openapi.json');
    expect(Object.keys(response.body.paths['/crm/appointments/{appointmentId}/messages'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(response.body.paths['/crm/consultations/{consultationId}'] ?? {})).toContain('put');
  });
});
