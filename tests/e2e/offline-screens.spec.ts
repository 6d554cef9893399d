/**
 * Offline, a screen shows what the device has (issue #37): the profile, its designs, consultations
 * and appointments, and /booking (the artist directory and the appointments) render from the
 * device's cache with one quiet note; an error shows only when nothing is saved, says so, once,
 * and never sits above an empty state. With the service worker, as a studio tablet runs the app.
 * Screenshots (phone and desktop, light and dark) go to docs/screenshots/offline-*.png; axe runs
 * on each.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { appReady, serviceWorkerReady } from './support/app';
import { expect, test, type Accounts, type TestUser } from './support/auth';
import { THEMES, VIEWPORTS } from './support/looks';
import './support/syncHooks';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const OFFLINE_NOTE = 'Offline — showing what’s saved on this device.';
const NOTHING_SAVED_OFFLINE = 'You’re offline, and nothing is saved on this device yet.';
/** Words that must never show while the device's copy is on screen. */
const CONTRADICTIONS = [/Failed to load/, /Sorry, I encountered an error/, /Error/];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('inkclarity-test-hooks', '1'));
});

/** Signs in and lets the device cache a profile, a design, a consultation, an appointment and the directory. */
async function cacheEverything(page: Page, accounts: Accounts, user: TestUser) {
  await page.goto('/');
  await serviceWorkerReady(page);
  await accounts.signIn(page, user, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.displayName! })).toBeVisible();
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  await page.evaluate(async (png) => {
    const { crm } = window.__inkclarity!;
    await crm.saveDesign({ style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only', keywords: 'fox', image: png });
    await crm.createAppointment({ type: 'Consultation', artist: 'Marcus Rivera', date: '2030-05-14', time: '14:30' });
    await crm.recordConsultation({ topic: 'A fox for my forearm', agent: 'jess', date: '2026-11-20' });
  }, PNG);
  await expect.poll(() => page.evaluate(() => window.__inkclarity!.db.outbox.count()), { timeout: 30_000 }).toBe(0);
  // Each list is read from the server once (so an empty one offline is known, not guessed), and the directory saved.
  await page.goto('/booking');
  await expect(page.getByTestId('artist-card').first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.displayName! })).toBeVisible();
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);
}

async function goOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
  await appReady(page);
}

async function expectNoContradiction(page: Page) {
  const text = await page.locator('main').innerText();
  for (const words of CONTRADICTIONS) expect(text).not.toMatch(words);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('offline with a cache: profile, designs, consultations, appointments and booking show what the device has, with one quiet note', async ({ page, context, accounts }) => {
  test.setTimeout(180_000);
  const user = await accounts.create({ displayName: 'Tablet Tess' });
  await cacheEverything(page, accounts, user);

  await goOffline(context, page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Tablet Tess' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('saved-copy-note')).toHaveText(OFFLINE_NOTE);
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(1);
  await expectNoContradiction(page);
  const overview = page.getByRole('region', { name: 'Activity Overview' });
  await expect(overview).toContainText('1Saved Designs');
  await expect(overview).toContainText('1Consultations');
  await expect(overview).toContainText('1Appointments');

  await page.getByRole('tab', { name: 'My Designs' }).click();
  await expect(page.getByRole('img', { name: 'geometric tattoo design for the forearm' })).toBeVisible();
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(1);
  await expectNoContradiction(page);
  await page.getByRole('tab', { name: 'Consultations' }).click();
  await expect(page.getByText('A fox for my forearm')).toBeVisible();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page.getByText('Marcus Rivera')).toBeVisible();
  await expectNoContradiction(page);

  await page.goto('/booking');
  await appReady(page);
  await expect(page.getByTestId('artist-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your appointments' }).getByText('Marcus Rivera')).toBeVisible();
  await expect(page.getByTestId('saved-copy-note')).toHaveText(OFFLINE_NOTE);
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(1);
  await expectNoContradiction(page);
  await expect(page.getByText('No appointments scheduled')).toHaveCount(0);

  // Back online the note goes by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0, { timeout: 20_000 });
});

