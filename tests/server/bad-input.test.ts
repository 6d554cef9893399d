/**
 * Table-driven bad input across the /crm routes: each case asserts the status, the error code,
 * and that the database is byte-for-byte unchanged afterwards (every table, every row).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { request, snapshot, startTestServer, type TestServer } from './support/harness.ts';

interface BadInputCase {
  name: string;
  method: string;
  /** `:uid` is replaced by the caller's uid. */
  path: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
  /** A field the error must name, when it names fields. */
  field?: string;
}

const PNG_SIGNATURE_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
const EIGHT_MB = 8 * 1024 * 1024;
const pngDataUrlOfSize = (bytes: number) => {
  const payload = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(payload);
  return `data:image/png;base64,${payload.toString('base64')}`;
};
const design = { style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only' };
const consultation = { topic: 'Sleeve', agent: 'styles', date: '2026-11-20' };
const appointment = { type: 'Session', artist: 'Mara Voss', date: '2026-12-02', time: '10:00' };
const long = (length: number) => 'x'.repeat(length);

const CASES: BadInputCase[] = [
  // ── body format ─────────────────────────────────────────────────────────────────────────
  { name: 'malformed JSON', method: 'PUT', path: '/crm/profile/:uid', rawBody: '{"firstName": ', status: 400, code: 'invalid_json' },
  { name: 'empty JSON body', method: 'POST', path: '/crm/consultation', rawBody: '', status: 400, code: 'invalid_request' },
  { name: 'JSON with a trailing comma', method: 'POST', path: '/crm/consultation', rawBody: '{"topic":"a",}', status: 400, code: 'invalid_json' },
  { name: 'body is an array', method: 'PUT', path: '/crm/profile/:uid', body: [{ firstName: 'A' }], status: 400, code: 'invalid_request' },
  { name: 'body is a string', method: 'POST', path: '/crm/consultation', body: 'topic=Sleeve', status: 400, code: 'invalid_request' },
  { name: 'body is null', method: 'POST', path: '/crm/appointments', rawBody: 'null', status: 400, code: 'invalid_request' },
  { name: 'prototype pollution via __proto__', method: 'PUT', path: '/crm/profile/:uid', rawBody: '{"__proto__":{"isAdmin":true}}', status: 400, code: 'invalid_json' },
  { name: 'text/plain content type', method: 'POST', path: '/crm/consultation', rawBody: JSON.stringify(consultation), contentType: 'text/plain', status: 415, code: 'unsupported_media_type' },
  { name: 'form-encoded content type', method: 'PUT', path: '/crm/profile/:uid', rawBody: 'firstName=A', contentType: 'application/x-www-form-urlencoded', status: 415, code: 'unsupported_media_type' },
  { name: 'multipart content type', method: 'POST', path: '/crm/designs/save', rawBody: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x', status: 415, code: 'unsupported_media_type' },
  { name: 'body over the 64 KB limit', method: 'POST', path: '/crm/consultation', body: { ...consultation, notes: long(70 * 1024) }, status: 413, code: 'payload_too_large' },
  { name: 'profile body over its 1 MB limit', method: 'PUT', path: '/crm/profile/:uid', body: { consultationHistory: [long(1024 * 1024)] }, status: 413, code: 'payload_too_large' },
  // ── profile ─────────────────────────────────────────────────────────────────────────────
  { name: 'profile: firstName is a number', method: 'PUT', path: '/crm/profile/:uid', body: { firstName: 42 }, status: 400, code: 'invalid_request', field: 'firstName' },
  { name: 'profile: lastName over 200 characters', method: 'PUT', path: '/crm/profile/:uid', body: { lastName: long(201) }, status: 400, code: 'invalid_request', field: 'lastName' },
  { name: 'profile: invalid email', method: 'PUT', path: '/crm/profile/:uid', body: { email: 'ada-at-example' }, status: 400, code: 'invalid_request', field: 'email' },
  { name: 'profile: phone with letters', method: 'PUT', path: '/crm/profile/:uid', body: { phone: 'call me maybe' }, status: 400, code: 'invalid_request', field: 'phone' },
  { name: 'profile: impossible date of birth', method: 'PUT', path: '/crm/profile/:uid', body: { dateOfBirth: '1990-13-45' }, status: 400, code: 'invalid_request', field: 'dateOfBirth' },
  { name: 'profile: unknown field', method: 'PUT', path: '/crm/profile/:uid', body: { firstName: 'Ada', isAdmin: true }, status: 400, code: 'invalid_request', field: 'isAdmin' },
  { name: 'profile: unknown nested field', method: 'PUT', path: '/crm/profile/:uid', body: { emergencyContact: { name: 'M', phone: '1', relationship: 'x', email: 'm@x.io' } }, status: 400, code: 'invalid_request', field: 'emergencyContact.email' },
  { name: 'profile: incomplete preference section', method: 'PUT', path: '/crm/profile/:uid', body: { designPreferences: { size: 'small' } }, status: 400, code: 'invalid_request', field: 'designPreferences.placement' },
  { name: 'profile: 51 preferred styles', method: 'PUT', path: '/crm/profile/:uid', body: { preferredStyles: Array.from({ length: 51 }, (_, i) => `style-${i}`) }, status: 400, code: 'invalid_request', field: 'preferredStyles' },
  { name: 'profile: a non-string in a list', method: 'PUT', path: '/crm/profile/:uid', body: { allergies: ['latex', 7] }, status: 400, code: 'invalid_request', field: 'allergies.1' },
  { name: 'profile: a list where text belongs', method: 'PUT', path: '/crm/profile/:uid', body: { location: ['London'] }, status: 400, code: 'invalid_request', field: 'location' },
  { name: 'profile: uid path over 128 characters', method: 'GET', path: `/crm/profile/${long(129)}`, status: 400, code: 'invalid_request', field: 'params.userId' },
  // ── consultation ────────────────────────────────────────────────────────────────────────
  { name: 'consultation: topic missing', method: 'POST', path: '/crm/consultation', body: { agent: 'jess', date: '2026-11-20' }, status: 400, code: 'invalid_request', field: 'topic' },
  { name: 'consultation: topic only spaces', method: 'POST', path: '/crm/consultation', body: { ...consultation, topic: '    ' }, status: 400, code: 'invalid_request', field: 'topic' },
  { name: 'consultation: date in words', method: 'POST', path: '/crm/consultation', body: { ...consultation, date: 'tomorrow' }, status: 400, code: 'invalid_request', field: 'date' },
  { name: 'consultation: notes over 5,000 characters', method: 'POST', path: '/crm/consultation', body: { ...consultation, notes: long(5_001) }, status: 400, code: 'invalid_request', field: 'notes' },
  { name: 'consultation: id not a UUID', method: 'POST', path: '/crm/consultation', body: { ...consultation, id: '42' }, status: 400, code: 'invalid_request', field: 'id' },
  { name: 'consultation: agent is an object', method: 'POST', path: '/crm/consultation', body: { ...consultation, agent: { id: 'jess' } }, status: 400, code: 'invalid_request', field: 'agent' },
  { name: 'consultation: Idempotency-Key not a UUID', method: 'POST', path: '/crm/consultation', body: consultation, headers: { 'idempotency-key': '12345' }, status: 400, code: 'invalid_request', field: 'headers.idempotency-key' },
  // ── design ──────────────────────────────────────────────────────────────────────────────
  { name: 'design: image is a web address', method: 'POST', path: '/crm/designs/save', body: { ...design, image: 'https://example.com/a.png' }, status: 400, code: 'invalid_request', field: 'image' },
  { name: 'design: image is a JPEG data URL', method: 'POST', path: '/crm/designs/save', body: { ...design, image: 'data:image/jpeg;base64,/9j/4AAQ' }, status: 400, code: 'invalid_request', field: 'image' },
  { name: 'design: PNG data URL holding text', method: 'POST', path: '/crm/designs/save', body: { ...design, image: `data:image/png;base64,${Buffer.from('hello, world').toString('base64')}` }, status: 400, code: 'invalid_request', field: 'image' },
  { name: 'design: PNG data URL with broken base64', method: 'POST', path: '/crm/designs/save', body: { ...design, image: `data:image/png;base64,${PNG_SIGNATURE_BASE64}@@@@` }, status: 400, code: 'invalid_request', field: 'image' },
  { name: 'design: PNG just over 8 MB', method: 'POST', path: '/crm/designs/save', body: { ...design, image: pngDataUrlOfSize(EIGHT_MB + 3) }, status: 413, code: 'payload_too_large' },
  { name: 'design: body far over the design limit', method: 'POST', path: '/crm/designs/save', body: { ...design, image: pngDataUrlOfSize(EIGHT_MB + 2 * 1024 * 1024) }, status: 413, code: 'payload_too_large' },
  { name: 'design: style over 200 characters', method: 'POST', path: '/crm/designs/save', body: { ...design, style: long(201) }, status: 400, code: 'invalid_request', field: 'style' },
  { name: 'design: colors is a number', method: 'POST', path: '/crm/designs/save', body: { ...design, colors: 3 }, status: 400, code: 'invalid_request', field: 'colors' },
  { name: 'design: placement missing', method: 'POST', path: '/crm/designs/save', body: { style: 'tribal', size: 'large', colors: 'black only' }, status: 400, code: 'invalid_request', field: 'placement' },
  { name: 'design: unknown field', method: 'POST', path: '/crm/designs/save', body: { ...design, price: 100 }, status: 400, code: 'invalid_request', field: 'price' },
  // ── appointment ─────────────────────────────────────────────────────────────────────────
  { name: 'appointment: 30 February', method: 'POST', path: '/crm/appointments', body: { ...appointment, date: '2026-02-30' }, status: 400, code: 'invalid_request', field: 'date' },
  { name: 'appointment: 25:00', method: 'POST', path: '/crm/appointments', body: { ...appointment, time: '25:00' }, status: 400, code: 'invalid_request', field: 'time' },
  { name: 'appointment: time as 9am', method: 'POST', path: '/crm/appointments', body: { ...appointment, time: '9am' }, status: 400, code: 'invalid_request', field: 'time' },
  { name: 'appointment: created already confirmed', method: 'POST', path: '/crm/appointments', body: { ...appointment, status: 'confirmed' }, status: 400, code: 'invalid_request', field: 'status' },
  { name: 'appointment: artist missing', method: 'POST', path: '/crm/appointments', body: { type: 'Session', date: '2026-12-02', time: '10:00' }, status: 400, code: 'invalid_request', field: 'artist' },
  { name: 'appointment: type is a list', method: 'POST', path: '/crm/appointments', body: { ...appointment, type: ['Session'] }, status: 400, code: 'invalid_request', field: 'type' },
  { name: 'status change: status missing', method: 'PUT', path: `/crm/appointments/${randomUUID()}`, status: 400, code: 'invalid_request', field: 'querystring.status' },
  { name: 'status change: unknown status', method: 'PUT', path: `/crm/appointments/${randomUUID()}?status=done`, status: 400, code: 'invalid_request', field: 'querystring.status' },
  { name: 'status change: id not a UUID', method: 'PUT', path: '/crm/appointments/latest?status=confirmed', status: 400, code: 'invalid_request', field: 'params.appointmentId' },
  { name: 'status change: extra query parameter', method: 'PUT', path: `/crm/appointments/${randomUUID()}?status=confirmed&force=1`, status: 400, code: 'invalid_request', field: 'querystring.force' },
  // ── routes ──────────────────────────────────────────────────────────────────────────────
  { name: 'unknown method on a record', method: 'DELETE', path: '/crm/designs/:uid', status: 404, code: 'not_found' },
  { name: 'unknown /crm route', method: 'GET', path: '/crm/admin/users', status: 404, code: 'not_found' },
];

let server: TestServer;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createUser('Ada Lovelace');
  // A profile, a record of each kind: bad input must leave all of them exactly as they are.
  await request(server, 'GET', `/crm/profile/firebase/${ada.uid}`, { token: ada.idToken });
  await request(server, 'POST', '/crm/consultation', { token: ada.idToken, body: consultation });
  await request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: design });
  await request(server, 'POST', '/crm/appointments', { token: ada.idToken, body: appointment });
});
afterAll(async () => server?.close());

describe('bad input is refused with the error shape and writes nothing', () => {
  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const testCase of CASES) {
    it(`${testCase.name} → ${testCase.status} ${testCase.code}`, async () => {
      const before = await snapshot(server.db);
      const headers: Record<string, string> = { ...testCase.headers };
      if (testCase.contentType) headers['content-type'] = testCase.contentType;
      else if (testCase.rawBody !== undefined) headers['content-type'] = 'application/json';
      const response = await request(server, testCase.method, testCase.path.replace(':uid', ada.uid), {
        token: ada.idToken, body: testCase.body, rawBody: testCase.rawBody, headers,
      });
      expect(response.status).toBe(testCase.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ error: { code: testCase.code, message: expect.any(String) } });
      if (testCase.field) {
        expect(Object.keys((response.body as { error: { fields?: object } }).error.fields ?? {})).toContain(testCase.field);
      }
      expect(await snapshot(server.db)).toBe(before);
    });
  }
});
