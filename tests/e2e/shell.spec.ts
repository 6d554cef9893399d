import { expect, test } from '@playwright/test';

test.describe('error screen', () => {
  // Route interception must see the chunk request, so no service worker answers it from cache.
  test.use({ serviceWorkers: 'block' });

  test('a screen that fails to render shows the error screen, and Try Again recovers', async ({ page }) => {
    let blockDesigner = true;
    await page.route(/\/assets\/DesignerScreen-[^/]+\.js$/, (route) => (blockDesigner ? route.abort() : route.continue()));
    await page.goto('/designer');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We encountered an unexpected error. Don't worry, your data is safe.")).toBeVisible();

    // Still failing: Try Again shows the error screen again.
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    blockDesigner = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Tattoo Design Studio' })).toBeVisible();
  });

  test('Go Home leaves the error screen for the landing page', async ({ page }) => {
    await page.route(/\/assets\/DesignerScreen-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/designer');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  });
});

test('the service worker controls the page and an offline reload still renders every route', async ({ page, context }) => {
  await page.goto('/');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return reg?.active?.state === 'activated' && Boolean(navigator.serviceWorker.controller);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);

  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', short_name: 'InkClarity' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
  );

  // Chromium's own install check: manifest, icons, service worker with a fetch handler.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito, where Chromium never offers installation; nothing else may fail.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('No surprises.');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Designer' }).click();
  await expect(page.getByRole('heading', { name: 'Tattoo Design Studio' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.goto('/definitely-missing');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await context.setOffline(false);
});
