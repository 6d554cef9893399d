/**
 * Accounts against the real server and this run's Firebase Auth emulator (scripts/e2e-server.sh):
 * sign-up, sign-in and its errors, the shared-device sign-out, sessions across reloads and
 * browser restarts, Google through a local stand-in for Google's api.js, no Google request on
 * first paint, and the account's export and deletion.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { expect, expectSignedIn, expectSignedOut, test, uniqueEmail } from './support/auth';

const here = path.dirname(fileURLToPath(import.meta.url));
const GOOGLE_API_STAND_IN = fs.readFileSync(path.join(here, 'support', 'google-api-stand-in.js'), 'utf8');

const GOOGLE_HOST = /(^|\.)(google|googleapis|gstatic|googleusercontent|googletagmanager|firebaseapp|firebaseio|web\.app)\.com$|(^|\.)google\./;

async function openEmailForm(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
}

test.describe('sign-in form', () => {
  test('empty fields, invalid email, errors cleared on edit', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'InkClarity', level: 1 })).toBeVisible();
    await expect(page.getByText('Sign in to access your account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(page.getByLabel('Email Address')).toBeFocused();

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email Address').fill('ada@');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    // Show/hide toggle.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // Back returns to the choice.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  });

  test('wrong password and unknown user say so without telling which', async ({ page, accounts }) => {
    const user = await accounts.create();
    await openEmailForm(page);
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();

    await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('whatever-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
    await expectSignedOut(page);
  });

  test('a sign-in sent before Firebase has loaded says so, waits for it and signs in', async ({ page, accounts }) => {
    const user = await accounts.create();
    // No signed-in hint: Firebase loads on intent (app/authStart.ts signInLoader). Hold its chunk
    // until the form has been sent, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/firebaseBackend[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openEmailForm(page);
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const pending = page.getByRole('button', { name: 'Signing In...' });
    await expect(pending).toBeDisabled();
    await expect(page.getByLabel('Email Address')).toHaveValue(user.email);
    release();
    await expect(page).toHaveURL(/\/designer(\?|$)/);
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expectSignedIn(page, user);
  });

  test('sign-in goes to /designer with the success toast; the session survives a reload', async ({ page, accounts }) => {
    const user = await accounts.create({ displayName: 'Grace Hopper' });
    await openEmailForm(page);
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const submit = page.getByRole('button', { name: /^Sign(ing)? In/ });
    await submit.click();
    await expect(page).toHaveURL(/\/designer(\?|$)/);
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expectSignedIn(page, user);

    // Avatar menu: initials, name and email, Profile, Settings, Log out.
    const avatar = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
    await expect(avatar.getByTestId('avatar-initials')).toHaveText('GH');
    await avatar.click();
    await expect(page.getByRole('menu').getByText(user.email)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expectSignedIn(page, user);

    // A signed-in visit to /auth goes on to /designer.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/designer(\?|$)/);
  });
});

test('sign-up creates the account, signs in at once and creates the CRM profile', async ({ page, accounts }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('At least 6 characters')).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();

  const email = uniqueEmail('mary');
  await page.getByLabel('First name').fill('Mary Ann');
  await page.getByLabel('Last name').fill('Evans');
  await page.getByLabel('Email Address').fill(email);
  // The provider refuses a short password; the error sits beside the field.
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too weak. Check the requirements below.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('middlemarch-1871');
  await expect(page.getByText('✓ At least 6 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/designer(\?|$)/);
  await expectSignedIn(page, { email, displayName: 'Mary Ann Evans' });

  // The CRM profile holds the names as typed (not split from the display name).
  const token = await accounts.idToken({ email, password: 'middlemarch-1871' });
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user_id as string;
  const profile = await page.request.get(`/crm/profile/${uid}`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({ firstName: 'Mary Ann', lastName: 'Evans', email });

  // The address is now taken.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Other');
  await page.getByLabel('Last name').fill('Person');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists. Sign in instead.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

// Signing out on a shared device (keep / clear): tests/e2e/shared-device.spec.ts.

test('the session survives closing and reopening the browser with the same profile', async ({ accounts }, testInfo) => {
  const user = await accounts.create({ displayName: 'Persis Tent' });
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-profile-'));
  const launch = () => chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await accounts.signInThroughUi(page, user);
    await first.close();

    const second = await launch();
    const again = second.pages()[0] ?? (await second.newPage());
    await again.goto('/');
    await expectSignedIn(again, user);
    await second.close();
  } finally {
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
});

test('no request to any Google host on first paint of /, /designer and /auth', async ({ page }, testInfo) => {
  const log: string[] = [];
  const record = (request: Request) => log.push(`${request.method()} ${request.url()}`);
  page.on('request', record);
  for (const route of ['/', '/designer', '/auth']) {
    log.push(`# ${route}`);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Signed out is known without Firebase (no hint): the top bar shows its answer.
    await expectSignedOut(page);
  }
  // /auth with no hint starts Firebase on the visitor's first focus (app/authStart.ts signInLoader):
  // still no Google host until the Google button is pressed.
  const config = page.waitForRequest((request) => request.url().includes('/app-config'));
  await page.getByRole('button', { name: 'Continue with Email' }).focus();
  await config;
  await page.waitForLoadState('networkidle');
  await expectSignedOut(page);
  await testInfo.attach('network-log.txt', { body: log.join('\n'), contentType: 'text/plain' });
  const google = log.filter((line) => !line.startsWith('#')).filter((line) => GOOGLE_HOST.test(new URL(line.split(' ')[1]!).hostname));
  expect(google).toEqual([]);
  // The log is real: the app and the emulator were reached.
  expect(log.some((line) => line.includes('/app-config'))).toBe(true);
});

test.describe('Google sign-in (Auth emulator popup, local stand-in for api.js)', () => {
  test.beforeEach(async ({ context }) => {
    await context.route('https://apis.google.com/js/api.js*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: GOOGLE_API_STAND_IN }));
    // The emulator's account chooser pulls styles from CDNs that cannot be reached here.
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
      route.fulfill({ status: 200, body: '', contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css' }));
  });

  test('signs in through the popup; api.js loads only on the button press', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://apis.google.com/')) apiRequests.push(request.url());
    });
    await page.goto('/auth');
    await expectSignedOut(page);
    expect(apiRequests).toEqual([]);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toContain('/emulator/auth/handler');
    // Account selection forced every time, profile scope added (spec §4).
    expect(decodeURIComponent(popup.url())).toContain('"prompt":"select_account"');
    expect(decodeURIComponent(popup.url())).toMatch(/scopes=[^&]*profile/);
    expect(apiRequests.length).toBeGreaterThan(0);

    const email = uniqueEmail('google');
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Hedy Lamarr');
    await popup.locator('#sign-in').click();

    await expect(page).toHaveURL(/\/designer(\?|$)/);
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expectSignedIn(page, { email, displayName: 'Hedy Lamarr' });
  });

  test('closing the popup is not an error', async ({ page }) => {
    await page.goto('/auth');
    const popupPromise = page.waitForEvent('popup');
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await google.click();
    const popup = await popupPromise;
    await popup.close();
    // Firebase notices the closed window after a few seconds; the button comes back, no toast.
    await expect(google).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByText('Failed to sign in with Google. Please try again.')).toHaveCount(0);
    await expectSignedOut(page);
  });
});

test('account export and deletion leave nothing on the server', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Del Ete' });
  const token = await accounts.idToken(user);
  const auth = { authorization: `Bearer ${token}` };
  expect((await page.request.get(`/crm/profile/firebase/${user.uid}`, { headers: auth })).status()).toBe(200);
  expect((await page.request.post('/crm/consultation', { headers: auth, data: { topic: 'Koi sleeve', agent: 'jess', date: '2026-11-20' } })).status()).toBe(201);
  expect((await page.request.post('/crm/appointments', { headers: auth, data: { type: 'Session', artist: 'Mara Quinn', date: '2026-12-02', time: '14:00' } })).status()).toBe(201);

  await accounts.signIn(page, user, '/settings');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^inkclarity-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    user_id: string; profile: { firstName: string }; consultations: { topic: string }[]; appointments: { artist: string }[];
  };
  expect(exported.user_id).toBe(user.uid);
  expect(exported.profile.firstName).toBe('Del');
  expect(exported.consultations.map((c) => c.topic)).toEqual(['Koi sleeve']);
  expect(exported.appointments.map((a) => a.artist)).toEqual(['Mara Quinn']);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Type DELETE to confirm').last()).toBeVisible();
  expect(await accounts.exists(user.uid)).toBe(true);

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expectSignedOut(page);

  // The Firebase account is gone, so no token of it opens anything; the server test proves
  // every row went in the same transaction (tests/server/account.test.ts).
  expect(await accounts.exists(user.uid)).toBe(false);
  expect((await page.request.get(`/crm/account/${user.uid}/export`, { headers: auth })).status()).toBe(401);
  await expect(accounts.idToken(user)).rejects.toThrow(/EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID/);
});
