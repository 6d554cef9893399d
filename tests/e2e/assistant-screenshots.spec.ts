import { expect, test, type Locator } from '@playwright/test';
import { THEMES, VIEWPORTS } from './support/looks';

/**
 * Screenshots of the AI Assistant for docs/screenshots (phone 390×844 and desktop 1440×900, light
 * and dark; the /chat page connected and the slide-over on the landing page with the server
 * stopped). Not part of the normal run:
 *   ASSISTANT_SCREENSHOTS=1 npx playwright test tests/e2e/assistant-screenshots
 */
test.skip(!process.env.ASSISTANT_SCREENSHOTS, 'set ASSISTANT_SCREENSHOTS=1 to take the screenshots');
test.use({ serviceWorkers: 'block' });
test.setTimeout(120_000);

async function ask(scope: Locator, text: string) {
  const replies = scope.getByTestId('message-list').locator('li[data-role="agent"]');
  const before = await replies.count();
  const box = scope.getByPlaceholder('Tell me about your tattoo idea...');
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`assistant screenshots: ${viewport.name} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/chat');
      const main = page.locator('main');
      await expect(page.getByTestId('connection-status')).toHaveText('Connected');
      await ask(main, 'Design me a japanese koi swimming upstream on my calf, large');
      await ask(main, 'How do I look after it while it heals?');
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `docs/screenshots/assistant-page-${viewport.name}-${theme}.png`, animations: 'disabled' });

      await page.route('**/health', (route) => route.abort('connectionrefused'));
      await page.route('**/chat', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()));
      await page.goto('/');
      await page.getByTestId('open-assistant').click();
      const panel = page.getByRole('dialog', { name: 'AI Assistant' });
      await expect(panel.getByTestId('connection-status')).toHaveText('Disconnected');
      await ask(panel, 'Can you recommend an artist in Berlin?');
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `docs/screenshots/assistant-slideover-${viewport.name}-${theme}.png`, animations: 'disabled' });
    });
  }
}
