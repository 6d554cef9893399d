import { expect } from '@playwright/test';
import { generateDesign, referencePhoto } from './support/analyst';
import { test } from './support/auth';
import './support/syncHooks';

/**
 * Screenshots of the Analyst for docs/screenshots: a generated design and an uploaded reference
 * photo, the picker, the on-body preview at ten years and the saved analysis on the profile's
 * design card, phone 390×844 and desktop 1440×900, light and dark. Not part of the normal run:
 *   ANALYST_SCREENSHOTS=1 npx playwright test tests/e2e/analyst-screenshots
 */
test.skip(!process.env.ANALYST_SCREENSHOTS, 'set ANALYST_SCREENSHOTS=1 to take the screenshots');
test.use({ serviceWorkers: 'block' });
test.setTimeout(600_000);

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test('analyst screenshots: a generated design and a reference photo, phone and desktop, light and dark', async ({ page }) => {
  const id = await generateDesign(page, { Style: 'neo-traditional', 'Body Zone': 'forearm', Size: 'small', Colors: 'colorful', Keywords: 'phoenix rebirth flames', Description: 'with the words "Rise again"' });
  await page.goto('/analyst');
  await page.getByLabel('Upload a reference photo').setInputFiles({ name: 'flash-sheet.jpg', mimeType: 'image/jpeg', buffer: await referencePhoto(page) });
  await expect(page.getByTestId('analyst-summary')).toBeVisible({ timeout: 60_000 });
  const photoUrl = page.url();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const [name, url] of [['design', `/analyst?image=${id}`], ['photo', photoUrl]] as const) {
        await page.goto(url);
        await expect(page.getByTestId('analyst-summary')).toBeVisible({ timeout: 60_000 });
        await expect(page.getByTestId('aging-10')).toBeVisible({ timeout: 60_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `docs/screenshots/analyst-${name}-${viewport.name}-${theme}.png`, fullPage: true });
      }
      await page.goto('/analyst');
      await expect(page.getByTestId('analyst-designs').getByRole('link').first()).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/analyst-pick-${viewport.name}-${theme}.png`, fullPage: true });
      // The Age toggle in the on-body preview, as 'See it age on a photo of your skin' opens it.
      await page.goto(`/preview/${id}?age=10&cm=5`);
      await page.getByRole('button', { name: 'Forearm, fair skin' }).click();
      await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
      await expect(page.getByTestId('preview-age').getByRole('button', { name: '10 years' })).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: `docs/screenshots/analyst-preview-aged-${viewport.name}-${theme}.png`, fullPage: true });
    }
  }
});

test('analyst screenshots: the saved analysis on the design card in the profile', async ({ page, context, accounts }) => {
  // window.__inkclarity: the outbox, to wait for the sync (docs/sync.md "Test hook").
  await context.addInitScript(() => localStorage.setItem('inkclarity-test-hooks', '1'));
  const user = await accounts.create({ displayName: 'Ana Lyst' });
  await accounts.signIn(page, user, '/designer?tab=studio');
  await page.waitForFunction(() => window.__inkclarity !== undefined);
  const id = await generateDesign(page, { Style: 'japanese', 'Body Zone': 'forearm', Size: 'medium', Colors: 'black and grey', Keywords: 'koi fish waves' });
  await page.goto(`/analyst?image=${id}`);
  await expect(page.getByTestId('analyst-summary')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save to profile with analysis' }).click();
  await expect(page.getByRole('button', { name: 'Saved with the design' })).toBeDisabled();
  await expect.poll(() => page.evaluate(() => window.__inkclarity!.db.outbox.count()), { timeout: 30_000 }).toBe(0);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/profile?tab=designs');
      await expect(page.getByTestId('design-analysis')).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/analyst-profile-card-${viewport.name}-${theme}.png`, fullPage: true });
    }
  }
});
