/**
 * /profile (issue #12) on the built app, the real server and this run's Auth emulator: the
 * redirect and return, loading/empty/error states, edit/save/cancel (also offline → synced
 * later), the tabs in the URL, records on every tab, View / Open in Designer / Download / Share
 * (Web Share through a stand-in), an offline cold start, axe in light and dark, screenshots.
 * Records are made through the CRM store the screens use (window.__inkclarity, docs/sync.md):
 * the designer's 'Save to profile' and the booking screen are not wired to it yet.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type TestUser } from './support/auth';
import './support/syncHooks';
import { serviceWorkerReady } from './support/app';

// A 1x1 red PNG: a real image the thumbnail, download and share all carry.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('inkclarity-test-hooks', '1'));
});

async function openProfile(page: Page, signIn: (page: Page, user: TestUser, path?: string) => Promise<void>, user: TestUser, path = '/profile') {
  await signIn(page, user, path);
  await page.waitForFunction(() => window.__inkclarity !== undefined);
}

async function serverProfile(page: Page, uid: string, token: string) {
  const response = await page.request.get(`/crm/profile/${uid}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('signed out: redirect to /auth, and back to /profile after sign-in', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Ada Lovelace' });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
});

test('a profile the server cannot load and the device never had: the error, then Try again', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Grace Hopper' });
  await accounts.signIn(page, user, '/settings');
  let fail = true;
  await page.route('**/crm/profile/**', (route) => (fail ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()));
  await page.goto('/profile');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load profile. Please try again.' })).toBeVisible({ timeout: 20_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
});

test('edit, cancel, validate, save; saved offline waits and syncs later', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Ada Lovelace' });
  await openProfile(page, accounts.signIn, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();

  // Cancel discards the draft.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First Name').fill('Augusta');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();

  // Save validates, then writes.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('First Name').fill('Augusta');
  await page.getByLabel('Location').fill('London');
  await page.getByLabel('Preferred Styles (comma-separated)').fill('geometric, japanese');
  await page.getByLabel('Emergency Contact Name').fill('Mary');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Augusta Lovelace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  const token = await accounts.idToken(user);
  await expect.poll(async () => (await serverProfile(page, user.uid, token)).firstName).toBe('Augusta');
  expect((await serverProfile(page, user.uid, token)).preferredStyles).toEqual(['geometric', 'japanese']);

  // Offline: the edit shows at once, marked, and reaches the server when back online.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile summary' }).getByText('Waiting to sync')).toBeVisible();
  expect((await serverProfile(page, user.uid, token)).phone).toBe('');
  await page.context().setOffline(false);
  await expect(page.getByRole('region', { name: 'Profile summary' }).getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  expect((await serverProfile(page, user.uid, token)).phone).toBe('+44 20 7946 0000');
});

test('empty states with their buttons, and the tab kept in the URL', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Empty Account' });
  await openProfile(page, accounts.signIn, user);
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'My Designs', 'Consultations', 'Appointments', 'Preferences']);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Overview' })).toBeVisible();

  const empties: [string, string, string, RegExp][] = [
    ['My Designs', 'No saved designs yet', 'Create Your First Design', /\/designer/],
    ['Consultations', 'No consultations yet', 'Start a Consultation', /\/chat$/],
    ['Appointments', 'No appointments scheduled', 'Book an Appointment', /\/booking$/],
  ];
  for (const [tab, text, action, target] of empties) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('link', { name: action })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: action }).click();
    await expect(page).toHaveURL(target);
    await page.goBack();
  }
  await page.goto('/profile?tab=preferences');
  await expect(page.getByRole('heading', { name: 'Design Preferences' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Emergency Contact' })).toBeVisible();
  // Keyboard: arrows move between tabs.
  await page.getByRole('tab', { name: 'Preferences' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
  await expect(page).toHaveURL(/tab=overview/);
});

async function makeRecords(page: Page) {
  return page.evaluate(async (png) => {
    const { crm } = window.__inkclarity!;
    const designId = await crm.saveDesign({
      style: 'japanese', placement: 'forearm', size: 'medium', colors: 'black and grey', keywords: 'koi, waves',
      description: 'a koi climbing a waterfall', prompt: 'A japanese koi tattoo, black and grey, forearm', image: png,
      render: { seed: 7, size: '1024x1024' },
    });
    await crm.recordConsultation({ topic: 'Koi sleeve ideas', agent: 'Jess', date: new Date().toISOString(), notes: 'Talked about waves.' });
    await crm.createAppointment({ type: 'Consultation', artist: 'Marcus Rivera', date: '2030-05-14', time: '14:30' });
    return designId;
  }, PNG);
}

test('records on every tab; View, Open in Designer, Download, Share; offline cold start shows the same', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const user = await accounts.create({ displayName: 'Koi Fan' });
  await openProfile(page, accounts.signIn, user);
  await makeRecords(page);

  await expect(page.getByRole('term').filter({ hasText: 'Saved Designs' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activity Overview' });
  await expect(activity).toContainText('1Saved Designs');
  await expect(activity).toContainText('1Consultations');
  await expect(activity).toContainText('1Appointments');

  await page.getByRole('tab', { name: 'Consultations' }).click();
  await expect(page.getByText('Koi sleeve ideas')).toBeVisible();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  const appointment = page.getByRole('listitem').filter({ hasText: 'Marcus Rivera' });
  await expect(appointment).toContainText('Consultation');
  await expect(appointment).toContainText('Requested');
  await expect(appointment).toContainText('14:30');
  const appointmentId = await page.evaluate(async () => (await window.__inkclarity!.db.appointments.toArray())[0].id);
  await expect(appointment.getByRole('link', { name: 'Reschedule' })).toHaveAttribute('href', `/booking?reschedule=${appointmentId}`);

  await page.getByRole('tab', { name: 'My Designs' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'forearm' });
  await expect(card.getByRole('img', { name: 'japanese tattoo design for the forearm' })).toBeVisible();
  // Synced: the "waiting to sync" mark goes.
  await expect(card.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^inkclarity-japanese-forearm-[0-9a-f]{8}\.png$/);
  // Download offers the stencil, drawn on the device from the saved brief, seed and size.
  const stencil = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download stencil' }).click();
  const stencilFile = await stencil;
  expect(stencilFile.suggestedFilename()).toMatch(/^inkclarity-japanese-forearm-[0-9a-f]{8}-stencil\.png$/);
  const stencilBytes = await readFile((await stencilFile.path())!);
  expect([...stencilBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(stencilBytes.length).toBeGreaterThan(1000);
  await expect(page.getByText('Stencil saved')).toBeVisible();

  // Web Share through a stand-in that records what it was given.
  await page.evaluate(() => {
    const shared: { title?: string; names: string[]; types: string[] }[] = [];
    (window as unknown as { shared: typeof shared }).shared = shared;
    navigator.canShare = (data?: ShareData) => Boolean(data?.files?.length);
    navigator.share = async (data?: ShareData) => {
      shared.push({ title: data?.title, names: (data?.files ?? []).map((f) => f.name), types: (data?.files ?? []).map((f) => f.type) });
    };
  });
  await card.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
    { title: 'My japanese design', names: [expect.stringMatching(/\.png$/)], types: ['image/png'] },
  ]);

  await card.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('a koi climbing a waterfall')).toBeVisible();
  await expect(dialog.getByText('koi, waves')).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();

  // Offline cold start (the service worker serves the app): the same records, from Dexie.
  await serviceWorkerReady(page);
  await page.context().setOffline(true);
  await page.goto('/profile?tab=designs');
  await expect(page.getByRole('img', { name: 'japanese tattoo design for the forearm' })).toBeVisible();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page.getByText('Marcus Rivera')).toBeVisible();
  await page.context().setOffline(false);

  await page.getByRole('tab', { name: 'My Designs' }).click();
  await page.getByRole('button', { name: 'View' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open in Designer' }).click();
  await expect(page).toHaveURL(/\/designer\?tab=studio/);
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('japanese');
  await expect(page.getByLabel('Body Zone', { exact: true })).toHaveValue('forearm');
  await expect(page.getByLabel('Keywords', { exact: true })).toHaveValue('koi, waves');
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue('medium');
  await expect(page.getByLabel('Colors', { exact: true })).toHaveValue('black and grey');
});

test("designer 'Save to profile': signed out asks to sign in; signed in saves the brief, prompt and PNG once", async ({ page, accounts }) => {
  test.setTimeout(180_000);
  await page.goto('/designer?tab=studio');
  await page.getByLabel('Style', { exact: true }).selectOption('geometric');
  await page.getByLabel('Body Zone', { exact: true }).selectOption('calf');
  await page.getByLabel('Size', { exact: true }).selectOption('small');
  await page.getByLabel('Colors', { exact: true }).selectOption('black only');
  await page.getByLabel('Keywords', { exact: true }).fill('wolf');
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Sign in to save to profile' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  const user = await accounts.create({ displayName: 'Wolf Fan' });
  await accounts.signIn(page, user, '/designer?tab=studio');
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  // The design was kept while signing in.
  await expect(page.getByTestId('generated-image')).toBeVisible();
  await page.getByRole('button', { name: 'Save to profile' }).click();
  await expect(page.getByRole('button', { name: 'Saved to profile' })).toBeDisabled();
  await expect.poll(() => page.evaluate(() => window.__inkclarity!.db.outbox.count()), { timeout: 30_000 }).toBe(0);
  const saved = await page.evaluate(async () => window.__inkclarity!.db.savedDesigns.toArray());
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ style: 'geometric', placement: 'calf', size: 'small', colors: 'black only', keywords: 'wolf' });
  expect(String(saved[0].prompt)).toContain('wolf');
  expect(String(saved[0].image)).toMatch(/^data:image\/png;base64,/);

  await page.goto('/profile?tab=designs');
  await expect(page.getByRole('img', { name: 'geometric tattoo design for the calf' })).toBeVisible();
});

test('Message Artist: a thread stored with the appointment; offline messages wait, then send once', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const user = await accounts.create({ displayName: 'Thread Writer' });
  await openProfile(page, accounts.signIn, user, '/profile?tab=appointments');
  const appointmentId = await page.evaluate(() =>
    window.__inkclarity!.crm.createAppointment({ type: 'Tattoo Session', artist: 'Marcus Rivera', date: '2030-05-14', time: '14:30' }));
  const card = page.getByRole('listitem').filter({ hasText: 'Marcus Rivera' });
  await expect(card.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  const token = await accounts.idToken(user);
  const serverThread = async () => {
    const response = await page.request.get(`/crm/appointments/${appointmentId}/messages`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { body: string }[]).map((message) => message.body);
  };

  await card.getByRole('button', { name: 'Message Artist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message Marcus Rivera' });
  await expect(dialog.getByRole('heading', { name: 'Message Marcus Rivera' })).toBeVisible();
  await expect(dialog.getByText('No messages yet.', { exact: false })).toBeVisible();
  await expect(dialog.getByText("Marcus Rivera's studio replies by message or email; replies do not appear here.")).toBeVisible();
  const box = dialog.getByLabel('Your message');
  await expect(box).toBeFocused();

  // Blank: told, nothing stored.
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Write a message first.')).toBeVisible();
  await expect(box).toBeFocused();

  // Keyboard only: type, Enter sends; Shift+Enter is a new line.
  await page.keyboard.type('Can the fox sit a little higher?');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Near the elbow.');
  await page.keyboard.press('Enter');
  const thread = dialog.getByRole('list', { name: 'Messages to Marcus Rivera' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('Can the fox sit a little higher?');
  await expect(box).toHaveValue('');
  await expect(thread.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(serverThread).toEqual(['Can the fox sit a little higher?\nNear the elbow.']);

  // Offline: shown at once with the mark, not on the server; a cold start offline still shows it
  // (from the service worker, so it must control the page first: a reload before that has no network to fall back on).
  await serviceWorkerReady(page);
  await page.context().setOffline(true);
  await box.fill('Running ten minutes late.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Running ten minutes late.' }).getByText('Waiting to sync')).toBeVisible();
  expect(await serverThread()).toHaveLength(1);
  await page.goto('/profile?tab=appointments');
  await page.getByRole('listitem').filter({ hasText: 'Marcus Rivera' }).getByRole('button', { name: 'Message Artist' }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Running ten minutes late.' }).getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Near the elbow.' })).toBeVisible();

  // Back online: sent once, the mark goes.
  await page.context().setOffline(false);
  await expect(page.getByRole('dialog').getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(serverThread).toEqual(['Can the fox sit a little higher?\nNear the elbow.', 'Running ten minutes late.']);

  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Marcus Rivera' }).getByRole('button', { name: 'Message Artist' })).toBeFocused();
});

const SCHEMES = ['light', 'dark'] as const;
const TABS = ['overview', 'designs', 'consultations', 'appointments', 'preferences'] as const;
/** Opens the first appointment's Message Artist dialog and waits for its thread. */
async function openThread(page: Page) {
  await page.getByRole('listitem').filter({ hasText: 'Marcus Rivera' }).getByRole('button', { name: 'Message Artist' }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Messages to Marcus Rivera' })).toContainText('Could we add a few more waves');
}

for (const scheme of SCHEMES) {
  test(`axe on each tab (and the Message Artist dialog) in ${scheme}, and screenshots`, async ({ page, accounts }) => {
    test.setTimeout(180_000);
    const user = await accounts.create({ displayName: 'Axe Checker' });
    await page.emulateMedia({ colorScheme: scheme });
    await openProfile(page, accounts.signIn, user);
    await makeRecords(page);
    await page.evaluate(async () => {
      const { crm, db } = window.__inkclarity!;
      const [appointment] = await db.appointments.toArray();
      await crm.sendAppointmentMessage(appointment!.id, { body: 'Could we add a few more waves around the koi? I can bring the reference photo on the day.' });
    });
    await expect.poll(() => page.evaluate(() => window.__inkclarity!.db.outbox.count()), { timeout: 30_000 }).toBe(0);
    for (const tab of TABS) {
      await page.goto(`/profile?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      // The cached profile paints before Firebase confirms the session: check the settled page.
      await expect(page.getByRole('button', { name: 'Account menu for Axe Checker' })).toBeVisible();
      if (tab === 'designs') await expect(page.getByRole('img', { name: /tattoo design/ })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${tab}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      if (tab === 'appointments') {
        await openThread(page);
        const dialog = await new AxeBuilder({ page }).analyze();
        expect(dialog.violations.map((v) => `message dialog: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
    for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
      await page.setViewportSize(size);
      for (const tab of TABS) {
        await page.goto(`/profile?tab=${tab}`);
        await expect(page.getByRole('button', { name: 'Account menu for Axe Checker' })).toBeVisible();
        if (tab === 'designs') await expect(page.getByRole('img', { name: /tattoo design/ })).toBeVisible();
        else if (tab === 'overview') await expect(page.getByRole('heading', { name: 'Activity Overview' })).toBeVisible();
        else if (tab === 'consultations') await expect(page.getByText('Koi sleeve ideas')).toBeVisible();
        else if (tab === 'preferences') await expect(page.getByRole('heading', { name: 'Emergency Contact' })).toBeVisible();
        else await openThread(page);
        // The dialog is a fixed overlay: a viewport shot shows it as the user sees it.
        await page.screenshot({ path: `docs/screenshots/profile-${tab}-${name}-${scheme}.png`, fullPage: tab !== 'appointments' });
      }
    }
  });
}
