/**
 * POST /demo-requests (issue #20) over real HTTP: public (no token), validated with the form's own
 * words, idempotent, rate-limited per address, stored, and forwarded to DEMO_WEBHOOK_URL in the
 * background (a local stand-in HTTP server plays the webhook), retried, never blocking the answer.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequests } from '../../server/db/schema.ts';
import { request, snapshot, startTestServer, type TestServer } from './support/harness.ts';

const VALID = {
  name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958',
  preferredDate: '2026-12-01', preferredTime: '14:30', message: 'Two artists, one studio.',
};
const newRequest = () => ({ ...VALID, id: randomUUID() });

async function rowsWithId(server: TestServer, id: string) {
  return server.db.select().from(demoRequests).where(eq(demoRequests.id, id));
}

async function countRows(server: TestServer): Promise<number> {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(demoRequests);
  return row.n;
}

/** Polls until `check` passes or the deadline (no fixed sleeps). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The webhook's stand-in: records every delivery and answers each try as `answer` says, given
 * how many times this request id was delivered so far ('hang' never answers, 'drop' cuts the connection).
 */
interface Hook {
  url: string;
  deliveries: { body: { id: string }; headers: http.IncomingHttpHeaders; at: number }[];
  answer: (attempt: number) => number | 'hang' | 'drop';
  close(): Promise<void>;
}

