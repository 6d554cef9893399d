/**
 * Booking that studios run on (issue #36), against the built app, the real server and the Auth
 * emulator. The shared e2e server (scripts/e2e-server.sh) makes *@pro.example.com accounts Pro and
 * *@mara-studio.example.com / *@lina-studio.example.com the studio accounts of Mara Voss and Lina
 * Ortiz; it has no payment provider, so its deposits are taken by hand. The deposit test runs its
 * own server pointed at a Stripe stand-in and signs the webhook with the stripe package's helper.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Stripe from 'stripe';
import { weekdayOf, zonedNow, type Weekday } from '../../src/engine/booking/slots';
import { freePort } from '../support/freePort';
import { pdfText } from '../support/pdfText';
import { startStripeStandIn } from '../support/stripeStandIn';
import { expect, test, uniqueEmail, type Accounts, type TestUser } from './support/auth';
import { OwnServer } from './support/ownServer';

const MARA = 'artist-mara-voss'; // Europe/Berlin, Tue–Fri 10–18, deposit €50
const LINA = 'artist-lina-ortiz'; // Europe/Madrid, Wed–Sat 12–20, Sun 12–17, no deposit

function nextWeekday(day: Weekday, daysAhead: number, zone = 'Europe/Berlin'): string {
  let time = Date.parse(`${zonedNow(zone).date}T00:00:00Z`) + daysAhead * 86_400_000;
  while (weekdayOf(new Date(time).toISOString().slice(0, 10)) !== day) time += 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

const emailAt = (prefix: string, domain: string) => uniqueEmail(prefix).replace('@example.com', `@${domain}`);

async function appointmentsOf(request: APIRequestContext, user: TestUser, base = '') {
  const response = await request.get(`${base}/crm/appointments/${user.uid}`, { headers: { authorization: `Bearer ${user.idToken}` } });
  return (await response.json()) as { id: string; user_id: string; status: string; date: string; time: string; has_pack: boolean; proposal: unknown }[];
}

async function book(request: APIRequestContext, user: TestUser, body: Record<string, unknown>, base = '') {
  const response = await request.post(`${base}/crm/appointments`, { headers: { authorization: `Bearer ${user.idToken}` }, data: { type: 'Session', ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; user_id: string };
}

async function pickSlot(scope: Page | ReturnType<Page['locator']>, date: string, time: string) {
  await scope.getByLabel('Date').first().fill(date);
  await scope.getByRole('radiogroup', { name: 'Open times' }).getByText(time, { exact: true }).click();
}

/**
 * Signed in on /booking first (an account screen starts Firebase at once), then the assistant: /chat
 * alone starts it only on a device that was signed in before, which a fresh test browser is not.
 */
async function openChat(page: Page, accounts: Accounts, user: TestUser) {
  await accounts.signIn(page, user, '/booking');
  await page.getByRole('banner').getByRole('button', { name: 'AI Assistant' }).waitFor();
  await page.goto('/chat');
  await expect(page.getByTestId('connection-status')).toHaveText('Connected', { timeout: 20_000 });
}

/** Toasts (e.g. 'Ready to work offline') are dismissed before a screenshot so they never hide the screen under them. */
async function dismissToasts(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await button.click().catch(() => undefined);
}

/** Phone and desktop shots of the screen's top, or of `target` scrolled into view at each size. */
async function shoot(page: Page, name: string, target: Locator | 'top' = 'top') {
  for (const [device, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    await page.setViewportSize(size);
    if (target === 'top') await page.evaluate(() => window.scrollTo(0, 0));
    // Scrolled to the target, then down by the sticky header's height so the header does not cover its top.
    else await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().height ?? 0) + 16));
    });
    await dismissToasts(page);
    await page.screenshot({ path: `docs/screenshots/${name}-${device}-${scheme(page)}.png` });
  }
}

const schemes = new WeakMap<Page, string>();
const scheme = (page: Page) => schemes.get(page) ?? 'light';

