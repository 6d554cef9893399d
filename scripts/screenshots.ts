/**
 * Screenshots of the shell screens at phone (390×844) and desktop (1440×900) sizes, light and
 * dark, into docs/screenshots/. Needs a running app: `BASE_URL=http://127.0.0.1:8001 npx tsx scripts/screenshots.ts`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8001';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const PAGES = [
  { name: 'landing', path: '/', fullPage: true },
  { name: 'not-found', path: '/no-such-page', fullPage: false },
  { name: 'demo-dialog', path: '/', fullPage: false, open: 'Book a Demo' },
] as const;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const p of PAGES) {
      await page.goto(BASE_URL + p.path);
      await page.waitForLoadState('networkidle');
      if ('open' in p) {
        await page.getByRole('button', { name: p.open }).click();
        await page.getByRole('dialog').waitFor();
      }
      const file = `docs/screenshots/${p.name}-${device}-${scheme}.png`;
      await page.screenshot({ path: file, fullPage: p.fullPage });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
