/**
 * Crash safety, restarts, the PGlite data-folder lock and graceful shutdown, with the server run
 * as a real process against the run's database (PGlite folder, or PostgreSQL database).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE_NAME } from '../../server/db/lockfile.ts';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { newDatabaseLocation, request, usingPostgres } from './support/harness.ts';
import { spawnServer, type ServerProcess } from './support/serverProcess.ts';

/**
 * Each test starts one or two server processes; a PGlite first boot (initdb in WASM) plus tsx
 * compiling the server takes tens of seconds on a busy 2-core machine.
 */
const PROCESS_TEST_TIMEOUT_MS = 240_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function databaseEnv(): Promise<Record<string, string>> {
  const { location, drop } = await newDatabaseLocation();
  cleanups.push(drop);
  return usingPostgres() ? { DATABASE_URL: location } : { DATA_DIR: location };
}

function track(server: ServerProcess): ServerProcess {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
  return server;
}

/** A design PNG of some size, so writes are more than a few bytes. */
function pngDataUrl(bytes: number): string {
  const payload = Buffer.alloc(bytes, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(payload);
  return `data:image/png;base64,${payload.toString('base64')}`;
}

interface SentWrite {
  key: string;
  path: string;
  body: Record<string, unknown>;
  acknowledged?: { id: string };
}

/** Enough concurrent writers to keep several transactions in flight when the kill lands. */
const BURST_WRITERS = 6;
/** Acknowledged writes to collect before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
const BURST_PNG_BYTES = 64 * 1024;

describe('crash safety', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('keeps every acknowledged write through kill -9 mid-burst, and nothing half-written', async () => {
    const env = await databaseEnv();
    const user: TestUser = await createUser('Crash Test');
    let server = track(await spawnServer(env));
    const sent: SentWrite[] = [];
    let acknowledged = 0;
    let killed = false;

    const writer = async (writerIndex: number) => {
      for (let i = 0; !killed; i += 1) {
        const isDesign = (writerIndex + i) % 2 === 0;
        const write: SentWrite = isDesign
          ? { key: randomUUID(), path: '/crm/designs/save', body: { style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only', keywords: `w${writerIndex}-${i}`, image: pngDataUrl(BURST_PNG_BYTES) } }
          : { key: randomUUID(), path: '/crm/consultation', body: { topic: `w${writerIndex}-${i}`, agent: 'jess', date: '2026-11-21', notes: 'burst' } };
        sent.push(write);
        try {
          const response = await request<{ id: string }>(server, 'POST', write.path, { token: user.idToken, body: write.body, idempotencyKey: write.key });
          if (response.status === 201 && !killed) {
            write.acknowledged = response.body;
            acknowledged += 1;
            if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          }
        } catch {
          // The connection died with the server: this write was never acknowledged.
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: BURST_WRITERS }, (_, index) => writer(index)));
    await server.exited;
    const acked = sent.filter((write) => write.acknowledged);
    expect(acked.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(sent.length).toBeGreaterThan(acked.length);

    // Restart on the same data (for PGlite the dead server's lock is stale and is taken over).
    server = track(await spawnServer(env));
    const designPage = await request<{ items: { id: string; keywords: string; image_url: string }[] }>(server, 'GET', `/crm/designs/${user.uid}?limit=100`, { token: user.idToken });
    const designs = { status: designPage.status, body: designPage.body.items };
    const consultations = await request<{ id: string; topic: string; notes: string }[]>(server, 'GET', `/crm/consultations/${user.uid}`, { token: user.idToken });
    expect(designs.status).toBe(200);
    expect(consultations.status).toBe(200);
    const storedIds = new Set([...designs.body, ...consultations.body].map((record) => record.id));
    for (const write of acked) expect(storedIds.has(write.acknowledged?.id ?? ''), `acknowledged ${write.path} ${write.key}`).toBe(true);
    // Nothing half-written: every stored record is whole.
    const expectedPng = Buffer.from(pngDataUrl(BURST_PNG_BYTES).slice('data:image/png;base64,'.length), 'base64');
    for (const design of designs.body) {
      const png = await fetch(`${server.url}${design.image_url}`, { headers: { authorization: `Bearer ${user.idToken}` } });
      expect(Buffer.from(await png.arrayBuffer()).equals(expectedPng), design.id).toBe(true);
    }
    for (const consultation of consultations.body) expect(consultation.notes).toBe('burst');

    // The outbox retries the unacknowledged writes with their keys: each lands exactly once.
    for (const write of sent.filter((candidate) => !candidate.acknowledged)) {
      const retry = await request(server, 'POST', write.path, { token: user.idToken, body: write.body, idempotencyKey: write.key });
      expect(retry.status).toBe(201);
    }
    for (const write of acked) {
      const replay = await request<{ id: string }>(server, 'POST', write.path, { token: user.idToken, body: write.body, idempotencyKey: write.key });
      expect(replay.body.id).toBe(write.acknowledged?.id);
    }
    const finalDesigns = await request<{ items: unknown[] }>(server, 'GET', `/crm/designs/${user.uid}?limit=100`, { token: user.idToken });
    const finalConsultations = await request<unknown[]>(server, 'GET', `/crm/consultations/${user.uid}`, { token: user.idToken });
    expect(finalDesigns.body.items.length + finalConsultations.body.length).toBe(sent.length);
  });
});

describe('graceful shutdown', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('finishes an in-flight upload on SIGTERM, then exits 0 and releases the data folder', async () => {
    const env = await databaseEnv();
    const user = await createUser('Shutdown Test');
    // Info logs show when the request has arrived and when shutdown has begun: the test waits for those.
    const server = track(await spawnServer({ ...env, LOG_LEVEL: 'info' }));
    const logged = (fragment: string) => vi.waitFor(() => expect(server.output()).toContain(fragment), { timeout: 10_000, interval: 20 });
    const body = JSON.stringify({ style: 'japanese', placement: 'back', size: 'large', colors: 'colorful', image: pngDataUrl(2 * 1024 * 1024) });
    const half = Math.floor(body.length / 2);

    const reply = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      const outgoing = http.request(`${server.url}/crm/designs/save`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, half));
      // SIGTERM once the server is reading this request, and send the rest only once it is shutting down.
      logged('"url":"/crm/designs/save"')
        .then(() => server.child.kill('SIGTERM'))
        .then(() => logged('"msg":"shutting down"'))
        .then(() => outgoing.end(body.slice(half)))
        .catch(reject);
    });
    const answer = await reply;
    expect(answer.status).toBe(201);
    expect(await server.exited, server.output()).toBe(0);
    if (!usingPostgres()) expect(fs.existsSync(path.join(env.DATA_DIR, LOCK_FILE_NAME))).toBe(false);

    const restarted = track(await spawnServer(env));
    const designs = await request<{ items: { id: string }[] }>(restarted, 'GET', `/crm/designs/${user.uid}`, { token: user.idToken });
    expect(designs.body.items.map((design) => design.id)).toEqual([JSON.parse(answer.text).id]);
  });
});

describe.skipIf(usingPostgres())('the PGlite data folder lock', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('makes a second server on the same folder refuse to start, naming the first', async () => {
    const env = await databaseEnv();
    const first = track(await spawnServer(env));
    const second = track(await spawnServer(env, { waitReady: false }));
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`in use by another InkClarity server (pid ${first.child.pid})`);
    // The first server is unharmed.
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
  });

  it('takes over a stale lock left by a dead process', async () => {
    const env = await databaseEnv();
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    // A pid that cannot be alive: beyond the kernel's pid range.
    fs.writeFileSync(path.join(env.DATA_DIR, LOCK_FILE_NAME), JSON.stringify({ pid: 2 ** 22 + 1, hostname: (await import('node:os')).hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    const server = track(await spawnServer(env));
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const lock = JSON.parse(fs.readFileSync(path.join(env.DATA_DIR, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(server.child.pid);
  });
});
