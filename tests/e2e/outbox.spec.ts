/**
 * The outbox's proofs (issue #11) in Debian Chromium against the real product server, the real
 * Auth emulator and the built app with its service worker. Each test runs its own server process
 * (support/ownServer.ts) so it can be stopped and restarted; writes go through the app's own CRM
 * store API (window.__inkclarity, enabled by a localStorage flag) because the profile and booking
 * screens come later — the real outbox, flusher and CRM client do all the work.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, type Accounts, type TestUser } from './support/auth';
import { CuttingProxy, OwnServer, freePort } from './support/ownServer';

import './support/syncHooks';

const FLUSH_TIMEOUT_MS = 90_000;

async function openApp(browserContext: BrowserContext, accounts: Accounts, user: TestUser, path = '/settings'): Promise<Page> {
  const page = await browserContext.newPage();
  await accounts.signIn(page, user, path);
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  return page;
}

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  await context.addInitScript(() => localStorage.setItem('inkclarity-test-hooks', '1'));
  return context;
}

/** The top bar's count, read the way a user reads it (its accessible name), or 0 when absent. */
async function pendingCount(page: Page): Promise<number> {
  const badge = page.getByTestId('sync-pending');
  if ((await badge.count()) === 0) return 0;
  // The chip's name is its text: "100 changes waiting to sync" (part of it for screen readers only).
  const text = (await badge.textContent()) ?? '';
  return Number.parseInt(text.trim(), 10);
}

const emulatorHost = (accounts: Accounts) => accounts.emulator.url.replace(/^https?:\/\//, '');

async function serverGet<T>(server: { url: string }, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The uid inside an ID token (emulator tokens are unsigned JWTs; the payload is plain base64url). */
function uidOf(authorization: string | undefined): string | undefined {
  const token = authorization?.replace(/^Bearer /, '');
  if (!token) return undefined;
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id?: string; sub?: string }).sub;
}

interface Row { id: string; user_id: string; created_at?: string; status?: string; topic?: string; style?: string }

