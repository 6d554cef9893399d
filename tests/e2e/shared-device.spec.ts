import type { BrowserContext, Page } from '@playwright/test';
import { appReady, serviceWorkerReady } from './support/app';
import { expect, test, uniqueEmail, type TestUser } from './support/auth';
import { expectNoTrace, readDeviceStorage, screenText } from './support/deviceTraces';
import { flatPhoto, usePhoto } from './support/preview';

/**
 * A studio tablet changes hands (issue #37): one client's story, designs and photos never show
 * to the next, whatever they chose at 'Log out', and their account keeps what the server has.
 * Runs with the service worker (its runtime cache must be cleared too) and the real Auth emulator.
 */

const PASSWORD = 'tablet-pass-42';
const SECRET = 'a secret hummingbird for my ex Jonathan on my ribs';

interface Client {
  firstName: string;
  lastName: string;
  email: string;
}

async function signUp(page: Page, client: Client): Promise<void> {
  await page.goto('/signup');
  await appReady(page);
  await page.getByLabel('First name').fill(client.firstName);
  await page.getByLabel('Last name').fill(client.lastName);
  await page.getByLabel('Email Address').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/designer(\?|$)/);
  await expect(page.getByRole('button', { name: `Account menu for ${client.firstName} ${client.lastName}` })).toBeVisible({ timeout: 20_000 });
}

async function signInThroughUi(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/auth');
  await appReady(page);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible({ timeout: 20_000 });
}

/** Types to the designer's Text Chat and waits for the reply (the on-device engine loads on first use: slow on a busy machine). */
async function say(page: Page, text: string): Promise<void> {
  const replies = page.getByTestId('message-list').locator('li[data-role="agent"]');
  const before = await replies.count();
  const box = page.getByRole('textbox', { name: /^Message / });
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
}

async function openLogOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByText('Clearing removes from this device:')).toBeVisible();
  return dialog;
}

