import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page. Every static route's first screen is pre-rendered
 * HTML (scripts/build/prerender.ts), so its headings and controls are visible before any script
 * runs; the page stays `inert` (nothing in it can be focused or clicked) until the app's first
 * render replaces it (src/main.tsx). Tests that interact or count rendered items start after this.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/**
 * Waits until the app has created its IndexedDB database. A first visit creates it with the app's
 * first write (a choice, a draft, a message — src/db/databasePresence.ts), so do one of those first.
 * A test that writes into it directly must not open it before: opening a database that does not
 * exist yet creates an empty one.
 */
export async function appDatabaseReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'inkclarity'));
}

/** Waits until the service worker is active and controls the page (it then serves it offline). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active && navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
}
