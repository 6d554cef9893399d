/**
 * The flusher against fake-indexeddb and an in-memory CRM server that keeps an idempotency store
 * like the real one (server/idempotency.ts): ordering, backoff, 401s, set-aside entries, lock
 * contention between two "tabs", a crash mid-flush, and entries that belong to another account.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InkClarityDatabase, type OutboxEntry } from '@/db/database';
import { Flusher, type FlusherDeps, type SendResult } from './flusher';
import { BACKOFF } from './flusherMachine';
import { countWaiting, listSetAside } from './outbox';
import { queueAppointment, queueAppointmentStatus, queueConsultation, queueDesign, queueProfileUpdate } from './localWrites';
import { queueDeclineProposal } from './proposalWrites';

const dbs: InkClarityDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

function openDb(): InkClarityDatabase {
  const db = new InkClarityDatabase(`flusher-${Math.random()}`);
  dbs.push(db);
  return db;
}

type Mode = 'up' | 'down' | { status: number; retryAfterMs?: number; code?: string };

/** An in-memory CRM server: records by id, an idempotency store per (uid, key), a log of requests. */
class FakeServer {
  mode: Mode = 'up';
  /** Requests that reached the server, in order. */
  log: { key: string; path: string; token: string; replayed: boolean }[] = [];
  records = new Map<string, Record<string, unknown>>();
  private answers = new Map<string, SendResult>();
  /** Paths refused with this status (a permanent 4xx). */
  refuse = new Map<string, number>();
  /** The error code of a refused path (default invalid_request). */
  refuseCode = new Map<string, string>();
  validTokens = new Set<string>();
  clock = 1_000;

  /** `token` null: a public entry (the demo request), stored under the empty uid like the real server. */
  async handle(entry: OutboxEntry, token: string | null): Promise<SendResult> {
    await Promise.resolve();
    if (this.mode === 'down') return { outcome: { kind: 'network' } };
    if (typeof this.mode === 'object') return { outcome: { kind: 'http', ...this.mode } };
    if (token !== null && !this.validTokens.has(token)) return { outcome: { kind: 'http', status: 401, code: 'unauthorized' } };
    const uid = token === null ? '' : token.split(':')[0];
    const storeKey = `${uid}|${entry.idempotencyKey}`;
    const stored = this.answers.get(storeKey);
    if (stored) {
      this.log.push({ key: entry.idempotencyKey, path: entry.path, token: token ?? '', replayed: true });
      return stored;
    }
    this.log.push({ key: entry.idempotencyKey, path: entry.path, token: token ?? '', replayed: false });
    const refused = [...this.refuse].find(([fragment]) => entry.path.includes(fragment));
    let answer: SendResult;
    if (refused) {
      answer = { outcome: { kind: 'http', status: refused[1], code: this.refuseCode.get(refused[0]) ?? 'invalid_request' } };
    } else if (entry.op === 'updateProfile') {
      const profile = { ...(this.records.get(`profile:${uid}`) ?? { user_id: uid }), ...(entry.body as object), lastLogin: 'server' };
      this.records.set(`profile:${uid}`, profile);
      answer = { outcome: { kind: 'ok' }, record: profile };
    } else if (entry.op === 'updateAppointment') {
      const id = entry.path.split('/').pop()!.split('?')[0];
      const status = new URLSearchParams(entry.path.split('?')[1]).get('status');
      const record = { ...this.records.get(id)!, status };
      this.records.set(id, record);
      answer = { outcome: { kind: 'ok' }, record };
    } else {
      const body = entry.body as Record<string, unknown>;
      const record = { ...body, user_id: uid, created_at: new Date(this.clock++).toISOString(), ...(entry.op === 'createAppointment' ? { status: 'requested' } : {}) };
      this.records.set(body.id as string, record);
      answer = { outcome: { kind: 'ok' }, record };
    }
    this.answers.set(storeKey, answer);
    return answer;
  }
}

