/**
 * Issue #20 in the built app against the real server: Undo for every destructive action, a title
 * per route, the offline sign in the top bar, and a user's own AI key that is checked on save and
 * reported on the badge when it fails.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { say } from './support/designerChat';
import { appReady } from './support/app';

// Route interception must see every request, so no service worker answers from its cache.
test.use({ serviceWorkers: 'block' });

const studioField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const undo = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).getByRole('button', { name: 'Undo' });

async function openStudioWithDesign(page: Page) {
  await page.goto('/designer?tab=studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Tattoo Design Studio' })).toBeVisible();
  await studioField(page, 'Style').selectOption('tribal');
  await studioField(page, 'Keywords').fill('turtle');
  await page.getByRole('button', { name: 'Auto-fill' }).click();
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('generated-image')).toBeVisible();
}

test('Undo after Reset puts back every parameter and the design on show', async ({ page }) => {
  await openStudioWithDesign(page);
  const imageId = await page.getByTestId('generated-image').getAttribute('data-image-id');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(studioField(page, 'Keywords')).toHaveValue('');
  await expect(page.getByTestId('generated-image')).toHaveCount(0);
  await undo(page, 'Parameters cleared').click();
  await expect(studioField(page, 'Style')).toHaveValue('tribal');
  await expect(studioField(page, 'Keywords')).toHaveValue('turtle');
  await expect(studioField(page, 'Body Zone')).toHaveValue('forearm');
  await expect(page.getByTestId('generated-image')).toHaveAttribute('data-image-id', imageId ?? '');
  // Restored for good: a reload shows the same.
  await page.reload();
  await expect(studioField(page, 'Keywords')).toHaveValue('turtle');
  await expect(page.getByTestId('generated-image')).toHaveAttribute('data-image-id', imageId ?? '');
});

test('Undo after Delete brings the design back to History and to the screen, also after a reload', async ({ page }) => {
  await openStudioWithDesign(page);
  const imageId = await page.getByTestId('generated-image').getAttribute('data-image-id');
  await page.getByTestId('history-item').first().getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  await expect(page.getByTestId('generated-image')).toHaveCount(0);
  await undo(page, 'Design deleted').click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('generated-image')).toHaveAttribute('data-image-id', imageId ?? '');
  await page.reload();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
});

test('Undo after Clear chat restores the conversation', async ({ page }) => {
  await page.goto('/designer');
  await say(page, 'I want a japanese koi fish on my forearm');
  const messages = page.getByTestId('message-list').locator('li[data-role]');
  const count = await messages.count();
  expect(count).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Clear chat' }).click();
  await expect(messages).toHaveCount(0);
  await undo(page, 'Chat cleared').click();
  await expect(messages).toHaveCount(count);
  await page.reload();
  await expect(messages).toHaveCount(count);
});

test('every route has its own tab title', async ({ page }) => {
  const expected: [string, string][] = [
    ['/', 'InkClarity — AI Tattoo Design Studio'],
    ['/designer', 'Designer · InkClarity'],
    ['/settings', 'Settings · InkClarity'],
    ['/auth', 'Sign In · InkClarity'],
    ['/signup', 'Sign Up · InkClarity'],
    ['/booking', 'Booking · InkClarity'],
    ['/no-such-page', 'Page not found · InkClarity'],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // In-app navigation changes it too, not only a page load.
  await page.getByRole('link', { name: 'InkClarity home' }).click();
  await expect(page).toHaveTitle('InkClarity — AI Tattoo Design Studio');
});

test('the top bar says when the device is offline, and when it is back', async ({ page, context }) => {
  await page.goto('/designer');
  // Offline before the app has taken over the pre-rendered page would stop its scripts loading.
  await appReady(page);
  const sign = page.getByTestId('network-status');
  await expect(sign).toHaveAttribute('data-online', 'true');
  await context.setOffline(true);
  await expect(sign).toHaveAttribute('data-online', 'false');
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(sign).toHaveAttribute('data-online', 'true');
});

const PROVIDER = 'https://llm.test/v1';
const rejected = (route: Route) =>
  route.fulfill({
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }),
  });

async function saveKey(page: Page, key: string) {
  await page.goto('/settings');
  await page.getByLabel('API key').fill(key);
  await page.getByLabel('Base URL').fill(PROVIDER);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('a wrong own AI key is caught when saved, with a clear error, and not kept', async ({ page, context }) => {
  // context.route also sees the byok worker's requests.
  await context.route(`${PROVIDER}/**`, rejected);
  await saveKey(page, 'sk-wrong');
  await expect(page.getByText('The provider rejected this key.')).toBeVisible();
  await expect(page.getByLabel('API key')).toBeFocused();
  await expect(page.getByLabel('API key')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Remove key' })).toHaveCount(0);
});

test('when calls on the own key fail, the badge says so and offers to switch', async ({ page, context }) => {
  // The key passes the check on save and is revoked afterwards: every chat call is refused.
  await context.route(`${PROVIDER}/models`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' }));
  await context.route(`${PROVIDER}/chat/**`, rejected);
  await saveKey(page, 'sk-revoked');
  await expect(page.getByText('Your AI key is saved on this device')).toBeVisible();
  await page.goto('/designer');
  const badge = page.getByTestId('ai-provider');
  await expect(badge).toHaveAttribute('data-provider', 'byok');
  await say(page, 'a small rose on my wrist');
  await expect(badge).toHaveAttribute('data-problem', 'apiKey');
  await expect(badge).toContainText('Your AI key was rejected');
  await badge.getByRole('button', { name: 'Use this device' }).click();
  await expect(page.getByTestId('ai-provider')).toHaveAttribute('data-provider', 'on-device');
  await expect(page.getByTestId('ai-provider')).toContainText('On-device AI');
});

const DEVICES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const device of DEVICES) {
  test(`the message box is on the first screen of the designer: ${device.name} ${device.width}x${device.height}`, async ({ page }) => {
    await page.setViewportSize({ width: device.width, height: device.height });
    await page.goto('/designer?tab=text');
    await appReady(page);
    const composer = page.getByRole('textbox', { name: /^Message / });
    await expect(composer).toBeVisible();
    const send = page.getByRole('button', { name: /^Send/ });
    for (const box of [await composer.boundingBox(), await send.boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(device.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(device.width);
    }
    // Still so after a conversation: the history scrolls above the box, the page does not grow past it.
    await say(page, 'I want a japanese koi fish on my forearm');
    await say(page, 'medium, black and grey');
    const after = await composer.boundingBox();
    expect(after!.y + after!.height).toBeLessThanOrEqual(device.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    if (process.env.POLISH_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/issue20-composer-${device.name}.png`, animations: 'disabled' });
  });
}

test('after Generate Design the focus is on the new design, which is in view', async ({ page }) => {
  await page.goto('/designer?tab=studio');
  await studioField(page, 'Keywords').fill('lotus');
  await page.getByRole('button', { name: 'Auto-fill' }).click();
  await page.getByRole('button', { name: 'Generate Design', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('generated-design')).toBeFocused();
  await expect(page.getByTestId('generated-image')).toBeInViewport();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the designer (${theme}) with Undo toast, offline sign and Clear chat`, async ({ page, context }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openStudioWithDesign(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(undo(page, 'Parameters cleared')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
    const studio = await new AxeBuilder({ page }).analyze();
    expect(studio.violations).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('tab', { name: 'Text Chat' }).click();
    await say(page, 'a small rose on my wrist');
    await expect(page.getByRole('button', { name: 'Clear chat' })).toBeVisible();
    const chat = await new AxeBuilder({ page }).analyze();
    expect(chat.violations).toEqual([]);
  });
}

test('Stencil opens a preview; Share hands the PNG to the system share sheet', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: { name: string; type: string }[] = [];
    (window as unknown as { __shared: typeof shared }).__shared = shared;
    Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => Boolean(data.files?.length) });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(...(data.files ?? []).map((f) => ({ name: f.name, type: f.type }))) });
  });
  await openStudioWithDesign(page);
  await page.getByRole('button', { name: 'Stencil' }).click();
  const preview = page.getByRole('dialog', { name: 'Stencil' });
  await expect(preview.getByTestId('stencil-preview')).toBeVisible();
  expect(await preview.getByTestId('stencil-preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(500);
  await preview.getByRole('button', { name: 'Share' }).click();
  await expect(preview).toBeHidden();
  const shared = await page.evaluate(() => (window as unknown as { __shared: { name: string; type: string }[] }).__shared);
  expect(shared).toHaveLength(1);
  expect(shared[0].name).toMatch(/^tattoo-stencil-\d{13}\.png$/);
  expect(shared[0].type).toBe('image/png');
});

test('Variations: a larger comparison, Keep this one ends it, History groups them under the design', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStudioWithDesign(page);
  await page.getByRole('button', { name: 'Variations' }).click();
  const variations = page.getByRole('list', { name: 'Variations of this design' }).getByRole('button');
  await expect(variations).toHaveCount(4, { timeout: 30_000 });
  // On a phone each is most of the card's width (was ~60 px), in a row that scrolls sideways.
  expect((await variations.first().boundingBox())!.width).toBeGreaterThan(200);
  await variations.nth(2).click();
  const chosen = await page.getByTestId('generated-image').getAttribute('data-image-id');
  await page.getByRole('button', { name: 'Keep this one' }).click();
  await expect(page.getByRole('list', { name: 'Variations of this design' })).toHaveCount(0);
  await expect(page.getByTestId('generated-image')).toHaveAttribute('data-image-id', chosen ?? '');
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-variations').getByRole('button')).toHaveCount(3);
});

/** docs/screenshots/issue20-*: POLISH_SCREENSHOTS=1 npx playwright test tests/e2e/polish.spec.ts -g screenshots */
for (const device of DEVICES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`issue 20 screenshots: ${device.name} ${theme}`, async ({ page }) => {
      test.skip(!process.env.POLISH_SCREENSHOTS, 'set POLISH_SCREENSHOTS=1 to take the screenshots');
      await page.setViewportSize({ width: device.width, height: device.height });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/designer?tab=text');
      await say(page, 'A japanese koi fish swimming upstream on my forearm');
      await page.screenshot({ path: `docs/screenshots/issue20-text-${device.name}-${theme}.png`, animations: 'disabled' });
      await page.getByRole('tab', { name: 'Design Studio' }).click();
      await page.getByRole('button', { name: 'Auto-fill' }).click();
      await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
      await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Variations' }).click();
      await expect(page.getByRole('list', { name: 'Variations of this design' }).getByRole('button')).toHaveCount(4, { timeout: 60_000 });
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('button', { name: 'Keep this one' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/issue20-studio-${device.name}-${theme}.png`, fullPage: true, animations: 'disabled' });
      await page.getByRole('button', { name: 'Stencil' }).click();
      await expect(page.getByTestId('stencil-preview')).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/issue20-stencil-${device.name}-${theme}.png`, animations: 'disabled' });
    });
  }
}
