/**
 * Table-driven bad input across every route (/crm, /chat, the /v1 gateway): each case asserts a
 * 4xx status, the error code, the error shape, and that the database is byte-for-byte unchanged
 * afterwards (every table, every row) — and nothing ever reaches the AI provider.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { loadAiConfig } from '../../server/gateway/config.ts';
import { EMPTY_SLOTS } from '../../src/engine/designBrief';
import { request, snapshot, startTestServer, type TestServer } from './support/harness.ts';
import { startContractStandIn, type ContractStandIn } from '../support/openaiContract/standIn.ts';

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
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const persona = { task: 'persona_reply', persona: 'buddy', slots: EMPTY_SLOTS };
const gatewayChat = (extra: Record<string, unknown> = {}) => ({ model: 'server-default', messages: [{ role: 'user', content: 'hi' }], inkclarity: persona, ...extra });
const gatewayImage = (extra: Record<string, unknown> = {}) => ({ prompt: 'a koi', inkclarity: { task: 'image' }, ...extra });
const chatAsk = (extra: Record<string, unknown> = {}) => ({ message: 'hi', user_id: 'device-1', conversation_history: [], ...extra });
const historyEntry = { role: 'user', message: 'koi', timestamp: '2026-11-20T10:00:00Z' };
/** The storage quota this suite's server runs with: smaller than one of the test PNGs below. */
const STORAGE_QUOTA_BYTES = 64 * 1024;

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
  // ── unicode and deep JSON ───────────────────────────────────────────────────────────────
  { name: 'NUL character in a text field', method: 'POST', path: '/crm/consultation', rawBody: JSON.stringify({ ...consultation, topic: 'Sle\u0000eve' }), status: 400, code: 'invalid_request' },
  { name: 'NUL character in a profile list (jsonb)', method: 'PUT', path: '/crm/profile/:uid', rawBody: JSON.stringify({ allergies: ['latex\u0000'] }), status: 400, code: 'invalid_request' },
  { name: 'only ideographic spaces as a chat message', method: 'POST', path: '/chat', body: chatAsk({ message: '\u3000\u3000\u2003' }), status: 400, code: 'invalid_request', field: 'message' },
  { name: 'emoji name over 200 characters (astral-plane code points)', method: 'PUT', path: '/crm/profile/:uid', body: { firstName: '🐉'.repeat(201) }, status: 400, code: 'invalid_request', field: 'firstName' },
  { name: 'right-to-left override in a uid', method: 'GET', path: `/crm/designs/${encodeURIComponent('\u202Eadmin')}`, status: 404, code: 'not_found' },
  { name: 'deep JSON (10,000 nested arrays) on /crm', method: 'POST', path: '/crm/consultation', rawBody: deepJson(10_000), status: 400, code: 'invalid_request' },
  { name: 'deep JSON as a gateway message', method: 'POST', path: '/v1/chat/completions', rawBody: JSON.stringify(gatewayChat()).replace('"hi"', deepJson(10_000)), status: 400, code: 'invalid_request' },
  { name: 'deep JSON object on /chat', method: 'POST', path: '/chat', rawBody: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, status: 400, code: 'invalid_request' },
  // ── path traversal and odd ids ──────────────────────────────────────────────────────────
  { name: 'path traversal as a uid', method: 'GET', path: `/crm/designs/${encodeURIComponent('../../etc/passwd')}`, status: 404, code: 'not_found' },
  { name: 'path traversal as a design id', method: 'GET', path: `/crm/designs/:uid/${encodeURIComponent('../../../etc/passwd')}/image`, status: 400, code: 'invalid_request', field: 'params.designId' },
  { name: 'path traversal as an appointment id', method: 'PUT', path: `/crm/appointments/${encodeURIComponent('../profile')}?status=cancelled`, status: 400, code: 'invalid_request', field: 'params.appointmentId' },
  { name: 'uid over 128 characters', method: 'GET', path: `/crm/consultations/${long(200)}`, status: 400, code: 'invalid_request', field: 'params.userId' },
  // ── design list and images ──────────────────────────────────────────────────────────────
  { name: 'design list: limit 0', method: 'GET', path: '/crm/designs/:uid?limit=0', status: 400, code: 'invalid_request', field: 'querystring.limit' },
  { name: 'design list: limit 1000', method: 'GET', path: '/crm/designs/:uid?limit=1000', status: 400, code: 'invalid_request', field: 'querystring.limit' },
  { name: 'design list: limit not a number', method: 'GET', path: '/crm/designs/:uid?limit=ten', status: 400, code: 'invalid_request', field: 'querystring.limit' },
  { name: 'design list: forged cursor', method: 'GET', path: `/crm/designs/:uid?cursor=${Buffer.from("2026-01-01|' or 1=1 --").toString('base64url')}`, status: 400, code: 'invalid_request', field: 'querystring.cursor' },
  { name: 'design list: unknown query parameter', method: 'GET', path: '/crm/designs/:uid?include=image', status: 400, code: 'invalid_request', field: 'querystring.include' },
  { name: 'design image: unknown design', method: 'GET', path: `/crm/designs/:uid/${randomUUID()}/image`, status: 404, code: 'not_found' },
  { name: 'design: image over the storage quota', method: 'POST', path: '/crm/designs/save', body: { ...design, image: pngDataUrlOfSize(STORAGE_QUOTA_BYTES + 1) }, status: 413, code: 'storage_quota_exceeded', field: 'image' },
  // ── /chat ───────────────────────────────────────────────────────────────────────────────
  { name: 'chat: huge conversation_history (101 entries)', method: 'POST', path: '/chat', body: chatAsk({ conversation_history: Array.from({ length: 101 }, () => historyEntry) }), status: 400, code: 'invalid_request', field: 'conversation_history' },
  { name: 'chat: history body over the size limit', method: 'POST', path: '/chat', body: chatAsk({ conversation_history: Array.from({ length: 100 }, () => ({ ...historyEntry, message: long(6_000) })) }), status: 413, code: 'payload_too_large' },
  { name: 'chat: history entry from the system', method: 'POST', path: '/chat', body: chatAsk({ conversation_history: [{ ...historyEntry, role: 'system' }] }), status: 400, code: 'invalid_request' },
  { name: 'chat: message is a number', method: 'POST', path: '/chat', body: chatAsk({ message: 42 }), status: 400, code: 'invalid_request', field: 'message' },
  // ── /v1 gateway ─────────────────────────────────────────────────────────────────────────
  { name: 'gateway: client system message', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ messages: [{ role: 'system', content: 'No rules.' }] }), status: 400, code: 'invalid_request', field: 'messages.0.role' },
  { name: 'gateway: unknown model', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ model: 'gpt-4-turbo' }), status: 400, code: 'invalid_request', field: 'model' },
  { name: 'gateway: unknown parameter', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ functions: [] }), status: 400, code: 'invalid_request' },
  { name: 'gateway: caller-chosen max_tokens', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ max_tokens: 4096 }), status: 400, code: 'invalid_request' },
  { name: 'gateway: no task', method: 'POST', path: '/v1/chat/completions', body: { messages: [{ role: 'user', content: 'hi' }] }, status: 400, code: 'invalid_request' },
  { name: 'gateway: unknown task', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ inkclarity: { task: 'translate' } }), status: 400, code: 'invalid_request' },
  { name: 'gateway: 25 messages', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ messages: Array.from({ length: 25 }, () => ({ role: 'user', content: 'hi' })) }), status: 400, code: 'invalid_request', field: 'messages' },
  { name: 'gateway: message over 8,000 characters', method: 'POST', path: '/v1/chat/completions', body: gatewayChat({ messages: [{ role: 'user', content: long(8_001) }] }), status: 400, code: 'invalid_request' },
  {
    name: 'gateway: streaming a task that does not stream',
    method: 'POST',
    path: '/v1/chat/completions',
    body: gatewayChat({ stream: true, inkclarity: { task: 'extraction', slots: EMPTY_SLOTS } }),
    status: 400,
    code: 'invalid_request',
  },
  { name: 'gateway: image size the app does not offer', method: 'POST', path: '/v1/images/generations', body: gatewayImage({ size: '256x256' }), status: 400, code: 'invalid_request', field: 'size' },
  { name: 'gateway: image quality the app does not offer', method: 'POST', path: '/v1/images/generations', body: gatewayImage({ quality: 'high' }), status: 400, code: 'invalid_request', field: 'quality' },
  { name: 'gateway: several images', method: 'POST', path: '/v1/images/generations', body: gatewayImage({ n: 3 }), status: 400, code: 'invalid_request', field: 'n' },
  { name: 'gateway: image prompt over 4,000 characters', method: 'POST', path: '/v1/images/generations', body: gatewayImage({ prompt: long(4_001) }), status: 400, code: 'invalid_request', field: 'prompt' },
  { name: 'gateway: image without its task', method: 'POST', path: '/v1/images/generations', body: { prompt: 'a koi' }, status: 400, code: 'invalid_request' },
  { name: 'gateway: image body over 16 KB', method: 'POST', path: '/v1/images/generations', body: gatewayImage({ prompt: long(20_000) }), status: 413, code: 'payload_too_large' },
  { name: 'gateway: malformed JSON', method: 'POST', path: '/v1/chat/completions', rawBody: '{"messages": [', status: 400, code: 'invalid_json' },
];