async function openDesignerTab(page: Page, tab: 'text' | 'voice' | 'studio' = 'text') {
  await page.goto(`/designer?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tattoo Design Studio' })).toBeVisible();
  await appReady(page);
}

async function generateDesign(page: Page): Promise<string> {
  await openDesignerTab(page, 'studio');
  await page.getByRole('button', { name: 'Auto-fill' }).click();
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1, { timeout: 30_000 });
  const id = await page.getByTestId('generated-image').getAttribute('data-image-id');
  expect(id).toBeTruthy();
  return id as string;
}

async function askAssistant(page: Page, text: string) {
  await page.goto('/chat');
  await appReady(page);
  const replies = page.getByTestId('message-list').locator('li[data-role="agent"]');
  const before = await replies.count();
  await page.getByPlaceholder('Tell me about your tattoo idea...').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
}

async function previewOnPhoto(page: Page, imageId: string) {
  await page.goto(`/preview/${imageId}`);
  await expect(page.getByRole('heading', { name: 'Sample photos' })).toBeVisible();
  // A sample first (the service worker keeps it in its runtime cache), then the client's own photo.
  await page.getByRole('button', { name: 'Calf, olive skin' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
  await usePhoto(page, await flatPhoto(page));
}

/**
 * Every screen a next visitor could open, as they see it: the text and any drawn picture. The
 * designer's three tabs, the assistant, the preview of the last client's design, profile (→ sign
 * in), booking, settings and home.
 */
async function everyScreen(page: Page, imageId: string): Promise<Record<string, { text: string; pictures: string[] }>> {
  const screens: Record<string, { text: string; pictures: string[] }> = {};
  for (const path of ['/', '/designer?tab=text', '/designer?tab=voice', '/designer?tab=studio', '/chat', `/preview/${imageId}`, '/profile', '/booking', '/settings']) {
    await page.goto(path);
    await appReady(page);
    // Let stores hydrate from IndexedDB and live queries answer.
    await page.waitForTimeout(800);
    screens[path] = await screenText(page);
  }
  return screens;
}

function expectScreensClean(screens: Record<string, { text: string; pictures: string[] }>, traces: string[]) {
  for (const [path, { text, pictures }] of Object.entries(screens)) {
    for (const trace of traces) expect(text.toLowerCase(), `"${trace}" on ${path}`).not.toContain(trace.toLowerCase());
    expect(pictures, `pictures of the last client on ${path}`).toEqual([]);
  }
}

async function serverRecords(page: Page, uid: string, token: string) {
  const get = async (path: string) => (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<unknown>;
  // The design list is paginated ({ items, next_cursor }).
  const designs = (await get(`/crm/designs/${uid}`)) as { items: unknown[] };
  return { profile: (await get(`/crm/profile/${uid}`)) as Record<string, unknown>, designs: designs.items };
}

async function uidOf(accounts: { idToken(user: Pick<TestUser, 'email' | 'password'>): Promise<string> }, email: string) {
  const token = await accounts.idToken({ email, password: PASSWORD });
  return { token, uid: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user_id as string };
}

async function openSecondTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await openDesignerTab(other);
  return other;
}

test.describe('a studio tablet changes hands', () => {
  test.setTimeout(300_000);

  test('two clients on one tablet: the first clears the device, the second finds no trace, the first’s account is intact', async ({ page, context, accounts }) => {
    const wrenna: Client = { firstName: 'Wrenna', lastName: 'Thistlewood', email: uniqueEmail('wrenna') };
    await page.goto('/');
    await serviceWorkerReady(page);

    // The first client signs up, chats, generates, previews on her own photo and asks the assistant.
    await signUp(page, wrenna);
    const { uid: wrennaUid, token: wrennaToken } = await uidOf(accounts, wrenna.email);
    await say(page, SECRET);
    const imageId = await generateDesign(page);
    await askAssistant(page, 'Jonathan always loved hummingbirds, will it hurt on the ribs?');
    await previewOnPhoto(page, imageId);

    // Some of it offline: the design is saved to her profile with no connection.
    await openDesignerTab(page, 'studio');
    const other = await openSecondTab(context);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save to profile' }).click();
    await expect(page.getByText('Saved to your profile')).toBeVisible();

    // Log out and clear: the dialog says what goes, in plain words, and that one change waits.
    const dialog = await openLogOut(page, 'Wrenna Thistlewood');
    await expect(dialog.getByText(/^Your chats with the design helpers and the AI Assistant \(\d+ messages\)$/)).toBeVisible();
    await expect(dialog.getByText('Your design brief and the design you made (History)')).toBeVisible();
    await expect(dialog.getByText('1 photo of your skin, and where you placed designs on it')).toBeVisible();
    await expect(dialog.getByText(/^This device's copy of (your profile and 1 saved design — your account keeps them|1 saved design — your account keeps it)$/)).toBeVisible();
    await expect(dialog.getByText('Pictures saved for offline use')).toBeVisible();
    await expect(dialog.getByText("1 change hasn't reached the server yet.", { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Log out and clear this device' }).click();
    // Offline, it cannot be sent: she is told what it is, and nothing is dropped behind her back.
    await expect(dialog.getByRole('alert')).toContainText("1 change couldn't be sent to your account.", { timeout: 30_000 });
    await expect(dialog.getByRole('alert')).toContainText('This device is offline.');
    await expect(dialog.getByRole('alert')).toContainText('Saved design:');
    await expect(dialog.getByRole('button', { name: 'Discard it and clear this device' })).toBeVisible();
    // She waits: back online, it is sent, then the device is cleared.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
    await expect(page.getByText('Signed out and cleared this device')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    // The other open tab started afresh where it was: signed out, nothing of hers on it.
    await expect(other.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 15_000 });
    await expect(other.getByTestId('message-list')).not.toContainText('Jonathan');
    expect((await screenText(other)).text).not.toContain('Jonathan');
    await other.close();

    // IndexedDB, Cache Storage and web storage: no name, word, image or count of hers.
    const traces = ['Jonathan', 'secret hummingbird', 'Wrenna', 'Thistlewood', wrenna.email, wrennaUid, imageId];
    const storage = await readDeviceStorage(page);
    expectNoTrace(storage, traces);
    expect(storage.blobs).toBe(0);
    expect(storage.records['inkclarity/keptRows']).toBe(0);
    expect(storage.records['inkclarity/outbox']).toBe(0);
    expect(Object.keys(storage.caches).filter((name) => !name.startsWith('workbox-precache'))).toEqual([]);

    // Every screen, as the next client opens it.
    const afterClear = await everyScreen(page, imageId);
    expectScreensClean(afterClear, traces);
    expect(afterClear['/designer?tab=studio'].text).toContain('0 on this device');
    expect(afterClear[`/preview/${imageId}`].text).toContain('This design is not on this device');

    // The second client signs in and sees only their own.
    const rowan = await accounts.create({ displayName: 'Rowan Birch', password: PASSWORD });
    await signInThroughUi(page, rowan.email, 'Rowan Birch');
    const rowanScreens = await everyScreen(page, imageId);
    expectScreensClean(rowanScreens, traces);
    expect(rowanScreens['/profile'].text).toContain('Rowan Birch');
    // /profile opens on Overview: her counts, not the last client's.
    expect(rowanScreens['/profile'].text).toMatch(/\b0\s*Saved Designs/);
    expectNoTrace(await readDeviceStorage(page), traces);
    const rowanDialog = await openLogOut(page, 'Rowan Birch');
    await rowanDialog.getByRole('button', { name: 'Log out and clear this device' }).click();
    await expect(page.getByText('Signed out and cleared this device')).toBeVisible({ timeout: 20_000 });

    // The first client signs in again: what the server holds of her is intact, the offline save included.
    await signInThroughUi(page, wrenna.email, 'Wrenna Thistlewood');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Wrenna Thistlewood' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'My Designs' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('No saved designs yet');
    const server = await serverRecords(page, wrennaUid, wrennaToken);
    expect(server.profile).toMatchObject({ firstName: 'Wrenna', lastName: 'Thistlewood', email: wrenna.email });
    expect(server.designs).toHaveLength(1);
  });

  test('keep my data here: the same client finds everything again; a different client sees none of it', async ({ page, accounts }) => {
    const ada = await accounts.create({ displayName: 'Ada Marrow', password: PASSWORD });
    const cy = await accounts.create({ displayName: 'Cy Fenwick', password: PASSWORD });
    await page.goto('/');
    await serviceWorkerReady(page);
    await signInThroughUi(page, ada.email, 'Ada Marrow');
    await openDesignerTab(page);
    await say(page, SECRET);
    const imageId = await generateDesign(page);
    await previewOnPhoto(page, imageId);
    await openDesignerTab(page, 'studio');
    await page.getByRole('button', { name: 'Save to profile' }).click();
    await expect(page.getByText('Saved to your profile')).toBeVisible();

    const dialog = await openLogOut(page, 'Ada Marrow');
    await dialog.getByRole('button', { name: 'Log out and keep my data here' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByText('Your work is kept on this device for your next sign-in.')).toBeVisible({ timeout: 10_000 });

    // A different client: nothing of Ada on any screen, and nothing of hers in the tables on show.
    const traces = ['Jonathan', 'secret hummingbird', 'Ada Marrow', ada.email, imageId];
    await signInThroughUi(page, cy.email, 'Cy Fenwick');
    expectScreensClean(await everyScreen(page, imageId), traces);
    const onShow = await page.evaluate(async () => {
      const open = indexedDB.open('inkclarity');
      const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
      const stores = Array.from(db.objectStoreNames).filter((name) => name !== 'keptRows' && name !== 'outbox');
      const all = await Promise.all(stores.map((store) => new Promise<unknown[]>((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      })));
      db.close();
      return JSON.stringify(all);
    });
    for (const trace of traces) expect(onShow).not.toContain(trace);
    const cyDialog = await openLogOut(page, 'Cy Fenwick');
    await cyDialog.getByRole('button', { name: 'Log out and keep my data here' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

    // Ada again: her conversation, brief, design, photo placement and profile copy are all back.
    await signInThroughUi(page, ada.email, 'Ada Marrow');
    // Her kept rows come back and the page starts again with them (after sign-in's own redirect).
    await expect(page.getByText('What you kept on this device is back.')).toBeVisible({ timeout: 20_000 });
    await openDesignerTab(page);
    await expect(page.getByTestId('message-list')).toContainText('Jonathan', { timeout: 20_000 });
    await openDesignerTab(page, 'studio');
    await expect(page.getByText('1 on this device')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved to profile' })).toBeVisible();
    await page.goto(`/preview/${imageId}`);
    await expect(page.getByTestId('preview-stage')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calf, olive skin' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('clearing with a change that cannot be sent: discarding it is her explicit choice', async ({ page, context, accounts }) => {
    const bea = await accounts.create({ displayName: 'Bea Lind', password: PASSWORD });
    await page.goto('/');
    await serviceWorkerReady(page);
    await signInThroughUi(page, bea.email, 'Bea Lind');
    const imageId = await generateDesign(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save to profile' }).click();
    await expect(page.getByText('Saved to your profile')).toBeVisible();
    const dialog = await openLogOut(page, 'Bea Lind');
    await dialog.getByRole('button', { name: 'Log out and clear this device' }).click();
    await expect(dialog.getByRole('alert')).toContainText("1 change couldn't be sent to your account.", { timeout: 30_000 });
    // Cancel keeps her signed in with everything as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('1 on this device')).toBeVisible();

    const again = await openLogOut(page, 'Bea Lind');
    await again.getByRole('button', { name: 'Log out and clear this device' }).click();
    await again.getByRole('button', { name: 'Discard it and clear this device' }).click();
    await expect(page.getByText('Signed out and cleared this device')).toBeVisible({ timeout: 20_000 });
    await context.setOffline(false);
    const storage = await readDeviceStorage(page);
    expectNoTrace(storage, [bea.uid, bea.email, imageId]);
    expect(storage.records['inkclarity/outbox']).toBe(0);
    // The server never had it.
    const token = await accounts.idToken(bea);
    expect(((await (await page.request.get(`/crm/designs/${bea.uid}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: unknown[] }).items).toEqual([]);
  });
});

