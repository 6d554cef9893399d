/**
 * /profile on a reload paints from the device before Firebase confirms the session (issue #12,
 * profileGate.ts): the signed-in hint names the user and Dexie holds their profile, so the header
 * and tabs show at once; Firebase's answer then decides. Firebase's session restore is held back by
 * intercepting its account lookup, so "before it confirms" is a state the test controls, not a race.
 */
import type { Page } from '@playwright/test';
import { expect, test, type TestUser } from './support/auth';
import './support/syncHooks';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('inkclarity-test-hooks', '1'));
});

/** Signs in, saves one design and waits until the profile and the design are cached and synced. */
async function cacheProfileWithDesign(page: Page, signIn: (page: Page, user: TestUser, path?: string) => Promise<void>, user: TestUser) {
  await signIn(page, user, '/profile?tab=designs');
  await expect(page.getByRole('heading', { level: 1, name: user.displayName! })).toBeVisible();
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  await page.evaluate(async (png) => {
    await window.__inkclarity!.crm.saveDesign({ style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only', keywords: 'fox', image: png });
    await window.__inkclarity!.crm.createAppointment({ type: 'Consultation', artist: 'Marcus Rivera', date: '2030-05-14', time: '14:30' });
  }, PNG);
  await expect.poll(() => page.evaluate(() => window.__inkclarity!.db.outbox.count()), { timeout: 30_000 }).toBe(0);
}

/** Holds Firebase's session restore (its accounts:lookup call) until `release()` is called. */
async function holdAuthConfirmation(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/accounts:lookup**', async (route) => {
    held += 1;
    await released;
    await route.fallback();
  });
  return { release, held: () => held };
}

test('a reload shows the cached profile and its designs before Firebase confirms the session', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Cached Casey' });
  await cacheProfileWithDesign(page, accounts.signIn, user);

  const auth = await holdAuthConfirmation(page);
  await page.reload();
  // Firebase has asked and not been answered: the app is still confirming…
  await expect.poll(auth.held).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
  // …yet the header, the tabs and the design card show from Dexie.
  await expect(page.getByRole('heading', { level: 1, name: 'Cached Casey' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Designs', selected: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'geometric tattoo design for the forearm' })).toBeVisible();
  // Edits wait for the confirmed user (the outbox writes as them).
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page.getByText('Marcus Rivera')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message Artist' })).toBeDisabled();
  expect(auth.held()).toBeGreaterThan(0);

  auth.release();
  await expect(page.getByRole('button', { name: 'Account menu for Cached Casey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Message Artist' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Cached Casey' })).toBeVisible();
});

test('a stale hint for an account ended elsewhere ends at /auth, with nothing of that user left on screen', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Gone Gwen' });
  await cacheProfileWithDesign(page, accounts.signIn, user);
  // The account is deleted from another device: this device still holds the hint, the Firebase
  // session record and the cached profile.
  const token = await accounts.idToken(user);
  const deleted = await page.request.post(`${accounts.emulator.url}/identitytoolkit.googleapis.com/v1/accounts:delete?key=${accounts.emulator.apiKey}`, { data: { idToken: token } });
  expect(deleted.ok()).toBe(true);

  const auth = await holdAuthConfirmation(page);
  await page.reload();
  await expect.poll(auth.held).toBeGreaterThan(0);
  // Before Firebase answers, the device shows what it has (the same user's own cache).
  await expect(page.getByRole('heading', { level: 1, name: 'Gone Gwen' })).toBeVisible();

  auth.release();
  // Firebase says the session is over: the spec's redirect, and none of the user's records remain.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  await expect(page.getByText('Gone Gwen')).toHaveCount(0);
  await expect(page.getByText(user.email)).toHaveCount(0);
  await expect(page.getByRole('img', { name: /tattoo design/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('inkclarity-signed-in'))).toBeNull();

  // The next visit has no hint: 'Checking authentication...' rules again, then the redirect.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Gone Gwen')).toHaveCount(0);
});

test("no cached profile: 'Checking authentication...', then 'Loading profile...', then 'Profile not found' with Create Profile", async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Nobody Yet' });
  await accounts.signIn(page, user, '/settings');
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  // The device holds the session (and so the hint) but no profile of this user.
  await page.evaluate(() => window.__inkclarity!.db.profileCache.clear());

  const auth = await holdAuthConfirmation(page);
  let answerProfile!: () => void;
  const profileAnswered = new Promise<void>((resolve) => (answerProfile = resolve));
  // The server has no profile for this user (the only way the spec's 'Profile not found' arises).
  await page.route('**/crm/profile/**', async (route) => {
    await profileAnswered;
    await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'Profile not found' }) });
  });

  await page.goto('/profile');
  await expect(page.getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
  auth.release();
  await expect(page.getByRole('status').filter({ hasText: 'Loading profile...' })).toBeVisible();
  answerProfile();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
