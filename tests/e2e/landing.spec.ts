import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app';

const AGENTS = [
  ['Manager Agent', 'Chat to capture intent and story.'],
  ['Guidance Agent', 'Buddy mode is chill and motivating, Trainer mode is serious and educational.'],
  ['Designer Agent', 'Pick style, body zone, keywords and vibe, with AI-generated previews.'],
  ['Analyst Agent', 'Upload reference or AI designs and get critique, style and technical analysis, pain and session estimates, tips.'],
  ['AR/Preview mode', 'Plain image or on-body overlay.'],
  ['Booking Agent', 'Find artists, check schedules, book a slot, pay a deposit.'],
  ['Aftercare Agent', 'Healing advice, timelines, product recommendations, FAQs.'],
];
const BRAND_THEMES = ['Hardcore Clarity', 'Empowered Expression', 'Bold Meets Precision', 'Radical Accessibility', 'Rebel Support System'];

async function expectNoAxeViolations(page: Page, include?: string) {
  // (the prerendered page is replaced when the app starts: scan only once the app's own main and h1 are there — a scan
  // in between once found neither)
  if (!include) {
    await appReady(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('landing shows every string of spec §1 and its links go where the spec says', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/No surprises\.\s*No regrets\.\s*Just hardcore clarity\./);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  const steps = page.locator('[data-agent-id]');
  await expect(steps).toHaveCount(7);
  for (const [i, [title, description]] of AGENTS.entries()) {
    await expect(steps.nth(i)).toContainText(title);
    await expect(steps.nth(i)).toContainText(description);
  }
  await expect(page.locator('[data-agent-id="booking"]')).toContainText('Pro');
  for (const theme of BRAND_THEMES) await expect(page.getByRole('heading', { name: theme, exact: true })).toBeVisible();
  await expect(page.getByText('No credit card required, start for free, Pro features available.')).toBeVisible();

  // Without VITE_DEMO_BOOKING_URL both 'Book a Demo' buttons open the same in-app form (issue #20).
  await expect(page.getByRole('button', { name: 'Book a Demo' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Book a Demo/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Start Designing' }).first().click();
  // Once its stored state has loaded, the designer names its open tab in the URL (?tab=text).
  await expect(page).toHaveURL(/\/designer(\?tab=\w+)?$/);
  await expect(page.getByRole('heading', { name: 'Tattoo Design Studio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Designer' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'InkClarity home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('signed-out visitors get a Sign In button to /auth once auth state is known', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme choice survives a reload and is applied before first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // Records <html>'s class at the moment the parser creates <body>, before any app code runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { __classAtBody: string }).__classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAttribute('data-theme-choice', 'system');
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(toggle).toHaveAttribute('data-theme-choice', 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __classAtBody: string }).__classAtBody)).toContain('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);

  // 'system' follows the OS.
  await toggle.click(); // dark → system
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the small-screen menu opens and closes by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The pre-rendered page is inert until the app takes it over (its scripts load after first paint).
  await appReady(page);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Designer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The designer may add its tab to the query string once it has loaded.
  await expect(page).toHaveURL(/\/designer(\?|$)/);
  await expect(menu).toBeHidden();
});

test('the demo dialog validates, books with a toast, and Cancel closes', async ({ page }) => {
  await page.goto('/');
  const closingDemo = page.getByRole('button', { name: 'Book a Demo' }).last();
  await closingDemo.click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Demo' });
  await expect(dialog).toBeVisible();
  // Focus starts in the first field, not on the dialog's container (issue #20).
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Book Demo' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Preferred date is required')).toBeVisible();
  await expect(dialog.getByText('Preferred time is required')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await dialog.getByLabel('Name').fill('Riley Stone');
  await expect(dialog.getByText('Name is required')).toBeHidden();
  await dialog.getByLabel('Email').fill('riley@not-an-email');
  await dialog.getByLabel('Preferred date').fill('2099-05-01');
  await dialog.getByLabel('Preferred time').fill('14:30');
  await dialog.getByRole('button', { name: 'Book Demo' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await dialog.getByLabel('Email').fill('riley@example.com');
  // Hold the server's answer so the sending state can be seen; "booked" only comes after it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/demo-requests', async (route) => { await held; await route.continue(); });
  await dialog.getByRole('button', { name: 'Book Demo' }).click();
  await expect(dialog.getByRole('button', { name: 'Booking...' })).toBeDisabled();
  await expect(page.getByText('Demo Booked Successfully!')).toHaveCount(0);
  release();
  await expect(page.getByText('Demo Booked Successfully!')).toBeVisible();
  await expect(page.getByText("We'll contact you within 24 hours to confirm your demo session.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the form, not to <body>.
  await expect(closingDemo).toBeFocused();

  // Reopened (from the hero: the same form), the form is empty again; Cancel closes it.
  await page.getByRole('button', { name: 'Book a Demo' }).first().click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('at 360 px the demo form buttons are in DOM order as drawn: Tab reaches the upper one first', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Demo' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const book = dialog.getByRole('button', { name: 'Book Demo' });
  const [cancelBox, bookBox] = [await cancel.boundingBox(), await book.boundingBox()];
  const cancelFirstInDom = await cancel.evaluate((c, b) => Boolean(c.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await book.elementHandle());
  // Whichever is drawn higher comes first in the DOM (and so in Tab order).
  expect(cancelFirstInDom).toBe((cancelBox?.y ?? 0) < (bookBox?.y ?? 0));
  await dialog.getByLabel('Message (optional)').focus();
  await page.keyboard.press('Tab');
  await expect(cancelFirstInDom ? cancel : book).toBeFocused();
});

test('axe finds no violations on the landing page in light and dark', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
});