test('offline with nothing cached: each part says so once, and no empty state contradicts it', async ({ page, context, accounts }) => {
  test.setTimeout(120_000);
  const user = await accounts.create({ displayName: 'Fresh Fern' });
  await page.goto('/');
  await serviceWorkerReady(page);
  // Signed in on this device, but no record has been read yet.
  await accounts.signIn(page, user, '/settings');

  await goOffline(context, page, '/profile');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to load profile. Please try again.', { timeout: 20_000 });
  await expect(alert).toContainText('You’re offline, and nothing is saved on this device yet.');
  await expect(page.getByText('Failed to load profile. Please try again.')).toHaveCount(1);
  await expect(page.getByText('Profile not found')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.goto('/booking');
  await appReady(page);
  const parts = page.getByTestId('nothing-saved');
  await expect(parts).toHaveCount(2, { timeout: 20_000 });
  await expect(parts.nth(0)).toContainText('Failed to load the artist directory. Please try again!');
  await expect(parts.nth(1)).toContainText('Failed to load appointments. Please try again!');
  for (const part of await parts.all()) await expect(part).toContainText(NOTHING_SAVED_OFFLINE);
  await expect(page.getByText('No appointments scheduled')).toHaveCount(0);
  await expect(page.getByText('Sorry, I encountered an error. Please try again!')).toHaveCount(0);
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);
});

test('offline with the profile cached but not its designs: the designs say so once', async ({ page, context, accounts }) => {
  test.setTimeout(120_000);
  const user = await accounts.create({ displayName: 'Half Hal' });
  await page.goto('/');
  await serviceWorkerReady(page);
  await accounts.signIn(page, user, '/settings');
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  // Only the profile reaches the device (as after a sign-in on another screen).
  await page.route('**/crm/designs/**', (route) => route.abort('connectionrefused'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Half Hal' })).toBeVisible();
  await page.unroute('**/crm/designs/**');

  await goOffline(context, page, '/profile?tab=designs');
  await expect(page.getByRole('heading', { level: 1, name: 'Half Hal' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('nothing-saved')).toContainText('Failed to load designs. Please try again!');
  await expect(page.getByTestId('nothing-saved')).toContainText(NOTHING_SAVED_OFFLINE);
  await expect(page.getByText('No saved designs yet')).toHaveCount(0);
  await expect(page.getByText('Failed to load designs. Please try again!')).toHaveCount(1);
});

test('screenshots and axe: the offline screens, phone and desktop, light and dark', async ({ page, context, accounts }) => {
  test.setTimeout(300_000);
  const user = await accounts.create({ displayName: 'Tablet Tess' });
  await cacheEverything(page, accounts, user);
  await context.setOffline(true);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      const shot = async (name: string) => {
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `docs/screenshots/offline-${name}-${viewport.name}-${theme}.png`, fullPage: viewport.name === 'phone' ? false : true });
      };
      await page.goto('/profile');
      await appReady(page);
      await expect(page.getByTestId('saved-copy-note')).toBeVisible({ timeout: 20_000 });
      await shot('profile');
      await page.getByRole('tab', { name: 'My Designs' }).click();
      await expect(page.getByRole('img', { name: 'geometric tattoo design for the forearm' })).toBeVisible();
      await shot('profile-designs');
      await page.getByRole('tab', { name: 'Consultations' }).click();
      await expect(page.getByText('A fox for my forearm')).toBeVisible();
      await shot('profile-consultations');
      await page.getByRole('tab', { name: 'Appointments' }).click();
      await expect(page.getByText('Marcus Rivera')).toBeVisible();
      await shot('profile-appointments');
      await page.goto('/booking');
      await appReady(page);
      await expect(page.getByTestId('artist-card').first()).toBeVisible({ timeout: 20_000 });
      await shot('booking');
    }
  }
});
