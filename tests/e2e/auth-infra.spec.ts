/**
 * The browser tests' identity set-up itself: the server names its Auth emulator, the built app
 * uses it (learned at run time from GET /app-config), and a programmatic sign-in is a real
 * Firebase session the server accepts.
 */
import { test, expect } from './support/auth';

test('the app learns the emulator from the server and a programmatic session is real', async ({ page, accounts }) => {
  expect(accounts.emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(accounts.emulator.url).not.toMatch(/:9099$/);

  const user = await accounts.create({ displayName: 'Ada Lovelace' });
  const emulatorCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(accounts.emulator.url)) emulatorCalls.push(r.url());
  });
  await accounts.signIn(page, user, '/designer');
  // The SDK checked the stored session against this run's emulator (not :9099).
  expect(emulatorCalls.some((url) => url.includes('accounts:lookup'))).toBe(true);

  // The server accepts the user's emulator token.
  const token = await accounts.idToken(user);
  const profile = await page.request.get(`/crm/profile/firebase/${user.uid}`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
  expect((await profile.json()) as { email: string }).toMatchObject({ email: user.email, firstName: 'Ada', lastName: 'Lovelace' });

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
  expect(await accounts.exists(user.uid)).toBe(true);
});
