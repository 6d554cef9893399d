/**
 * Issue #16, `/designer`: the shell and the Text Chat paint from a small chunk; the engine, the AI
 * client, the renderer, the openai SDK, Headless UI and the other tabs load in an idle moment or
 * when used. A message sent at once is still answered, and nothing on the page moves while it
 * loads (CLS ≤ 0.02 over load and the first interaction).
 */
import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app';
import { layoutShifts, watchLayoutShifts } from './support/layoutShifts';

test.use({ serviceWorkers: 'block' });

/** Chunks that must not be fetched before the designer's first paint (named after their first module). */
const LATE = /\/assets\/(aiSession|createAiClient|slotExtraction|agentReply|personas|routeAgent|two|openai|onDeviceRenderer|AgentSelector|use-text-value|portal|database|designerDatabase|StudioTab|VoiceTab|VoiceChatPanel)-[^/]+\.js$/;
/**
 * Chunks that load only when used: the openai SDK (own key), the other tabs, the agent menu. (The tagger, `two`, is
 * the engine worker's: it loads with the worker after the load event, off the main thread.)
 */
const ON_USE = /\/assets\/(openai|StudioTab|VoiceTab|VoiceChatPanel|AgentSelector)-[^/]+\.js$/;

/** Chunks a first visit loads only with its first write (Dexie). */
const FIRST_WRITE = /\/assets\/(import-wrapper|database|designerDatabase)-[^/]+\.js$/;
/** The on-device engine's worker: after the load event, when the browser is idle (or on the visitor's intent to write). */
const ENGINE_WORKER = /\/assets\/engine\.worker-[^/]+\.js$/;

/** Script URLs the page fetched before its first contentful paint. */
const scriptsBeforeFirstPaint = (page: Page) =>
  page.evaluate(async () => {
    const fcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime < fcp && r.name.endsWith('.js')).map((r) => r.name);
  });

test('first paint fetches only the shell; the engine and the rest come after it, the tagger, openai and other tabs only when used', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/designer', { waitUntil: 'load' });
  expect(requested.filter((url) => ENGINE_WORKER.test(url))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Tattoo Design Studio' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Message / })).toBeVisible();

  // The page paints from its pre-rendered HTML (scripts/build/prerender.ts), so few or no scripts have
  // arrived by then; whatever has, none of the late chunks may be among them.
  const early = await scriptsBeforeFirstPaint(page);
  expect(early.filter((url) => LATE.test(url))).toEqual([]);
  // The app then takes over from the shell's own chunk, still without them.
  await appReady(page);
  expect(requested.some((url) => /\/assets\/DesignerScreen-/.test(url))).toBe(true);

  // In an idle moment: the AI client (the provider badge then says who answers).
  await expect(page.getByTestId('ai-provider')).not.toHaveAttribute('data-provider', 'checking');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /\/assets\/aiSession-/.test(url))).toHaveLength(1);
  expect(requested.filter((url) => ON_USE.test(url))).toEqual([]);
  // A first visit has nothing stored: no Dexie until the first write (issue #38).
  expect(requested.filter((url) => FIRST_WRITE.test(url))).toEqual([]);

  // Used: the studio tab loads its chunk.
  const studio = page.waitForRequest((request) => /\/assets\/StudioTab-[^/]+\.js$/.test(request.url()));
  await page.getByRole('tab', { name: 'Design Studio' }).click();
  await studio;
  await expect(page.getByRole('tab', { name: 'Design Studio' })).toHaveAttribute('aria-selected', 'true');
  expect(requested.filter((url) => /\/assets\/openai-/.test(url))).toEqual([]);
});

test('a message typed and sent as soon as the page paints is shown at once and answered once the engine has loaded', async ({ page }) => {
  await page.goto('/designer', { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: /^Message / });
  await box.fill('a japanese koi on my forearm');
  await box.press('Enter');
  const list = page.getByTestId('message-list');
  await expect(list.locator('li[data-role="user"]')).toHaveText(/a japanese koi on my forearm/);
  await expect(list.locator('li[data-role="agent"]')).toHaveCount(1);
  await expect(list.locator('li[data-role="agent"]')).not.toHaveText(/Please try again/);
  await expect(box).toHaveValue('');
  // The brief took what the message said.
  await expect(page.getByTestId('current-style')).toHaveText('japanese');
});

test('the agent badge opens its menu when pressed, even before the menu has loaded', async ({ page }) => {
  // Hold the menu's chunk back until the badge has been pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/AgentSelector-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/designer');
  await expect(page.getByRole('textbox', { name: /^Message / })).toBeVisible();
  await page.getByTestId('agent-badge').click();
  release();
  await page.getByRole('option', { name: /Style Expert/ }).click();
  await expect(page.getByTestId('agent-badge')).toHaveText(/Style Expert/);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`nothing moves while the designer loads and on the first interaction (${viewport.name}, CLS ≤ 0.02)`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await watchLayoutShifts(page);
    await page.goto('/designer', { waitUntil: 'load' });
    await expect(page.getByRole('button', { name: 'A japanese koi on my forearm' }).or(page.getByRole('button', { name: /phoenix/ }))).toBeVisible();
    await expect(page.getByTestId('ai-provider')).not.toHaveAttribute('data-provider', 'checking');
    await page.waitForLoadState('networkidle');
    // As on a visitor's first visit: the engine's worker has loaded in the idle time after the load event (as the engine
    // did in the page before it moved to a worker). A reply that waits for the worker's boot lands over 500 ms after
    // the key press, and what it moves then counts.
    await expect(page.locator('section[data-engine="warm"]')).toHaveCount(1, { timeout: 30_000 });
    // First interaction: a message sent and answered.
    const box = page.getByRole('textbox', { name: /^Message / });
    await box.fill('a small koi on my forearm');
    await box.press('Enter');
    await expect(page.getByTestId('message-list').locator('li[data-role="agent"]')).toHaveCount(1);
    const shifts = await layoutShifts(page);
    test.info().annotations.push({ type: 'layout shifts', description: JSON.stringify(shifts) });
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
}