/** navigator.locks in miniature: one holder at a time, the rest queue in order. */
function makeLock() {
  let tail: Promise<unknown> = Promise.resolve();
  let held = 0;
  let maxHeld = 0;
  return {
    withLock<T>(task: () => Promise<T>): Promise<T> {
      const run = tail.then(async () => {
        held += 1;
        maxHeld = Math.max(maxHeld, held);
        try {
          return await task();
        } finally {
          held -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    },
    maxHeld: () => maxHeld,
  };
}

interface Harness {
  flusher: Flusher;
  timers: { delay: number; fire: () => void }[];
  now: { value: number };
  setAside: OutboxEntry[];
  tokenCalls: { uid: string; force: boolean }[];
}

function makeFlusher(db: InkClarityDatabase, server: FakeServer, options: Partial<FlusherDeps> & { uid?: () => string | null; lock?: ReturnType<typeof makeLock> } = {}): Harness {
  const timers: Harness['timers'] = [];
  const now = { value: 1_000_000 };
  const setAsideList: OutboxEntry[] = [];
  const tokenCalls: Harness['tokenCalls'] = [];
  const refreshed = new Set<string>();
  const lock = options.lock ?? makeLock();
  const flusher = new Flusher({
    db,
    currentUid: options.uid ?? (() => 'alice'),
    // Like Firebase: a forced refresh replaces the cached token, later calls return the new one.
    getToken: async (uid, force) => {
      tokenCalls.push({ uid, force });
      if (force) refreshed.add(uid);
      return `${uid}:${refreshed.has(uid) ? 'fresh' : 'cached'}`;
    },
    send: (entry, token) => server.handle(entry, token),
    withLock: (task) => lock.withLock(task),
    now: () => now.value,
    random: () => 0.5,
    setTimer: (delay, fire) => {
      const timer = { delay, fire };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    onSetAside: (entry) => setAsideList.push(entry),
    ...options,
  });
  return { flusher, timers, now, setAside: setAsideList, tokenCalls };
}

function serverFor(...uids: string[]): FakeServer {
  const server = new FakeServer();
  for (const uid of uids) {
    server.validTokens.add(`${uid}:cached`);
    server.validTokens.add(`${uid}:fresh`);
  }
  return server;
}

const consultation = (n: number) => ({ topic: `Topic ${n}`, agent: 'jess', date: '2026-11-22', notes: '' });

describe('Flusher', () => {
  it('sends entries in the order they were made and puts the server copy in place of the local one', async () => {
    const db = openDb();
    const server = serverFor('alice');
    const c1 = await queueConsultation(db, 'alice', consultation(1));
    const d1 = await queueDesign(db, 'alice', { style: 'Blackwork', placement: 'Forearm', size: 'Medium', colors: 'Black' });
    await queueProfileUpdate(db, 'alice', { firstName: 'Alice' });
    const a1 = await queueAppointment(db, 'alice', { type: 'Consultation', artist: 'Mara', date: '2026-12-01', time: '10:00' });
    await queueAppointmentStatus(db, 'alice', a1, 'cancelled');
    expect((await db.consultations.get(c1))?.syncState).toBe('pending');
    expect((await db.appointments.get(a1))?.status).toBe('cancelled');

    const { flusher } = makeFlusher(db, server);
    await flusher.trigger('start');

    expect(server.log.map((r) => r.path)).toEqual([
      '/crm/consultation', '/crm/designs/save', '/crm/profile/alice', '/crm/appointments', `/crm/appointments/${a1}?status=cancelled`,
    ]);
    expect(await db.outbox.count()).toBe(0);
    const savedConsultation = await db.consultations.get(c1);
    expect(savedConsultation?.syncState).toBeUndefined();
    expect(savedConsultation?.created_at).toBe(server.records.get(c1)?.created_at);
    expect((await db.savedDesigns.get(d1))?.created_at).toBe(server.records.get(d1)?.created_at);
    expect((await db.appointments.get(a1))?.status).toBe('cancelled');
    expect((await db.profileCache.get('alice'))?.profile.lastLogin).toBe('server');
    expect(flusher.getState()).toMatchObject({ phase: 'idle', failures: 0, lastSuccessAt: 1_000_000 });
  });

  it('keeps a later pending edit on top when an earlier write of the same record comes back', async () => {
    const db = openDb();
    const server = serverFor('alice');
    const a1 = await queueAppointment(db, 'alice', { type: 'Tattoo', artist: 'Mara', date: '2026-12-01', time: '10:00' });
    await queueAppointmentStatus(db, 'alice', a1, 'confirmed');
    // Send only the first entry: the second fails on the network.
    let calls = 0;
    const { flusher } = makeFlusher(db, server, {
      send: (entry, token) => (++calls === 1 ? server.handle(entry, token) : Promise.resolve({ outcome: { kind: 'network' } })),
    });
    await flusher.trigger('start');
    const local = await db.appointments.get(a1);
    expect(local?.status).toBe('confirmed');
    expect(local?.syncState).toBe('pending');
    expect(local?.created_at).toBe(server.records.get(a1)?.created_at);
  });

  it('backs off with growing, jittered delays while the server is down, then empties the queue on the timer', async () => {
    const db = openDb();
    const server = serverFor('alice');
    server.mode = 'down';
    await queueConsultation(db, 'alice', consultation(1));
    await queueConsultation(db, 'alice', consultation(2));
    const h = makeFlusher(db, server);

    await h.flusher.trigger('start');
    expect(h.flusher.getState()).toMatchObject({ phase: 'backoff', failures: 1 });
    expect(h.timers).toHaveLength(1);
    // failures=1 → ceiling 1 s, half fixed + random(0.5) × half = 750 ms.
    expect(h.timers[0].delay).toBe(750);
    const first = (await db.outbox.toArray())[0];
    expect(first).toMatchObject({ attempts: 1, lastError: 'network' });

    // A timer trigger before the retry time does nothing.
    await h.flusher.trigger('timer');
    expect(h.flusher.getState().failures).toBe(1);

    h.now.value += 750;
    h.timers.shift()!.fire();
    await vi.waitFor(() => expect(h.flusher.getState().failures).toBe(2));
    expect(h.timers[0].delay).toBe(1_500);

    h.now.value += 1_500;
    h.timers.shift()!.fire();
    await vi.waitFor(() => expect(h.flusher.getState().failures).toBe(3));
    expect(h.timers[0].delay).toBe(3_000);

    server.mode = 'up';
    h.now.value += 3_000;
    h.timers.shift()!.fire();
    await vi.waitFor(() => expect(h.flusher.getState().phase).toBe('idle'));
    expect(await db.outbox.count()).toBe(0);
    expect(server.records.size).toBe(2);
    expect(h.timers).toHaveLength(0);
  });

  it('never waits longer than the cap, and honours Retry-After over every automatic trigger', async () => {
    const db = openDb();
    const server = serverFor('alice');
    server.mode = { status: 429, retryAfterMs: 30_000, code: 'rate_limited' };
    await queueConsultation(db, 'alice', consultation(1));
    const h = makeFlusher(db, server);
    await h.flusher.trigger('start');
    expect(h.timers[0].delay).toBe(30_000);
    expect(h.flusher.getState().holdUntil).toBe(h.now.value + 30_000);

    server.mode = 'up';
    for (const trigger of ['online', 'visible', 'health', 'sync-event', 'write'] as const) await h.flusher.trigger(trigger);
    expect(server.log).toHaveLength(0);
    // 'Retry now' is the user's call: it goes at once.
    await h.flusher.trigger('manual');
    expect(server.log).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(BACKOFF.maxMs).toBe(60_000);
  });

  it('on a 401 asks for a fresh token once; a second refusal waits for sign-in with the entries kept', async () => {
    const db = openDb();
    const server = new FakeServer();
    server.validTokens.add('alice:fresh'); // the cached token has expired
    await queueConsultation(db, 'alice', consultation(1));
    await queueConsultation(db, 'alice', consultation(2));
    const h = makeFlusher(db, server);
    await h.flusher.trigger('start');
    expect(await db.outbox.count()).toBe(0);
    expect(h.tokenCalls).toEqual([{ uid: 'alice', force: false }, { uid: 'alice', force: true }, { uid: 'alice', force: false }]);
    expect(server.log.map((r) => r.token)).toEqual(['alice:fresh', 'alice:fresh']);

    server.validTokens.clear(); // session revoked: even a fresh token is refused
    await queueConsultation(db, 'alice', consultation(3));
    await h.flusher.trigger('write');
    expect(h.flusher.getState().phase).toBe('signed-out');
    expect(await countWaiting(db, 'alice')).toBe(1);
    expect(h.timers).toHaveLength(0);

    server.validTokens.add('alice:fresh'); // signed in again
    await h.flusher.trigger('token');
    expect(await db.outbox.count()).toBe(0);
  });

  it('sets a permanently refused entry aside, tells the user in the spec words, and sends the rest', async () => {
    const db = openDb();
    const server = serverFor('alice');
    server.refuse.set('/crm/designs/save', 413);
    await queueConsultation(db, 'alice', consultation(1));
    const design = await queueDesign(db, 'alice', { style: 'Dotwork', placement: 'Back', size: 'Large', colors: 'Black' });
    await queueConsultation(db, 'alice', consultation(2));
    const h = makeFlusher(db, server);
    await h.flusher.trigger('start');

    expect(server.log.map((r) => r.path)).toEqual(['/crm/consultation', '/crm/designs/save', '/crm/consultation']);
    expect(await countWaiting(db, 'alice')).toBe(0);
    const aside = await listSetAside(db, 'alice');
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatchObject({ op: 'saveDesign', failure: 'Failed to save design. Please try again!', lastError: 'HTTP 413 invalid_request' });
    expect(h.setAside.map((e) => e.failure)).toEqual(['Failed to save design. Please try again!']);
    // The user's data stays on the device, marked.
    expect((await db.savedDesigns.get(design))?.syncState).toBe('set-aside');
    expect(h.flusher.getState().phase).toBe('idle');
  });

  it('drops an answer to a proposal the studio replaced (409 proposal_changed): nothing set aside, the record unmarked, the app told', async () => {
    const db = openDb();
    const server = serverFor('alice');
    await db.appointments.put({
      id: 'appt-1', user_id: 'alice', type: 'Session', artist: 'Lina Ortiz', status: 'requested', date: '2026-12-09', time: '14:00',
      notes: '', proposal: { id: 'proposal-1', date: '2026-12-10', time: '15:00', note: 'Thursday?' }, studio_note: 'Thursday?',
    });
    await queueDeclineProposal(db, 'alice', 'appt-1');
    await queueConsultation(db, 'alice', consultation(1));
    server.refuse.set('/proposal/decline', 409);
    server.refuseCode.set('/proposal/decline', 'proposal_changed');
    const stale: { op: string; code: string; body: unknown }[] = [];
    const h = makeFlusher(db, server, { onStale: (entry, code) => stale.push({ op: entry.op, code, body: entry.body }) });
    await h.flusher.trigger('start');

    expect(server.log.map((r) => r.path)).toEqual(['/crm/appointments/appt-1/proposal/decline', '/crm/consultation']);
    // The answer named the proposal the device showed.
    expect(stale).toEqual([{ op: 'declineProposal', code: 'proposal_changed', body: { proposal_id: 'proposal-1' } }]);
    expect(await countWaiting(db, 'alice')).toBe(0);
    expect(await listSetAside(db, 'alice')).toEqual([]);
    expect(h.setAside).toEqual([]);
    // No "waiting" or "refused" mark: the next read takes the server's copy (the newer proposal).
    expect((await db.appointments.get('appt-1'))?.syncState).toBeUndefined();
    expect(h.flusher.getState().phase).toBe('idle');
  });

  it('two tabs flushing at once send every entry exactly once, in order, one holder at a time', async () => {
    const db = openDb();
    const server = serverFor('alice');
    for (let n = 0; n < 20; n += 1) await queueConsultation(db, 'alice', consultation(n));
    const lock = makeLock();
    const tabA = makeFlusher(db, server, { lock });
    const tabB = makeFlusher(db, server, { lock });
    await Promise.all([tabA.flusher.trigger('online'), tabB.flusher.trigger('online'), tabA.flusher.trigger('visible')]);
    expect(lock.maxHeld()).toBe(1);
    expect(server.log).toHaveLength(20);
    expect(server.log.every((r) => !r.replayed)).toBe(true);
    expect(new Set(server.log.map((r) => r.key)).size).toBe(20);
    expect([...server.records.values()].map((r) => r.topic)).toEqual(Array.from({ length: 20 }, (_, n) => `Topic ${n}`));
    expect(await db.outbox.count()).toBe(0);
  });

  it('a crash after the server committed but before the outbox was updated replays the same key: one record', async () => {
    const db = openDb();
    const server = serverFor('alice');
    const id = await queueConsultation(db, 'alice', consultation(1));
    await queueConsultation(db, 'alice', consultation(2));
    // The first page dies right after the server's answer was sent (tab closed, reply lost).
    const crashing = makeFlusher(db, server, {
      send: async (entry, token) => {
        await server.handle(entry, token);
        throw new Error('page closed');
      },
    });
    await crashing.flusher.trigger('start');
    crashing.flusher.stop();
    expect(await db.outbox.count()).toBe(2);
    expect((await db.consultations.get(id))?.syncState).toBe('pending');

    const restarted = makeFlusher(db, server);
    await restarted.flusher.trigger('start');
    expect(await db.outbox.count()).toBe(0);
    expect(server.records.size).toBe(2);
    expect(server.log.filter((r) => r.replayed)).toHaveLength(1);
    expect((await db.consultations.get(id))?.syncState).toBeUndefined();
  });

  it('sends only the signed-in user’s entries, with that user’s token; an account switch mid-flush stops', async () => {
    const db = openDb();
    const server = serverFor('alice', 'bob');
    await queueConsultation(db, 'alice', consultation(1));
    await queueConsultation(db, 'bob', consultation(2));
    await queueConsultation(db, 'alice', consultation(3));
    let current = 'bob';
    const h = makeFlusher(db, server, { uid: () => current });
    await h.flusher.trigger('start');
    expect(server.log.map((r) => r.token)).toEqual(['bob:cached']);
    expect(await countWaiting(db, 'alice')).toBe(2);

    // Alice signs in; the switch to carol happens while Alice's first entry is on the wire.
    current = 'alice';
    const switching = makeFlusher(db, server, {
      uid: () => current,
      send: async (entry, token) => {
        const answer = await server.handle(entry, token);
        current = 'carol';
        return answer;
      },
    });
    await switching.flusher.trigger('start');
    expect(server.log.map((r) => r.token)).toEqual(['bob:cached', 'alice:cached']);
    expect(await countWaiting(db, 'alice')).toBe(1);
    expect(switching.flusher.getState().phase).toBe('signed-out');
    expect([...server.records.values()].map((r) => r.user_id)).toEqual(['bob', 'alice']);
  });

  it('a write made during a flush is sent by the same flusher right after', async () => {
    const db = openDb();
    const server = serverFor('alice');
    await queueConsultation(db, 'alice', consultation(1));
    let queued = false;
    const h = makeFlusher(db, server, {
      send: async (entry, token) => {
        if (!queued) {
          queued = true;
          await queueConsultation(db, 'alice', consultation(2));
          void h.flusher.trigger('write');
        }
        return server.handle(entry, token);
      },
    });
    await h.flusher.trigger('start');
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(server.records.size).toBe(2);
  });
});

describe('public entries (demo requests, issue #20)', () => {
  const form = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, phone: '', preferredDate: '2026-12-01', preferredTime: '10:00', message: '' });

  it('are sent without a token, signed in or not, before the user\'s own entries; sent once, then gone from the device', async () => {
    const db = openDb();
    const server = serverFor('alice');
    const { submitDemoRequest } = await import('./demoRequests');
    await queueConsultation(db, 'alice', consultation(1));
    // Offline: kept and queued, nothing sent.
    expect(await submitDemoRequest(form('Ada'), { db, online: false })).toBe('queued');
    expect(await db.demoRequests.count()).toBe(1);
    const signedOut = makeFlusher(db, server, { uid: () => null });
    await signedOut.flusher.trigger('online');
    expect(server.log.map((l) => [l.path, l.token])).toEqual([['/demo-requests', '']]);
    expect(signedOut.flusher.getState().phase).toBe('signed-out'); // alice's entry waits for her
    expect(await db.demoRequests.count()).toBe(0);
    // A later flush (alice signs in) sends hers, never the demo request again.
    const { flusher } = makeFlusher(db, server);
    await flusher.trigger('token');
    expect(server.log.map((l) => l.path)).toEqual(['/demo-requests', '/crm/consultation']);
    expect([...server.records.values()].filter((r) => r.name === 'Ada')).toHaveLength(1);
  });

  it('a transient failure keeps the request queued; a reply lost after the server stored it is replayed, one record', async () => {
    const db = openDb();
    const server = serverFor('alice');
    const { submitDemoRequest } = await import('./demoRequests');
    server.mode = 'down';
    const h = makeFlusher(db, server, { uid: () => null });
    expect(await submitDemoRequest(form('Bo'), { db, online: true, flush: () => h.flusher.triggerAfterCurrent('manual') })).toBe('queued');
    expect(h.flusher.getState().phase).toBe('backoff');
    // The server comes back and stores it, but the answer is lost on the way.
    server.mode = 'up';
    const lost = makeFlusher(db, server, { uid: () => null, send: async (entry, token) => { await server.handle(entry, token); return { outcome: { kind: 'network' } }; } });
    await lost.flusher.trigger('online');
    const again = makeFlusher(db, server, { uid: () => null });
    await again.flusher.trigger('online');
    expect(server.log.map((l) => l.replayed)).toEqual([false, true]);
    expect(await countWaiting(db, '')).toBe(0);
    expect([...server.records.values()].filter((r) => r.name === 'Bo')).toHaveLength(1);
  });

  it('online: "sent" only once the server has it; a permanent refusal is "refused" and nothing is kept', async () => {
    const db = openDb();
    const server = serverFor();
    const { submitDemoRequest } = await import('./demoRequests');
    const h = makeFlusher(db, server, { uid: () => null });
    const flush = () => h.flusher.triggerAfterCurrent('manual');
    expect(await submitDemoRequest(form('Cy'), { db, online: true, flush })).toBe('sent');
    server.refuse.set('/demo-requests', 409);
    expect(await submitDemoRequest(form('Di'), { db, online: true, flush })).toBe('refused');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.demoRequests.count()).toBe(0);
    expect(h.setAside.map((e) => e.failure)).toEqual(['Failed to send demo request. Please try again!']);
  });

  it('refuses a form the server would refuse before storing anything', async () => {
    const db = openDb();
    const { submitDemoRequest } = await import('./demoRequests');
    await expect(submitDemoRequest({ ...form('Ed'), email: 'nope' }, { db, online: false })).rejects.toThrow(/valid email/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('triggerAfterCurrent waits for a flush that started after the call, even while one runs', async () => {
    const db = openDb();
    const server = serverFor('alice');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => { release = resolve; });
    await queueConsultation(db, 'alice', consultation(1));
    const h = makeFlusher(db, server, { send: async (entry, token) => { await gate; return server.handle(entry, token); } });
    const first = h.flusher.trigger('write');
    const { submitDemoRequest } = await import('./demoRequests');
    const outcome = submitDemoRequest(form('Flo'), { db, online: true, flush: () => h.flusher.triggerAfterCurrent('manual') });
    release();
    await first;
    expect(await outcome).toBe('sent');
  });
});
