/**
 * Benchmark (issue #12): My Designs with 200 saved designs, opened by a reload. Measures from the
 * navigation's start to the first page of design cards rendered and the first row's images shown; prints p50/p95 of
 * RUNS reloads and fails when p95 is 500 ms or more.
 *   npx vite build && PROFILE_BENCH=1 E2E_PORT=<free port> npx playwright test tests/e2e/profile-bench.spec.ts
 * A benchmark, not a timed test (DESIGN.md §7): `npm test` skips it unless PROFILE_BENCH=1.
 */
import { expect, test } from './support/auth';
import './support/syncHooks';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const DESIGNS = 200;
const RUNS = 9;

test.skip(!process.env.PROFILE_BENCH, 'set PROFILE_BENCH=1 to run the My Designs benchmark');
// A trace snapshots the page around every action: it would be measured along with the app.
test.use({ trace: 'off' });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

test('My Designs with 200 saved designs opens in < 500 ms on a reload', async ({ page, context, accounts }) => {
  test.setTimeout(300_000);
  await context.addInitScript(() => localStorage.setItem('inkclarity-test-hooks', '1'));
  const user = await accounts.create({ displayName: 'Bench Mark' });
  await accounts.signIn(page, user, '/profile?tab=designs');
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  await page.evaluate(async ({ png, count }) => {
    const { crm } = window.__inkclarity!;
    for (let i = 0; i < count; i += 1) {
      await crm.saveDesign({ style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only', keywords: `design ${i}`, image: png });
    }
  }, { png: PNG, count: DESIGNS });
  // Every design synced, so a reload also merges the server's 200-design list.
  await expect.poll(() => page.evaluate(() => window.__inkclarity!.db.outbox.count()), { timeout: 240_000 }).toBe(0);

  const times: number[] = [];
  // For the breakdown: when the signed-in app first showed the profile header (auth + Dexie), before any card.
  const headers: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.reload({ waitUntil: 'domcontentloaded' });
    // Checked on every animation frame inside the page, so the time is when the cards showed.
    const header = page.waitForFunction(() => (document.querySelector('h1') && document.querySelector('[role="tablist"]') ? performance.now() : false), undefined, { polling: 'raf', timeout: 30_000 });
    const shown = await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('img[alt="geometric tattoo design for the forearm"]')];
      // 24 cards rendered and the first row's images decoded (later rows load lazily as they scroll in).
      return images.length === 24 && images.slice(0, 3).every((img) => img.complete && img.naturalWidth > 0) ? performance.now() : false;
    }, undefined, { polling: 'raf', timeout: 30_000 });
    times.push(Number(await shown.jsonValue()));
    headers.push(Number(await (await header).jsonValue()));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(`My Designs, ${DESIGNS} designs, ${RUNS} reloads: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`);
  const h = [...headers].sort((a, b) => a - b);
  console.log(`  of which the profile header (auth + Dexie profile): p50 ${percentile(h, 50).toFixed(0)} ms, p95 ${percentile(h, 95).toFixed(0)} ms`);
  expect(p95).toBeLessThan(500);
});