async function startHook(): Promise<Hook> {
  const hook: Hook = { url: '', deliveries: [], answer: () => 200, close: async () => {} };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    req.on('end', () => {
      const body = JSON.parse(text) as { id: string };
      hook.deliveries.push({ body, headers: req.headers, at: Date.now() });
      const verdict = hook.answer(hook.deliveries.filter((d) => d.body.id === body.id).length);
      if (verdict === 'hang') return; // never answers: the server's time-out must cut it
      if (verdict === 'drop') { req.socket.destroy(); return; }
      res.writeHead(verdict, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/demo?token=s3cret`;
  hook.close = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });
  return hook;
}

describe('POST /demo-requests without a webhook', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => server?.close());

  it('stores a valid request without any sign-in and answers 201 with the stored record', async () => {
    const body = newRequest();
    const reply = await request<Record<string, string>>(server, 'POST', '/demo-requests', { body, idempotencyKey: randomUUID() });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ ...body, created_at: expect.any(String) });
    const [row] = await rowsWithId(server, body.id);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', preferredDate: '2026-12-01', preferredTime: '14:30', forwardedAt: null, forwardAttempts: 0 });
  });

  it('makes an id when the caller sends none; optional fields default to empty', async () => {
    const reply = await request<Record<string, string>>(server, 'POST', '/demo-requests', {
      body: { name: 'Bo', email: 'bo@example.com', preferredDate: '2026-12-02', preferredTime: '09:00' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body).toMatchObject({ phone: '', message: '' });
  });

  it.each([
    ['missing name', { ...VALID, name: undefined }, { name: 'Name is required' }],
    ['blank name', { ...VALID, name: '   ' }, { name: 'Name is required' }],
    ['bad email', { ...VALID, email: 'ada@' }, { email: 'Please enter a valid email address' }],
    ['missing email', { ...VALID, email: '' }, { email: 'Email is required' }],
    ['bad phone', { ...VALID, phone: 'call me' }, { phone: 'Please enter a valid phone number' }],
    ['no date', { ...VALID, preferredDate: undefined }, { preferredDate: 'Preferred date is required' }],
    ['impossible date', { ...VALID, preferredDate: '2026-02-30' }, { preferredDate: 'Please choose a valid date' }],
    ['bad time', { ...VALID, preferredTime: '25:00' }, { preferredTime: 'Please choose a valid time' }],
    ['long message', { ...VALID, message: 'x'.repeat(1001) }, { message: 'Message must be at most 1000 characters' }],
    ['long name', { ...VALID, name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    ['unknown field', { ...VALID, admin: true }, { admin: 'Unknown field' }],
  ])('refuses %s with 400 naming the field in the form\'s words, storing nothing', async (_label, body, fields) => {
    const before = await snapshot(server.db);
    const reply = await request(server, 'POST', '/demo-requests', { body, idempotencyKey: randomUUID() });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: { code: 'invalid_request', message: 'The request is not valid.', fields } });
    expect(await snapshot(server.db)).toBe(before);
  });

  it('refuses a body over 8 KB with 413 and a non-UUID Idempotency-Key with 400', async () => {
    const big = await request(server, 'POST', '/demo-requests', { rawBody: JSON.stringify({ ...VALID, message: 'x'.repeat(9000) }), headers: { 'content-type': 'application/json' } });
    expect(big.status).toBe(413);
    const badKey = await request(server, 'POST', '/demo-requests', { body: newRequest(), idempotencyKey: 'not-a-uuid' });
    expect(badKey.status).toBe(400);
  });

  it('turns resends with one Idempotency-Key into replays: one row, identical answers', async () => {
    const key = randomUUID();
    const body = newRequest();
    const send = () => request(server, 'POST', '/demo-requests', { body, idempotencyKey: key });
    const replies = [...await Promise.all([send(), send(), send()]), await send(), await send()];
    for (const reply of replies) {
      expect(reply.status).toBe(201);
      expect(reply.text).toBe(replies[0].text);
    }
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await rowsWithId(server, body.id)).toHaveLength(1);
  });

  it('refuses the key with another body (409) and the id under another key (409)', async () => {
    const key = randomUUID();
    const body = newRequest();
    expect((await request(server, 'POST', '/demo-requests', { body, idempotencyKey: key })).status).toBe(201);
    const reused = await request(server, 'POST', '/demo-requests', { body: { ...body, name: 'Someone else' }, idempotencyKey: key });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    const sameId = await request(server, 'POST', '/demo-requests', { body: { ...body, name: 'Mallory' }, idempotencyKey: randomUUID() });
    expect(sameId.status).toBe(409);
    expect(sameId.body).toMatchObject({ error: { code: 'conflict' } });
    expect((await rowsWithId(server, body.id))[0].name).toBe('Ada Lovelace');
  });

  it('is listed in the OpenAPI document without a security requirement', async () => {
    const doc = await request<{ paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown; responses: Record<string, unknown> }>> }>(server, 'GET', '/openapi.json');
    const post = doc.body.paths['/demo-requests']?.post;
    expect(post).toBeDefined();
    expect(post.security).toBeUndefined();
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '413', '429']));
    expect(JSON.stringify(post.requestBody)).toContain('preferredDate');
  });
});

describe('POST /demo-requests rate limit', () => {
  let server: TestServer;
  const LIMIT = 3;
  beforeAll(async () => { server = await startTestServer({ config: { demoRateLimitMax: LIMIT, demoRateLimitWindowMs: 60 * 60_000 } }); });
  afterAll(async () => server?.close());

  it(`allows ${LIMIT} requests per address, then 429 with Retry-After before the body is read; other routes still answer`, async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await request(server, 'POST', '/demo-requests', { body: newRequest(), idempotencyKey: randomUUID() })).status).toBe(201);
    }
    const before = await countRows(server);
    const limited = await request(server, 'POST', '/demo-requests', { body: newRequest(), idempotencyKey: randomUUID() });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/Too many demo requests/) } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even a broken body is refused as "too many", not parsed.
    expect((await request(server, 'POST', '/demo-requests', { rawBody: '{oops', headers: { 'content-type': 'application/json' } })).status).toBe(429);
    expect(await countRows(server)).toBe(before);
    expect((await request(server, 'GET', '/health')).status).toBe(200);
  });
});

// One server for every webhook case (a PGlite server takes long to start on a busy machine); the
// stand-in's answers change per case.
describe('DEMO_WEBHOOK_URL forwarding', () => {
  const BACKOFF_MS = 100;
  const TIMEOUT_MS = 300;
  let hook: Hook;
  let server: TestServer;
  const logs: string[] = [];
  beforeAll(async () => {
    hook = await startHook();
    server = await startTestServer({
      config: { demoWebhookUrl: hook.url, demoWebhookBackoffMs: BACKOFF_MS, demoWebhookTimeoutMs: TIMEOUT_MS, demoWebhookAttempts: 3 },
      logger: { level: 'warn', stream: { write: (line: string) => { logs.push(line); } } },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await hook?.close();
  });
  const deliveriesOf = (id: string) => hook.deliveries.filter((d) => d.body.id === id);

  it('forwards each stored request once, as JSON with its id as Idempotency-Key; a replay is not forwarded again', async () => {
    hook.answer = () => 200;
    const body = newRequest();
    const key = randomUUID();
    const first = await request<Record<string, string>>(server, 'POST', '/demo-requests', { body, idempotencyKey: key });
    expect(first.status).toBe(201);
    const [row] = await eventually(() => rowsWithId(server, body.id), ([r]) => r.forwardedAt !== null);
    expect(row.forwardAttempts).toBe(1);
    expect((await request(server, 'POST', '/demo-requests', { body, idempotencyKey: key })).headers.get('idempotent-replayed')).toBe('true');
    // A later request's delivery arrives after any (wrong) second delivery of the replayed one would have.
    const other = newRequest();
    await request(server, 'POST', '/demo-requests', { body: other, idempotencyKey: randomUUID() });
    await eventually(() => rowsWithId(server, other.id), ([r]) => r.forwardedAt !== null);
    expect(deliveriesOf(body.id)).toHaveLength(1);
    const [delivery] = deliveriesOf(body.id);
    expect(delivery.body).toEqual(first.body);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['idempotency-key']).toBe(body.id);
  });

  it('retries with growing back-off after failures (500, no answer) and records the delivery', async () => {
    hook.answer = (attempt) => (attempt === 1 ? 500 : attempt === 2 ? 'hang' : 200);
    const body = newRequest();
    const started = Date.now();
    const reply = await request(server, 'POST', '/demo-requests', { body, idempotencyKey: randomUUID() });
    expect(reply.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + BACKOFF_MS); // the answer never waits for the webhook
    const [row] = await eventually(() => rowsWithId(server, body.id), ([r]) => r.forwardedAt !== null);
    expect(row.forwardAttempts).toBe(3);
    expect(row.forwardError).toBeNull();
    const tries = deliveriesOf(body.id);
    expect(tries).toHaveLength(3);
    // Times are taken when each try reaches the hook, a few ms after the server started it (and
    // started that try's time-out), so the gaps may come out a little short of the server's waits.
    const ARRIVAL_SLACK_MS = 25;
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(BACKOFF_MS - ARRIVAL_SLACK_MS); // first back-off
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(TIMEOUT_MS + 2 * BACKOFF_MS - ARRIVAL_SLACK_MS); // the hung try's time-out + doubled back-off
  });

  it('gives up after the last attempt: the request stays stored, the failure is recorded and logged (without the URL)', async () => {
    hook.answer = () => 503;
    const body = newRequest();
    expect((await request(server, 'POST', '/demo-requests', { body, idempotencyKey: randomUUID() })).status).toBe(201);
    const [row] = await eventually(() => rowsWithId(server, body.id), ([r]) => r.forwardError !== null);
    expect(row).toMatchObject({ forwardedAt: null, forwardAttempts: 3, forwardError: 'HTTP 503' });
    expect(deliveriesOf(body.id)).toHaveLength(3);
    const failure = await eventually(async () => logs.map((line) => JSON.parse(line) as { msg: string; demoRequestId?: string })
      .find((l) => l.msg.includes('NOT forwarded') && l.demoRequestId === body.id), (l) => l !== undefined);
    expect(failure?.demoRequestId).toBe(body.id);
    expect(logs.join('\n')).not.toContain('s3cret'); // the webhook URL (and its token) never reaches the logs
  });

  it('a webhook that drops the connection does not fail the request; the network error is recorded', async () => {
    hook.answer = () => 'drop';
    const body = newRequest();
    expect((await request(server, 'POST', '/demo-requests', { body, idempotencyKey: randomUUID() })).status).toBe(201);
    const [row] = await eventually(() => rowsWithId(server, body.id), ([r]) => r.forwardError !== null);
    expect(row.forwardAttempts).toBe(3);
    expect(row.forwardError).toMatch(/closed|socket|ECONNRESET|fetch failed/i);
  });
});