test.describe('outbox', () => {
  test.describe.configure({ mode: 'serial' });

  test('100 writes made with the server down sync exactly once after a reload offline and with a second tab', async ({ browser, accounts }) => {
    test.setTimeout(300_000);
    const server = new OwnServer(await freePort(), emulatorHost(accounts));
    await server.start();
    const context = await newContext(browser, server.url);
    try {
      const user = await accounts.create({ displayName: 'Olive Offline' });
      const page = await openApp(context, accounts, user);
      // The service worker controls the page, so the shell loads with the server gone.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await server.stop();
      const made = await page.evaluate(async () => {
        const { crm } = window.__inkclarity!;
        const designs: string[] = [];
        const consultations: string[] = [];
        const appointments: string[] = [];
        for (let i = 0; i < 25; i += 1) designs.push(await crm.saveDesign({ style: `Style ${i}`, placement: 'Forearm', size: 'Medium', colors: 'Black', image: null }));
        for (let i = 0; i < 25; i += 1) consultations.push(await crm.recordConsultation({ topic: `Topic ${i}`, agent: 'jess', date: '2026-11-22', notes: `Note ${i}` }));
        for (let i = 0; i < 15; i += 1) appointments.push(await crm.createAppointment({ type: 'Tattoo session', artist: 'Mara Voss', date: '2026-12-01', time: `1${i % 10}:00` }));
        for (let i = 0; i < 10; i += 1) await crm.updateAppointmentStatus(appointments[i], i % 2 === 0 ? 'confirmed' : 'cancelled');
        for (let i = 0; i < 25; i += 1) await crm.updateProfile({ location: `City ${i}`, tattooExperience: `Edit ${i}` });
        return { designs, consultations, appointments };
      });
      await expect.poll(() => pendingCount(page)).toBe(100);
      await expect(page.getByRole('link', { name: '100 changes waiting to sync' })).toBeVisible();

      // Reload with no network at all: the worker serves the app, Dexie still holds the queue.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('link', { name: '100 changes waiting to sync' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('sync-waiting-count')).toHaveText('100 changes');
      const local = await page.evaluate(async () => {
        const { db } = window.__inkclarity!;
        return { designs: await db.savedDesigns.count(), pending: (await db.consultations.toArray()).filter((c) => c.syncState === 'pending').length };
      });
      expect(local).toEqual({ designs: 25, pending: 25 });

      const second = await context.newPage();
      await second.goto('/settings');
      await expect(second.getByRole('link', { name: '100 changes waiting to sync' })).toBeVisible({ timeout: 30_000 });

      // The server comes back, then the network: both tabs' flushers wake; the Web Lock lets one send.
      await server.start();
      const started = Date.now();
      await context.setOffline(false);
      await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: FLUSH_TIMEOUT_MS });
      await expect(second.getByTestId('sync-pending')).toHaveCount(0, { timeout: FLUSH_TIMEOUT_MS });
      console.log(`100 entries synced ${Date.now() - started} ms after the network came back`);
      await expect(page.getByTestId('sync-waiting-count')).toHaveText('Nothing — all changes are synced');
      await expect(second.getByTestId('sync-waiting-count')).toHaveText('Nothing — all changes are synced');
      await expect(second.getByTestId('sync-last-success')).not.toHaveText('Not yet');

      // The server holds exactly what was made: no record lost, none twice.
      const token = await accounts.idToken(user);
      const designs = (await serverGet<{ items: Row[] }>(server, `/crm/designs/${user.uid}?limit=100`, token)).items;
      const consultations = await serverGet<Row[]>(server, `/crm/consultations/${user.uid}`, token);
      const appointments = await serverGet<Row[]>(server, `/crm/appointments/${user.uid}`, token);
      const profile = await serverGet<{ location: string; tattooExperience: string }>(server, `/crm/profile/${user.uid}`, token);
      expect(designs.map((d) => d.id).sort()).toEqual([...made.designs].sort());
      expect(consultations.map((c) => c.id).sort()).toEqual([...made.consultations].sort());
      expect(appointments.map((a) => a.id).sort()).toEqual([...made.appointments].sort());
      const statusById = new Map(appointments.map((a) => [a.id, a.status]));
      expect(made.appointments.map((id) => statusById.get(id))).toEqual([
        'confirmed', 'cancelled', 'confirmed', 'cancelled', 'confirmed', 'cancelled', 'confirmed', 'cancelled', 'confirmed', 'cancelled',
        'requested', 'requested', 'requested', 'requested', 'requested',
      ]);
      expect(profile).toMatchObject({ location: 'City 24', tattooExperience: 'Edit 24' });

      // Both tabs show the server's copies (ids and the server's timestamps), none still pending.
      for (const tab of [page, second]) {
        const shown = await tab.evaluate(async () => {
          const { db } = window.__inkclarity!;
          const all = [...(await db.savedDesigns.toArray()), ...(await db.consultations.toArray()), ...(await db.appointments.toArray())];
          return { records: all.map((r) => ({ id: r.id, created_at: r.created_at, syncState: r.syncState ?? null })), outbox: await db.outbox.count() };
        });
        expect(shown.outbox).toBe(0);
        const serverCreated = new Map([...designs].map((d) => [d.id, d.created_at]));
        expect(shown.records.filter((r) => r.syncState !== null)).toEqual([]);
        for (const record of shown.records.filter((r) => serverCreated.has(r.id))) expect(record.created_at).toBe(serverCreated.get(record.id));
        expect(shown.records.map((r) => r.id).sort()).toEqual([...made.designs, ...made.consultations, ...made.appointments].sort());
      }

      // Exactly 100 writes reached the server, each once: one idempotency receipt per write, all 2xx.
      await server.stop();
      const receipts = await server.idempotencyRows(user.uid);
      expect(receipts).toHaveLength(100);
      expect(new Set(receipts.map((r) => r.key)).size).toBe(100);
      expect(receipts.every((r) => r.status_code >= 200 && r.status_code < 300)).toBe(true);
    } finally {
      await context.close();
      await server.dispose();
    }
  });

  test('a reply lost after the server committed is replayed from the idempotency store: one record', async ({ browser, accounts }) => {
    test.setTimeout(180_000);
    const server = new OwnServer(await freePort(), emulatorHost(accounts));
    await server.start();
    const proxy = new CuttingProxy(await freePort(), server.url);
    await proxy.start();
    const context = await newContext(browser, proxy.url);
    try {
      const user = await accounts.create({ displayName: 'Lost Reply' });
      const page = await openApp(context, accounts, user);
      proxy.cutNextReply((method, url) => method === 'POST' && url === '/crm/consultation');
      const id = await page.evaluate(() => window.__inkclarity!.crm.recordConsultation({ topic: 'Sleeve plan', agent: 'jess', date: '2026-11-22' }));
      await expect.poll(() => proxy.log.filter((r) => r.url === '/crm/consultation').map((r) => [r.status, r.replayed]), { timeout: 30_000 })
        .toEqual([['cut', false], [201, true]]);
      await expect(page.getByTestId('sync-pending')).toHaveCount(0);
      const consultations = await serverGet<Row[]>(server, `/crm/consultations/${user.uid}`, await accounts.idToken(user));
      expect(consultations.map((c) => c.id)).toEqual([id]);
      expect(await page.evaluate(async (recordId) => (await window.__inkclarity!.db.consultations.get(recordId))?.syncState ?? null, id)).toBeNull();
    } finally {
      await context.close();
      await proxy.stop();
      await server.dispose();
    }
  });

  test('a permanent 4xx mid-queue is set aside and reported; the entries after it still sync', async ({ browser, accounts }) => {
    test.setTimeout(180_000);
    const server = new OwnServer(await freePort(), emulatorHost(accounts));
    await server.start();
    const context = await newContext(browser, server.url);
    try {
      const user = await accounts.create({ displayName: 'Refused Rita' });
      const page = await openApp(context, accounts, user);
      await context.setOffline(true);
      const ids = await page.evaluate(async () => {
        const { crm } = window.__inkclarity!;
        const first = await crm.recordConsultation({ topic: 'Before', agent: 'jess', date: '2026-11-22' });
        // An appointment this device never had: the server answers 404, which no retry can fix.
        await crm.updateAppointmentStatus(crypto.randomUUID(), 'confirmed');
        const second = await crm.recordConsultation({ topic: 'After', agent: 'jess', date: '2026-11-22' });
        const design = await crm.saveDesign({ style: 'Fineline', placement: 'Wrist', size: 'Small', colors: 'Black' });
        return { first, second, design };
      });
      await expect(page.getByRole('link', { name: '4 changes waiting to sync' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText('Failed to update appointment. Please try again!').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('link', { name: '1 change not sent — open Settings' })).toBeVisible();
      const section = page.getByRole('region', { name: 'Sync' });
      await expect(section.getByText('Appointment status change to confirmed')).toBeVisible();
      await expect(section.getByText('Server answer: HTTP 404 not_found')).toBeVisible();

      const token = await accounts.idToken(user);
      expect((await serverGet<Row[]>(server, `/crm/consultations/${user.uid}`, token)).map((c) => c.id).sort()).toEqual([ids.first, ids.second].sort());
      expect((await serverGet<{ items: Row[] }>(server, `/crm/designs/${user.uid}`, token)).items.map((d) => d.id)).toEqual([ids.design]);

      await section.getByRole('button', { name: 'Discard' }).click();
      await expect(page.getByTestId('sync-set-aside')).toHaveCount(0);
      expect(await page.evaluate(() => window.__inkclarity!.db.outbox.count())).toBe(0);
    } finally {
      await context.close();
      await server.dispose();
    }
  });

  test('entries wait through a revoked session and sync after sign-in; never with another account’s token', async ({ browser, accounts }) => {
    test.setTimeout(240_000);
    const server = new OwnServer(await freePort(), emulatorHost(accounts));
    await server.start();
    const context = await newContext(browser, server.url);
    const crmCalls: { path: string; uid: string | undefined }[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/crm/') && request.method() !== 'GET') crmCalls.push({ path: url.pathname, uid: uidOf(request.headers().authorization) });
    });
    try {
      const alice = await accounts.create({ displayName: 'Alice Queue' });
      const bob = await accounts.create({ displayName: 'Bob Other' });
      const page = await openApp(context, accounts, alice);

      // Alice queues three writes offline; meanwhile her session is revoked (tokens stop working).
      await context.setOffline(true);
      await page.evaluate(async () => {
        const { crm } = window.__inkclarity!;
        for (let i = 0; i < 3; i += 1) await crm.recordConsultation({ topic: `Alice ${i}`, agent: 'jess', date: '2026-11-22' });
      });
      const revoked = await fetch(`${accounts.emulator.url}/identitytoolkit.googleapis.com/v1/projects/${accounts.emulator.projectId}/accounts:update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: alice.uid, validSince: String(Math.floor(Date.now() / 1000) + 1) }),
      });
      expect(revoked.ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // validSince is in whole seconds
      await context.setOffline(false);
      // The server refuses her token (even a refreshed one): the entries stay, nothing is lost.
      await expect(page.getByText('Your session has ended: sign in again to send these changes.')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('link', { name: '3 changes waiting to sync' })).toBeVisible();

      // Bob signs in on the same device: Alice's entries are not his, and are never sent with his token.
      await page.evaluate(() => localStorage.clear());
      await accounts.signIn(page, bob, '/settings');
      await page.waitForFunction(() => window.__inkclarity !== undefined);
      await expect(page.getByTestId('sync-waiting-count')).toHaveText('Nothing — all changes are synced');
      await page.evaluate(() => window.__inkclarity!.crm.recordConsultation({ topic: 'Bob 0', agent: 'jess', date: '2026-11-22' }));
      await expect.poll(() => crmCalls.filter((c) => c.uid === bob.uid).length, { timeout: 30_000 }).toBe(1);
      expect(await page.evaluate((uid) => window.__inkclarity!.db.outbox.where('[uid+status]').equals([uid, 'waiting']).count(), alice.uid)).toBe(3);

      // Alice signs in again (a new session, so tokens the server accepts): her entries go, with her token.
      await page.evaluate(() => localStorage.clear());
      await accounts.signIn(page, alice, '/settings');
      await page.waitForFunction(() => window.__inkclarity !== undefined);
      await expect(page.getByTestId('sync-waiting-count')).toHaveText('Nothing — all changes are synced', { timeout: 30_000 });
      const token = await accounts.idToken(alice);
      expect((await serverGet<Row[]>(server, `/crm/consultations/${alice.uid}`, token)).map((c) => c.topic).sort()).toEqual(['Alice 0', 'Alice 1', 'Alice 2']);
      expect((await serverGet<Row[]>(server, `/crm/consultations/${bob.uid}`, await accounts.idToken(bob))).map((c) => c.topic)).toEqual(['Bob 0']);
      // Every write that carried a token carried its owner's: Alice's 3 consultations only ever with Alice's uid.
      const written = crmCalls.filter((c) => c.path === '/crm/consultation');
      expect(written.filter((c) => c.uid === bob.uid)).toHaveLength(1);
      expect(written.every((c) => c.uid === alice.uid || c.uid === bob.uid)).toBe(true);
    } finally {
      await context.close();
      await server.dispose();
    }
  });
});
