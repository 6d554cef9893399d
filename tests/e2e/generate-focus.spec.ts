/**
 * Issue #20, "focus where the hands are": after Generate Design — pressed with the mouse, the
 * keyboard, or from the chat's shortcut — focus lands on the new design (document.activeElement),
 * which is in view, so the next action (Stencil, Variations, Download) is one Tab away.
 */
import { expect, test, type Page } from '@playwright/test';
import { say } from './support/designerChat';

test.use({ serviceWorkers: 'block' });

const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

async function studioReady(page: Page) {
  await page.goto('/designer?tab=studio');
  await page.getByLabel('Keywords', { exact: true }).fill('lotus');
  await page.getByRole('button', { name: 'Auto-fill' }).click();
}

test('mouse click on Generate Design: focus moves to the new design', async ({ page }) => {
  await studioReady(page);
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => activeTestId(page)).toBe('generated-design');
  await expect(page.getByTestId('generated-image')).toBeInViewport();
  // The design's own controls (its Prompt, Stencil, Variations) are the next Tab stops.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => {
    const card = document.querySelector('[data-testid="generated-design"]')?.closest('section');
    return Boolean(card && document.activeElement !== document.body && card.contains(document.activeElement));
  })).toBe(true);
});

test('a second Generate replaces the design and focus follows it again', async ({ page }) => {
  await studioReady(page);
  const generate = page.getByRole('button', { name: 'Generate Design', exact: true });
  await generate.click();
  await expect(page.getByTestId('history-item')).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel('Keywords', { exact: true }).fill('crane');
  await generate.click();
  await expect(page.getByTestId('history-item')).toHaveCount(2, { timeout: 30_000 });
  await expect.poll(() => activeTestId(page)).toBe('generated-design');
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test(`Generate Design from the chat (${viewport.width}px): the studio opens and focus is on the new design, in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/designer?tab=text');
    await say(page, 'I want a japanese koi fish on my forearm');
    await say(page, 'medium size, black and grey please');
    await page.getByRole('button', { name: 'Generate Design' }).click();
    await expect(page).toHaveURL(/\?tab=studio$/);
    await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => activeTestId(page)).toBe('generated-design');
    await expect(page.getByTestId('generated-image')).toBeInViewport();
  });
}
