/**
 * A visitor's first /booking on a phone (issue #38): the directory's portfolio tiles are drawn by the
 * render worker and arrive as small PNGs (drawing sixteen tiles on the page blocked it for seconds),
 * and nothing on the screen moves while the directory loads (the request card used to paint in view
 * and jump away when the artists arrived: CLS 0.56 in Lighthouse).
 */
import { expect, test } from '@playwright/test';
import { appReady } from './support/app';
import { layoutShifts, watchLayoutShifts } from './support/layoutShifts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Two tiles per artist (features/booking/directory.ts portfolioBriefs). */
const TILES_PER_ARTIST = 2;
/** The tile's picture: twice its 96 px box (PortfolioTile.tsx). */
const TILE_PICTURE_PX = 192;

test('the portfolio tiles come from the render worker, and the screen holds still while the directory loads', async ({ page }) => {
  await watchLayoutShifts(page);
  const pageScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame()) pageScripts.push(request.url());
  });
  await page.goto('/booking');
  await appReady(page);
  const cards = page.getByTestId('artist-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const tiles = cards.locator('img');
  const expected = (await cards.count()) * TILES_PER_ARTIST;
  await expect(tiles).toHaveCount(expected, { timeout: 60_000 });

  // The screen as the cards and their tiles came in (before any scrolling).
  const shifts = await layoutShifts(page);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);

  // Each tile (lazy below the fold) shows the worker's small PNG once it is in view.
  for (const tile of await tiles.all()) {
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(TILE_PICTURE_PX);
    expect(await tile.getAttribute('src')).toMatch(/^blob:/);
  }
  // The page itself never loads the renderer: it lives in the worker's own script.
  expect(pageScripts.filter((url) => /\/assets\/renderDesign-/.test(url))).toEqual([]);
});
