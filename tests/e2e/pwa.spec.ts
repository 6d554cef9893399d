/**
 * The service worker's user-facing side (src/app/pwa): the 'offline ready' notice the first time
 * the app is cached, and the "New version available — Reload" prompt when a new deploy's worker
 * is waiting. A new deploy is simulated by adding one line to the built dist/sw.js (and its
 * compressed copies) that the test server serves (browser tests run one at a time; the file is restored afterwards).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const BUILT_SW = path.resolve('dist', 'sw.js');

/**
 * Writes dist/sw.js as a deploy would: with the Brotli and gzip copies the server prefers
 * (scripts/build/compressAssets.ts), so the browser's update check really sees the new worker.
 */
function deployServiceWorker(source: string): void {
  fs.writeFileSync(BUILT_SW, source);
  fs.writeFileSync(`${BUILT_SW}.br`, zlib.brotliCompressSync(source));
  fs.writeFileSync(`${BUILT_SW}.gz`, zlib.gzipSync(source));
}

test.use({ serviceWorkers: 'allow' });

function controlled(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated' && !registration.waiting && Boolean(navigator.serviceWorker.controller);
  });
}

test('the first visit says the app works offline; a new deploy prompts, and Reload switches to it', async ({ page }) => {
  // Three service worker installs on a busy machine.
  test.setTimeout(180_000);
  await page.goto('/');
  const offlineReady = page.getByText('Ready to work offline');
  await expect(offlineReady).toBeVisible({ timeout: 30_000 });
  // One line (serviceWorker.ts): a two-line notice was the largest paint of the sign-in screen.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toHaveText(/^Ready to work offline\s*✕?$/);
  await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
  await expect(page.getByText('New version available')).toHaveCount(0);

  const deployed = fs.readFileSync(BUILT_SW, 'utf8');
  try {
    deployServiceWorker(`${deployed}\n// e2e: the next deploy\n`);
    // What the hourly check does, now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('framenavigated', { timeout: 60_000 });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
  } finally {
    deployServiceWorker(deployed);
  }

  await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
  await expect(page.getByText('New version available')).toHaveCount(0);
  // The update is not a first install: no second 'offline ready' notice.
  await expect(offlineReady).toHaveCount(0);
});