test('screenshots and axe: the sign-out dialog, what it clears and a change that cannot be sent', async ({ page, context, accounts }) => {
  test.setTimeout(300_000);
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  const { THEMES, VIEWPORTS } = await import('./support/looks');
  const eve = await accounts.create({ displayName: 'Eve Marlow', password: PASSWORD });
  await page.goto('/');
  await serviceWorkerReady(page);
  await signInThroughUi(page, eve.email, 'Eve Marlow');
  await openDesignerTab(page);
  await say(page, 'a swallow for my grandad on my forearm');
  const imageId = await generateDesign(page);
  await previewOnPhoto(page, imageId);
  await openDesignerTab(page, 'studio');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save to profile' }).click();
  await expect(page.getByText('Saved to your profile')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      const shot = async (name: string) => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.screenshot({ path: `docs/screenshots/${name}-${viewport.name}-${theme}.png` });
      };
      const dialog = await openLogOut(page, 'Eve Marlow');
      await expect(dialog.getByText('Your design brief and the design you made (History)')).toBeVisible();
      await shot('sign-out-dialog');
      await dialog.getByRole('button', { name: 'Log out and clear this device' }).click();
      await expect(dialog.getByRole('alert')).toContainText("1 change couldn't be sent to your account.", { timeout: 30_000 });
      await shot('sign-out-unsent');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    }
  }
});
