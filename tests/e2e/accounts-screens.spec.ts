/**
 * The account screens: axe in light and dark (including their error states), and the
 * screenshots under docs/screenshots/ (phone 390x844 and desktop 1440x900, light and dark).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/auth';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function applyScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

for (const scheme of SCHEMES) {
  test(`axe: /auth and /signup in ${scheme}, with their errors showing`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/auth');
    await applyScheme(page, scheme);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The header is up before the screen's own chunk has rendered into <main>; axe reads the settled page.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/signup');
    // With no signed-in hint the rules come from Firebase once the visitor starts on the form.
    await page.getByLabel('First name').focus();
    await expect(page.getByText('At least 6 characters')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('screenshots: /auth, /signup, sign-out question, Settings account', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const user = await accounts.create({ displayName: 'Ada Lovelace' });
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      const shot = (name: string) => page.screenshot({ path: `docs/screenshots/${name}-${device}-${scheme}.png` });

      await page.goto('/auth');
      await applyScheme(page, scheme);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await shot('auth-choice');
      await page.getByRole('button', { name: 'Continue with Email' }).click();
      await page.getByLabel('Email Address').fill('ada@');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await shot('auth-email-errors');

      await page.goto('/signup');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await expect(page.getByText('At least 6 characters')).toBeVisible();
      await shot('signup');

      await accounts.signIn(page, user, '/settings');
      await applyScheme(page, scheme);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByLabel('Type DELETE to confirm')).toBeVisible();
      await expect(page.getByTestId('storage-persistence')).not.toHaveAttribute('data-state', 'checking');
      await shot('settings-account');

      await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page.getByRole('dialog', { name: 'Log out' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('sign-out-question');
      await page.getByRole('button', { name: 'Log out and keep my data here' }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  }
});