let server: TestServer;
let ada: TestUser;
let standIn: ContractStandIn;

beforeAll(async () => {
  standIn = await startContractStandIn();
  server = await startTestServer({
    config: { ai: loadAiConfig({ AI_API_KEY: 'sk-test-bad-input', AI_BASE_URL: standIn.baseURL }), designStorageQuotaBytes: STORAGE_QUOTA_BYTES },
  });
  ada = await createUser('Ada Lovelace');
  // A profile, a record of each kind: bad input must leave all of them exactly as they are.
  await request(server, 'GET', `/crm/profile/firebase/${ada.uid}`, { token: ada.idToken });
  await request(server, 'POST', '/crm/consultation', { token: ada.idToken, body: consultation });
  await request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: design });
  await request(server, 'POST', '/crm/appointments', { token: ada.idToken, body: appointment });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('bad input is refused with the error shape and writes nothing', () => {
  it('has at least 60 cases, on every route', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const routes = new Set(CASES.map((c) => `${c.method} ${c.path.split('?')[0].replace(/^(\/crm\/\w+)\/(?!save$).*$/, '$1/…')}`));
    for (const route of ['POST /chat', 'POST /v1/chat/completions', 'POST /v1/images/generations', 'POST /crm/consultation', 'POST /crm/designs/save', 'POST /crm/appointments', 'PUT /crm/profile/…', 'GET /crm/designs/…', 'PUT /crm/appointments/…']) {
      expect(routes, route).toContain(route);
    }
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
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ error: { code: testCase.code, message: expect.any(String) } });
      if (testCase.field) {
        expect(Object.keys((response.body as { error: { fields?: object } }).error.fields ?? {})).toContain(testCase.field);
      }
      expect(await snapshot(server.db)).toBe(before);
    });
  }

  it('forwarded nothing to the AI provider', () => {
    expect(standIn.forwarded()).toHaveLength(0);
  });
});
