/**
 * Toasts and what they talk about (issue #37): never over the open account menu, not over the
 * History card a History toast talks about where the screen has room, one at a time on a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { appReady } from './support/app';
import { expect, test } from './support/auth';

test.use({ serviceWorkers: 'block' });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function studioWithDesigns(page: Page, count: number) {
  await page.goto('/designer?tab=studio');
  await appReady(page);
  await page.getByRole('button', { name: 'Auto-fill' }).click();
  for (let i = 1; i <= count; i += 1) {
    await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
    await expect(page.getByTestId('history-item')).toHaveCount(i, { timeout: 30_000 });
  }
}

const toasts = (page: Page) => page.getByTestId('toaster').locator('[role="status"], [role="alert"]');

test('a History toast does not cover the History card, and none covers the open account menu', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await accounts.create({ displayName: 'Toast Tam' });
  await accounts.signIn(page, user, '/designer?tab=studio');
  await studioWithDesigns(page, 2);
  const history = page.getByRole('region', { name: 'History' });
  await history.scrollIntoViewIfNeeded();
  await page.getByTestId('history-item').last().getByRole('button', { name: /^Delete / }).click();
  const undo = toasts(page).filter({ hasText: 'Design deleted' });
  await expect(undo).toBeVisible();
  expect(overlap(await boxOf(undo), await boxOf(history))).toBe(false);

  await page.getByRole('button', { name: 'Account menu for Toast Tam' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (const shown of await toasts(page).all()) {
    if (await shown.isVisible()) expect(overlap(await boxOf(shown), await boxOf(menu))).toBe(false);
  }
  await page.keyboard.press('Escape');
  // The toast is still there (its time stood still if it had to wait) and Undo works.
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
});

test('on a phone one toast shows at a time', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await studioWithDesigns(page, 2);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await page.getByTestId('history-item').first().getByRole('button', { name: /^Open (?!variation)/ }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Design reopened');
});