async function axeClean(page: Page) {
  // A colour scheme switched just before still has its colour transitions running: axe would read
  // the colours half way (seen once under load). Wait for every finite animation to end.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor browses, filters and opens an artist, then signs up and lands back on the same slot', async ({ page }) => {
  await page.goto('/booking');
  const cards = page.getByTestId('artist-card');
  await expect(cards).toHaveCount(8);
  await page.getByRole('combobox', { name: 'Style', exact: true }).selectOption('watercolor');
  await expect(cards).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Style', exact: true }).selectOption('');
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('Barcelona');
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('link', { name: 'Lina Ortiz', exact: true }).click();
  await expect(page).toHaveURL(/\/artists\/artist-lina-ortiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lina Ortiz' })).toBeVisible();
  await expect(page.getByText('No deposit.')).toBeVisible();
  const date = nextWeekday('thu', 9, 'Europe/Madrid');
  await pickSlot(page, date, '15:00');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const email = uniqueEmail('visitor');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('visiting-artists-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Back on booking with Lina and the same date and time chosen, ready to request.
  await expect(page).toHaveURL(new RegExp(`/booking\\?artist=${LINA}&date=${date}&time=15%3A00$`), { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Artist', exact: true })).toHaveValue(LINA);
  await expect(page.getByRole('radio', { name: '15:00' })).toBeChecked();
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByTestId('appointment-card').filter({ hasText: 'with Lina Ortiz' })).toContainText(`${date} at 15:00`);
});

test('a free account requests, reschedules and cancels, and sees what the Booking Agent would do', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Free Plan' });
  await accounts.signIn(page, user, `/booking?artist=${LINA}`);
  await expect(page.getByRole('heading', { name: 'Booking Agent is a Pro feature' })).toBeVisible();
  await expect(page.getByText('Holds the slot you pick, with your design and brief attached')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to get Pro' })).toBeVisible();
  const date = nextWeekday('fri', 9, 'Europe/Madrid');
  await pickSlot(page, date, '13:00');
  await expect(page.getByTestId('deposit-rules')).toContainText('Lina Ortiz takes no deposit.');
  await page.getByRole('button', { name: 'Request appointment' }).click();
  const card = page.getByTestId('appointment-card').filter({ hasText: 'with Lina Ortiz' });
  await expect(card).toContainText('Requested');
  await expect(card.getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  await pickSlot(card, date, '17:00');
  await card.getByRole('button', { name: 'Move to this time' }).click();
  await expect(card).toContainText(`${date} at 17:00`);
  await expect.poll(async () => (await appointmentsOf(page.request, user))[0]?.time, { timeout: 20_000 }).toBe('17:00');
  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(card).toContainText('Cancelled');
  await expect.poll(async () => (await appointmentsOf(page.request, user))[0]?.status, { timeout: 20_000 }).toBe('cancelled');
});

test('a Pro account books through the assistant: the Booking Agent holds the offered slot', async ({ page, accounts }) => {
  // Two accounts, a chat answer, a hold, the studio's answer, a reload and the Booking screen: past
  // the default 60 s on a loaded 2-core machine (it timed out on the last click).
  test.setTimeout(150_000);
  const user = await accounts.create({ email: emailAt('pro', 'pro.example.com'), displayName: 'Pro Agent' });
  await openChat(page, accounts, user);
  const input = page.getByPlaceholder('Tell me about your tattoo idea...');
  await input.fill('Can you recommend a tattoo artist for a japanese koi sleeve?');
  await input.press('Enter');
  const kenji = page.getByTestId('reply-card').filter({ hasText: 'Kenji Arata' });
  const hold = kenji.getByRole('button', { name: /^Hold \d{4}-\d{2}-\d{2} at \d{2}:\d{2}$/ });
  await expect(hold).toBeVisible();
  const [, date, time] = /^Hold (\S+) at (\S+)$/.exec((await hold.textContent()) ?? '') ?? [];
  await hold.click();
  await expect(kenji.getByRole('status')).toContainText(`Held: ${date} at ${time} with Kenji Arata`);
  await expect.poll(async () => (await appointmentsOf(page.request, user)).map((a) => `${a.date} ${a.time} ${a.status}`), { timeout: 20_000 })
    .toEqual([`${date} ${time} requested`]);

  // The studio accepts: the Booking Agent takes the deposit step on the same card. This server has no
  // payment provider, so Kenji's $100 deposit is taken by the studio directly, and the chat says so.
  const studio = await accounts.create({ email: emailAt('kenji', 'kenji-studio.example.com'), displayName: 'Kenji Arata' });
  const [held] = await appointmentsOf(page.request, user);
  const accepted = await page.request.put(`/crm/studio/requests/${user.uid}/${held?.id ?? ''}`, {
    headers: { authorization: `Bearer ${studio.idToken}` }, data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('connection-status')).toHaveText('Connected', { timeout: 20_000 });
  await expect(kenji.getByTestId('chat-deposit')).toContainText('Deposit US$100.00 due: this studio takes it directly', { timeout: 20_000 });

  await kenji.getByRole('link', { name: 'See it on Booking' }).click();
  await expect(page.getByTestId('appointment-card').filter({ hasText: 'with Kenji Arata' })).toContainText(`${date} at ${time}`);
});

test('a free account is offered the same slot on Booking, never a dead end', async ({ page, accounts }) => {
  const user = await accounts.create({ displayName: 'Free Chat' });
  await openChat(page, accounts, user);
  const input = page.getByPlaceholder('Tell me about your tattoo idea...');
  await input.fill('Can you recommend a tattoo artist for a japanese koi sleeve?');
  await input.press('Enter');
  const kenji = page.getByTestId('reply-card').filter({ hasText: 'Kenji Arata' });
  await expect(kenji.getByText('With Pro, the Booking Agent holds it for you right here')).toBeVisible();
  await kenji.getByRole('link', { name: /^Request .* on Booking$/ }).click();
  await expect(page).toHaveURL(/\/booking\?artist=artist-kenji-arata&date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}$/);
  await expect(page.getByRole('combobox', { name: 'Artist', exact: true })).toHaveValue('artist-kenji-arata');
});

test('the hand-off pack is made offline, kept, downloadable, and its text reads right', async ({ page, context, accounts }) => {
  const user = await accounts.create({ displayName: 'Pack Maker' });
  await accounts.signIn(page, user, `/booking?artist=${LINA}`);
  await expect(page.getByTestId('artist-card')).toHaveCount(8);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  const date = nextWeekday('sat', 9, 'Europe/Madrid');
  await page.getByRole('radio', { name: 'Session' }).check();
  await pickSlot(page, date, '14:00');
  await page.getByLabel('Idea').fill('A swallow carrying a letter');
  await page.getByRole('textbox', { name: 'Style' }).fill('watercolor');
  await page.getByRole('textbox', { name: 'Placement' }).fill('left wrist');
  await page.getByLabel('Width (cm)').fill('6');
  await page.getByLabel('Height (cm)').fill('4');
  await page.getByLabel('Lettering').fill('Élodie 1987');
  await page.getByLabel('References').fill('Barn swallow photo\nMy grandmother’s handwriting');
  await page.getByLabel('Budget').fill('€200–250');
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Hand-off pack attached')).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId('appointment-card').filter({ hasText: 'with Lina Ortiz' });
  await expect(card.getByText('Pack not sent yet')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download hand-off pack' }).click()]);
  const { pages, text } = await pdfText(new Uint8Array(fs.readFileSync(await download.path())));
  expect(pages).toBe(1);
  for (const expected of [
    'Hand-off pack', `Session with Lina Ortiz · ${date} at 14:00 (Europe/Madrid)`, 'Client: Pack Maker', 'A swallow carrying a letter',
    'Style: watercolor · Placement: left wrist · Size: 6 × 4 cm', '“Élodie 1987”', 'É (U+00C9) · l · o · d · i · e · (space) · 1 · 9 · 8 · 7 — 11 characters',
    '1. Barn swallow photo', '2. My grandmother’s handwriting', '€200–250',
  ]) expect(text).toContain(expected);
  // Back online: the request syncs, then its pack follows.
  await context.setOffline(false);
  await expect(card.getByText('Pack not sent yet')).toBeHidden({ timeout: 40_000 });
  await expect.poll(async () => (await appointmentsOf(page.request, user))[0]?.has_pack, { timeout: 20_000 }).toBe(true);
});

test('the artist confirms from /studio and the person sees it on the Appointments tab', async ({ browser, page, accounts }) => {
  const client = await accounts.create({ displayName: 'Cleo Client' });
  const date = nextWeekday('wed', 11, 'Europe/Madrid');
  await book(page.request, client, { artist: LINA, date, time: '16:00', details: { idea: 'Olive branch', lettering: 'Paz' } });
  const studio = await accounts.create({ email: emailAt('lina', 'lina-studio.example.com'), displayName: 'Lina Ortiz' });
  const studioPage = await (await browser.newContext()).newPage();
  await accounts.signIn(studioPage, studio, '/studio');
  const request = studioPage.getByTestId('studio-request').filter({ hasText: 'Cleo Client' });
  await expect(request).toContainText(`${date} at 16:00`);
  await expect(request).toContainText('Olive branch');
  await expect(request).toContainText('Paz');
  await request.getByLabel('Note to the client (optional)').fill('See you then!');
  await request.getByRole('button', { name: 'Confirm' }).click();
  await expect(request).toContainText('Confirmed');

  await accounts.signIn(page, client, '/profile?tab=appointments');
  await expect(page.getByTestId('studio-update')).toHaveText('Confirmed by Lina Ortiz. “See you then!”', { timeout: 20_000 });
  await studioPage.context().close();
});

test('the studio proposes another time: the person declines one proposal and takes the next', async ({ page, accounts }) => {
  const client = await accounts.create({ displayName: 'Pia Proposal' });
  const studio = await accounts.create({ email: emailAt('lina', 'lina-studio.example.com'), displayName: 'Lina Ortiz' });
  const date = nextWeekday('thu', 12, 'Europe/Madrid');
  const other = nextWeekday('fri', 12, 'Europe/Madrid');
  const created = await book(page.request, client, { artist: LINA, date, time: '13:00' });
  const propose = async (time: string, note: string) => {
    const response = await page.request.put(`/crm/studio/requests/${client.uid}/${created.id}`, {
      headers: { authorization: `Bearer ${studio.idToken}` }, data: { action: 'propose', date: other, time, note },
    });
    expect(response.status()).toBe(200);
  };
  await propose('14:00', 'Thursday is full');

  await accounts.signIn(page, client, '/booking');
  const card = page.getByTestId('appointment-card').filter({ hasText: 'with Lina Ortiz' });
  await expect(card).toContainText(`Lina Ortiz proposes ${other} at 14:00 — “Thursday is full”`);
  await card.getByRole('button', { name: 'Decline this time' }).click();
  await expect(card).not.toContainText('proposes');
  await expect(card).toContainText(`${date} at 13:00`);
  // The decline has reached the server (its proposal is gone) before the studio proposes again.
  await expect.poll(async () => (await appointmentsOf(page.request, client)).find((entry) => entry.id === created.id), { timeout: 20_000 })
    .toMatchObject({ status: 'requested', date, time: '13:00', proposal: null });

  await propose('15:00', 'Or Friday afternoon?');
  await page.reload();
  await expect(card).toContainText(`Lina Ortiz proposes ${other} at 15:00`, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Take this time' }).click();
  // Lina takes no deposit: the proposal taken is the appointment confirmed.
  await expect(card).toContainText(`${other} at 15:00`);
  await expect(card).toContainText('Confirmed', { timeout: 20_000 });
});

test('a decline made offline, sent after the studio proposed again, leaves the newer proposal; the studio sees a later decline', async ({ browser, page, context, accounts }) => {
  test.setTimeout(150_000);
  const client = await accounts.create({ displayName: 'Oona Offline' });
  const studio = await accounts.create({ email: emailAt('lina', 'lina-studio.example.com'), displayName: 'Lina Ortiz' });
  const date = nextWeekday('thu', 26, 'Europe/Madrid');
  const other = nextWeekday('fri', 26, 'Europe/Madrid');
  const created = await book(page.request, client, { artist: LINA, date, time: '13:00' });
  // The studio answers from its own connection (the person's browser goes offline below).
  const studioApiContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const propose = async (time: string, note: string) => {
    const response = await studioApiContext.request.put(`/crm/studio/requests/${client.uid}/${created.id}`, {
      headers: { authorization: `Bearer ${studio.idToken}` }, data: { action: 'propose', date: other, time, note },
    });
    expect(response.status()).toBe(200);
  };
  await accounts.signIn(page, client, '/booking');
  await propose('14:00', 'Thursday is full');
  await page.reload();
  const card = page.getByTestId('appointment-card').filter({ hasText: 'with Lina Ortiz' });
  // After a reload the signed-in part loads again: on a loaded 2-core machine that took over 10 s.
  await expect(card).toContainText(`Lina Ortiz proposes ${other} at 14:00`, { timeout: 30_000 });

  // Offline, the person declines: the card shows it at once, waiting to sync.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Decline this time' }).click();
  await expect(card).not.toContainText('proposes');
  await expect(card).toContainText('Waiting to sync');
  // Meanwhile the studio proposes again.
  await propose('16:00', 'Or Friday at four?');

  // Back online: the late decline is refused (it named the first proposal); the newer one stays and the card says why.
  await context.setOffline(false);
  await expect(card).toContainText(`Lina Ortiz proposes ${other} at 16:00 — “Or Friday at four?”`, { timeout: 30_000 });
  await expect(card.getByTestId('proposed-again')).toHaveText(
    'Lina Ortiz proposed a new time before your answer arrived, so your answer was not sent. Here is the new time.',
  );
  await expect(card).not.toContainText('Waiting to sync');
  await expect(card).not.toContainText('Not accepted by the server');
  const onServer = (await appointmentsOf(page.request, client)).find((entry) => entry.id === created.id);
  expect(onServer).toMatchObject({ status: 'requested', date, time: '13:00', proposal: { date: other, time: '16:00' } });

  // The person declines the newer time (online); the line goes, and the studio's list says what was declined.
  await card.getByRole('button', { name: 'Decline this time' }).click();
  await expect(card.getByTestId('proposed-again')).toHaveCount(0);
  await expect.poll(async () => (await appointmentsOf(page.request, client)).find((entry) => entry.id === created.id)?.proposal, { timeout: 20_000 }).toBeNull();
  const studioContext = await browser.newContext();
  const studioPage = await studioContext.newPage();
  await accounts.signIn(studioPage, studio, '/studio');
  const request = studioPage.getByTestId('studio-request').filter({ hasText: 'Oona Offline' });
  await expect(request.getByTestId('declined-proposal')).toContainText(
    `Proposed time declined. Oona Offline declined your proposed time ${other} at 16:00 on `,
  );
  await expect(request.getByTestId('declined-proposal')).toContainText(`Confirm their requested ${date} at 13:00, or propose another time.`);
  for (const colorScheme of ['light', 'dark'] as const) {
    await studioPage.emulateMedia({ colorScheme });
    schemes.set(studioPage, colorScheme);
    await axeClean(studioPage);
    await shoot(studioPage, 'studio-declined-proposal', request);
  }
  await studioContext.close();
  await studioApiContext.close();
});

test('a deposit: studio accepts, rules shown before paying, Stripe Checkout, confirmed only by the signed webhook', async ({ browser, accounts }) => {
  test.setTimeout(180_000);
  const stand = await startStripeStandIn();
  const secret = 'whsec_e2e_inkclarity';
  const server = new OwnServer(await freePort(), accounts.emulator.url.replace(/^https?:\/\//, ''), {
    STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: stand.url,
    ARTIST_ACCOUNTS: '*@mara-studio.example.com=artist-mara-voss',
  });
  await server.start();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const client = await accounts.create({ displayName: 'Dora Deposit' });
    const studio = await accounts.create({ email: emailAt('mara', 'mara-studio.example.com'), displayName: 'Mara Voss' });
    await page.request.get(`${server.url}/crm/profile/firebase/${studio.uid}`, { headers: { authorization: `Bearer ${studio.idToken}` } });
    await page.request.get(`${server.url}/crm/profile/firebase/${client.uid}`, { headers: { authorization: `Bearer ${client.idToken}` } });
    const date = nextWeekday('thu', 12);
    const created = await book(page.request, client, { artist: MARA, date, time: '12:00' }, server.url);
    const accepted = await page.request.put(`${server.url}/crm/studio/requests/${client.uid}/${created.id}`, {
      headers: { authorization: `Bearer ${studio.idToken}` }, data: { action: 'accept' },
    });
    expect(accepted.status()).toBe(200);

    await accounts.signIn(page, client, '/booking');
    const card = page.getByTestId('appointment-card').filter({ hasText: 'with Mara Voss' });
    await expect(card).toContainText('Deposit due');
    await card.getByRole('button', { name: 'Pay deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit: €50.00' })).toBeVisible();
    await expect(page.getByTestId('refund-rules')).toContainText('Cancel or move at least 48 hours ahead');
    await page.getByRole('button', { name: 'Continue to pay €50.00' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stand.url}/pay/cs_test_`));
    await expect(page.getByRole('heading', { name: 'Test checkout (stand-in for Stripe)' })).toBeVisible();
    const session = stand.sessions.at(-1);
    expect(session).toMatchObject({ amount_total: 5000, currency: 'eur' });

    // Stripe's signed event: a forged one is refused, the real one confirms, a replay changes nothing.
    const payload = JSON.stringify(stand.completedEvent(session?.id ?? ''));
    const post = (signature: string) => page.request.post(`${server.url}/webhooks/stripe`, { headers: { 'content-type': 'application/json', 'stripe-signature': signature }, data: payload });
    expect((await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))).status()).toBe(400);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(await (await post(signature)).json()).toMatchObject({ outcome: 'confirmed' });
    expect(await (await post(signature)).json()).toMatchObject({ outcome: 'replayed' });

    await page.goto('/profile?tab=appointments&deposit=paid');
    await expect(page.getByTestId('studio-update')).toHaveText('Confirmed by Mara Voss. Deposit €50.00 paid.', { timeout: 20_000 });
  } finally {
    await context.close();
    await server.dispose();
    await stand.close();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe and screenshots of the public directory, an artist page, /studio and the person's appointments in ${colorScheme}`, async ({ browser, page, accounts }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme });
    schemes.set(page, colorScheme);
    // A visitor: the directory with a slot chosen, then an artist's page.
    await page.goto(`/booking?artist=${MARA}`);
    await expect(page.getByTestId('artist-card')).toHaveCount(8);
    await pickSlot(page, nextWeekday('tue', 8), '13:00');
    await axeClean(page);
    await shoot(page, 'booking-public');
    await shoot(page, 'booking-public-request', page.getByRole('region', { name: /^Open times with/ }));
    await page.goto(`/artists/${MARA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mara Voss' })).toBeVisible();
    await axeClean(page);
    await shoot(page, 'artist-page');

    // The studio's side with a request and its details.
    const client = await accounts.create({ displayName: 'Shot Client' });
    // Light and dark share one server: each asks for its own slot, or the second is refused as taken (409).
    const created = await book(page.request, client, { artist: MARA, date: nextWeekday('wed', colorScheme === 'light' ? 13 : 20), time: '10:00', details: { idea: 'A koi and a lotus', lettering: 'Ruth', budget: '€400', references: ['Koi photo'] } });
    const studio = await accounts.create({ email: emailAt('mara', 'mara-studio.example.com'), displayName: 'Mara Voss' });
    await accounts.signIn(page, studio, '/studio');
    await expect(page.getByTestId('studio-request').first()).toBeVisible();
    await axeClean(page);
    await shoot(page, 'studio');

    // The studio accepts (this server takes deposits by hand): the person's card and profile tab say so.
    const accepted = await page.request.put(`/crm/studio/requests/${client.uid}/${created.id}`, {
      headers: { authorization: `Bearer ${studio.idToken}` }, data: { action: 'accept', note: 'Bring a reference photo' },
    });
    expect(accepted.status()).toBe(200);
    const person = await browser.newContext({ colorScheme });
    const personPage = await person.newPage();
    schemes.set(personPage, colorScheme);
    await accounts.signIn(personPage, client, '/booking');
    const card = personPage.getByTestId('appointment-card').filter({ hasText: 'with Mara Voss' });
    await expect(card).toContainText('Deposit due');
    await axeClean(personPage);
    await shoot(personPage, 'booking-appointment-deposit', card);
    await personPage.goto('/profile?tab=appointments');
    await expect(personPage.getByTestId('studio-update')).toBeVisible({ timeout: 20_000 });
    await axeClean(personPage);
    await shoot(personPage, 'profile-appointments');
    await person.close();
  });
}
