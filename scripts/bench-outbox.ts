/**
 * `npm run bench:outbox`: how long the outbox takes to empty once the server is back (DESIGN.md §3).
 *
 * Real everything: Debian Chromium running the built app (dist/, so run `npx vite build` first)
 * with its service worker, the real product server process (PGlite in a temp folder), the real
 * Auth emulator. For each size N (default 100 and 1000) and each run:
 *   1. a fresh signed-in user (own browser context) makes N writes with the server stopped
 *      (consultations, designs, appointments and profile edits in turn), through the app's CRM
 *      store API — the same code the screens use;
 *   2. the page goes offline, the server is started again and answers /health; the clock starts
 *      and the page comes back online — the `online` event wakes the flusher (a health check,
 *      'Retry now' or the backoff timer do the same; the timer's own wait, at most BACKOFF.maxMs
 *      when only the server was down, is not part of this figure);
 *   3. the clock stops when the page's outbox table is empty.
 * Prints every run and the median per N. Options: BENCH_SIZES (e.g. "100,1000"), BENCH_RUNS (3).
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { startAuthEmulator } from '../tests/server/support/authEmulator.ts';
import { OwnServer, freePort } from '../tests/e2e/support/ownServer.ts';
import '../tests/e2e/support/syncHooks.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const repoRoot = path.resolve(import.meta.dirname, '..');

interface Tokens { localId: string; idToken: string; refreshToken: string; expiresIn: string }

async function signUp(emulatorUrl: string, apiKey: string, email: string): Promise<Tokens> {
  const response = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-42', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/** Puts the session where the Firebase SDK keeps it, as tests/e2e/support/auth.ts does. */
async function signIn(page: Page, apiKey: string, email: string, tokens: Tokens): Promise<void> {
  const now = Date.now();
  const persisted = {
    uid: tokens.localId, email, emailVerified: false, isAnonymous: false,
    providerData: [{ providerId: 'password', uid: email, email, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: tokens.refreshToken, accessToken: tokens.idToken, expirationTime: now + Number(tokens.expiresIn) * 1000 },
    createdAt: String(now), lastLoginAt: String(now), apiKey, appName: '[DEFAULT]',
  };
  await page.goto('/settings');
  await page.evaluate(([key, value]) => {
    localStorage.setItem(key, value);
    localStorage.setItem('inkclarity-test-hooks', '1');
  }, [`firebase:authUser:${apiKey}:[DEFAULT]`, JSON.stringify(persisted)] as const);
  await page.goto('/settings');
  await page.getByRole('button', { name: /^Account menu for / }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => '__inkclarity' in window);
}

async function queueWrites(page: Page, n: number): Promise<void> {
  await page.evaluate(async (count) => {
    const { crm } = window.__inkclarity!;
    for (let i = 0; i < count; i += 1) {
      switch (i % 4) {
        case 0: await crm.recordConsultation({ topic: `Topic ${i}`, agent: 'jess', date: '2026-11-22' }); break;
        case 1: await crm.saveDesign({ style: `Style ${i}`, placement: 'Forearm', size: 'Medium', colors: 'Black' }); break;
        case 2: await crm.createAppointment({ type: 'Tattoo session', artist: 'Mara Voss', date: '2026-12-01', time: '10:00' }); break;
        default: await crm.updateProfile({ location: `City ${i}` });
      }
    }
  }, n);
}

/** The page's outbox size, read from its Dexie database. */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__inkclarity!.db.outbox.count());
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main(): Promise<void> {
  const emulator = await startAuthEmulator(repoRoot);
  // The production setting (a token's revocation re-checked every 5 s), not the tests' 0.
  const server = new OwnServer(await freePort(), emulator.host, { AUTH_REVOCATION_CHECK_MS: '5000' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results: Record<number, number[]> = {};
  try {
    await server.start();
    const config = (await (await fetch(`${server.url}/app-config`)).json()) as { auth: { apiKey: string; emulatorUrl: string } };
    for (const n of SIZES) {
      results[n] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ baseURL: server.url });
        const page = await context.newPage();
        const email = `bench-${n}-${run}-${Date.now()}@example.com`;
        const tokens = await signUp(config.auth.emulatorUrl, config.auth.apiKey, email);
        await signIn(page, config.auth.apiKey, email, tokens);
        await server.stop();
        await queueWrites(page, n);
        // Offline while the server starts, so no backoff retry sneaks in before the clock starts.
        await context.setOffline(true);
        await server.start();
        const before = await outboxCount(page);
        if (before !== n) throw new Error(`expected ${n} waiting entries before the server came back, found ${before}`);
        const started = performance.now();
        await context.setOffline(false); // the 'online' event wakes the flusher, as in real life
        while ((await outboxCount(page)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        const ms = performance.now() - started;
        // The figure counts only if every write arrived: one consultation per 4 writes.
        const listed = (await (await fetch(`${server.url}/crm/consultations/${tokens.localId}`, { headers: { authorization: `Bearer ${tokens.idToken}` } })).json()) as unknown[];
        if (listed.length !== Math.ceil(n / 4)) throw new Error(`server holds ${listed.length} consultations, expected ${Math.ceil(n / 4)}`);
        results[n].push(ms);
        console.log(`N=${n} run ${run + 1}: ${Math.round(ms)} ms (${(ms / n).toFixed(1)} ms per entry)`);
        await context.close();
      }
    }
    console.log('\nentries | median ms (server back → empty queue) | per entry | runs');
    for (const n of SIZES) console.log(`${n} | ${Math.round(median(results[n]))} | ${(median(results[n]) / n).toFixed(1)} | ${results[n].map(Math.round).join(', ')}`);
  } finally {
    await browser.close();
    await server.dispose();
    await emulator.stop();
  }
}

await main();
