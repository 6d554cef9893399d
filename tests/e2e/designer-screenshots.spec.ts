import { expect, test } from '@playwright/test';
import { say } from './support/designerChat';
import { THEMES, VIEWPORTS } from './support/looks';

/**
 * Screenshots of the designer for docs/screenshots (phone 390×844 and desktop 1440×900, light and
 * dark, each tab) with a real conversation and a generated design. Not part of the normal run:
 *   DESIGNER_SCREENSHOTS=1 npx playwright test tests/e2e/designer-screenshots
 */
test.skip(!process.env.DESIGNER_SCREENSHOTS, 'set DESIGNER_SCREENSHOTS=1 to take the screenshots');
test.use({ serviceWorkers: 'block' });
test.setTimeout(180_000);


for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`designer screenshots: ${viewport.name} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/designer?tab=text');
      await say(page, "Hi! I'm thinking about my first tattoo, something for my grandmother");
      await say(page, 'A japanese koi fish swimming upstream on my forearm');
      await say(page, 'medium size, black and grey with a little red');
      await page.getByRole('tab', { name: 'Design Studio' }).click();
      await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
      await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Variations' }).click();
      await expect(page.getByRole('list', { name: 'Variations of this design' }).getByRole('button')).toHaveCount(4, { timeout: 60_000 });

      const shoot = async (tab: string) => {
        await page.mouse.move(0, 0);
        await page.evaluate(() => window.scrollTo(0, 0));
        // animations: 'disabled' finishes hover transitions before the shot (no settling sleep needed).
        await page.screenshot({ path: `docs/screenshots/designer-${tab}-${viewport.name}-${theme}.png`, fullPage: true, animations: 'disabled' });
      };
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot('studio');
      await page.getByRole('tab', { name: 'Text Chat' }).click();
      await expect(page.getByTestId('message-list')).toContainText('koi');
      await shoot('text');
      await page.getByRole('tab', { name: 'Voice Chat' }).click();
      await expect(page.getByRole('heading', { name: /Voice Chat/ }).first()).toBeVisible();
      // A real exchange with the agent (typed messages take the same road as a transcript).
      await page.getByRole('button', { name: 'Mute' }).click();
      const log = page.getByRole('log', { name: /Conversation with/ });
      await page.getByPlaceholder('Type your message or use voice input...').fill('How long does a forearm tattoo take to heal?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(log.locator('li')).toHaveCount(2, { timeout: 30_000 });
      await shoot('voice');
    });
  }
}
