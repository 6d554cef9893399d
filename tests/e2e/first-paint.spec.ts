/**
 * DESIGN.md §7 / issue #16: first paint makes no third-party request. The network log of a cold
 * visit (no service worker, empty cache) to `/` and `/designer`, through load, the background
 * services' start after first paint, and until the network is idle.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { SIGNED_IN_HINT_KEY } from '../../src/shared/auth/signedInHint';

test.use({ serviceWorkers: 'block' });

/** app/authStart.ts: how long after the load event an account screen with no hint loads Firebase unasked. */
const LATE_IDLE_DELAY_MS = 3000;

interface NetworkLog {
  urls: string[];
  frames: string[];
}

/** Opens `path` and records every request the page makes until it has started its services and idled. */
async function recordFirstVisit(page: Page, path: string): Promise<NetworkLog> {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  const startup = page.waitForRequest((request) => /\/assets\/startup-[^/]+\.js$/.test(request.url()));
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The services start after first paint in an idle moment; what they load is part of the log.
  await startup;
  await page.waitForLoadState('networkidle');
  return { urls, frames: page.frames().map((frame) => frame.url()) };
}

function thirdParty(log: NetworkLog, origin: string): string[] {
  return log.urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
}

const firebaseChunks = (log: NetworkLog) => log.urls.filter((url) => /\/assets\/(firebaseBackend|index\.esm|accountActions)[^/]*\.js$/.test(url));

for (const path of ['/', '/designer']) {
  test(`a signed-out cold visit to ${path} paints and idles with no third-party request, no Firebase and no auth iframe`, async ({ page, baseURL }) => {
    const log = await recordFirstVisit(page, path);
    test.info().annotations.push({ type: 'network log', description: log.urls.map((u) => u.replace(baseURL ?? '', '')).join(' ') });
    expect(log.urls.length).toBeGreaterThan(1);
    expect(thirdParty(log, baseURL ?? '')).toEqual([]);
    expect(log.urls.filter((url) => /apis\.google\.com|gstatic|googleapis|firebaseapp/.test(url))).toEqual([]);
    expect(firebaseChunks(log)).toEqual([]);
    // Only the page itself: no Firebase auth handler iframe.
    expect(log.frames).toEqual([page.url()]);
    // Signed out is known without Firebase: the top bar offers sign-in straight away.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
}

test('a device that was signed in loads Firebase at start to confirm it, without Google\'s scripts', async ({ page }) => {
  await page.addInitScript(
    ([key]) => {
      if (!sessionStorage.getItem('hint-set')) {
        localStorage.setItem(key, JSON.stringify({ uid: 'someone', email: 'someone@example.com', displayName: 'Someone' }));
        sessionStorage.setItem('hint-set', '1');
      }
    },
    [SIGNED_IN_HINT_KEY],
  );
  const firebaseLoaded = page.waitForRequest((request) => /\/assets\/firebaseBackend[^/]*\.js$/.test(request.url()));
  const log = await recordFirstVisit(page, '/');
  await firebaseLoaded;
  // Firebase now talks to its identity service (here the local emulator); still no Google scripts.
  expect(log.urls.filter((url) => /apis\.google\.com/.test(url))).toEqual([]);
  // Firebase has no such session, so the hint is corrected: signed out, and the hint cleared.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_HINT_KEY)).toBeNull();
});

for (const path of ['/auth', '/signup']) {
  test(`${path} with no hint paints and idles with no Firebase; the visitor's first focus loads it`, async ({ page }) => {
    const log = await recordFirstVisit(page, path);
    // Firebase waits for intent or a late idle moment (app/authStart.ts signInLoader), well after this.
    expect(firebaseChunks(log)).toEqual([]);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const firebaseLoaded = page.waitForRequest((request) => /\/assets\/firebaseBackend[^/]*\.js$/.test(request.url()));
    if (path === '/auth') await page.getByRole('button', { name: 'Continue with Email' }).focus();
    else await page.getByLabel('First name').focus();
    await firebaseLoaded;
    if (path === '/signup') await expect(page.getByText('At least 6 characters')).toBeVisible({ timeout: 20_000 });
    // Still nothing of Google's until the Google button is pressed.
    expect(log.urls.filter((url) => /apis\.google\.com/.test(url))).toEqual([]);
  });
}

for (const [path, heading] of [
  ['/booking', 'Book an appointment'],
  ['/settings', 'Settings'],
] as const) {
  test(`${path} with no hint paints its signed-out screen and idles with no Firebase, which loads late in idle time`, async ({ page }) => {
    const firebaseLoaded = page.waitForRequest((request) => /\/assets\/firebaseBackend[^/]*\.js$/.test(request.url()), { timeout: 20_000 });
    const log = await recordFirstVisit(page, path);
    expect(firebaseChunks(log)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (path === '/booking') await expect(page.getByText('Choose an artist and a time, then sign in or create a free account to send the request.')).toBeVisible();
    // Signed out is known without Firebase: no 'Loading…' while it loads.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await firebaseLoaded;
    // Late: LATE_IDLE_DELAY_MS (app/authStart.ts) after the load event, by the page's own clock. (Not
    // counted from network idle: /booking's tiles keep its network busy for a while after the load.)
    const afterLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const firebase = performance.getEntriesByType('resource').find((entry) => /\/assets\/firebaseBackend[^/]*\.js$/.test(entry.name));
      return firebase ? firebase.startTime - navigation.loadEventEnd : -1;
    });
    // (The timer starts inside the load event, a few ms before its end: 50 ms of slack.)
    expect(afterLoad).toBeGreaterThanOrEqual(LATE_IDLE_DELAY_MS - 50);
    expect(log.urls.filter((url) => /apis\.google\.com/.test(url))).toEqual([]);
  });
}

test('/auth with no hint loads Firebase unasked late in idle time', async ({ page }) => {
  const firebaseLoaded = page.waitForRequest((request) => /\/assets\/firebaseBackend[^/]*\.js$/.test(request.url()), { timeout: 20_000 });
  await page.goto('/auth', { waitUntil: 'load' });
  const loadedAt = Date.now();
  await firebaseLoaded;
  // Not at start-up: a few seconds after the load event (LATE_IDLE_DELAY_MS), with nobody touching the page.
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2500);
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
});

test('an in-app visit to /profile with no hint goes straight to the sign-in card: no "Checking authentication..." and no Firebase first', async ({ page }) => {
  const log = await recordFirstVisit(page, '/designer');
  // Every status line the page ever shows, from before the navigation on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="status"]')) seen.push(node.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const requestsBefore = log.urls.length;
  // A client-side navigation, as a link or the back button makes it (React Router listens to popstate).
  await page.evaluate(() => {
    history.pushState({}, '', '/profile');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  const statuses = await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
  expect(statuses.filter((text) => /Checking authentication|Loading profile/.test(text))).toEqual([]);
  // The redirect did not wait for Firebase: nothing of it was requested on the way.
  expect(firebaseChunks({ urls: log.urls.slice(requestsBefore), frames: [] })).toEqual([]);
});
