/**
 * /booking (issue #14) against the built app, the real server and the Auth emulator. The e2e
 * server makes every *@pro.example.com account Pro (scripts/e2e-server.sh, PRO_UIDS).
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { weekdayOf, zonedNow, type Weekday } from '../../src/engine/booking/slots';
import { expect, test, uniqueEmail, type TestUser } from './support/auth';

const MARA = 'artist-mara-voss'; // Europe/Berlin, Tue–Fri 10:00–18:00

function nextWeekday(day: Weekday, daysAhead: number): string {
  let time = Date.parse(`${zonedNow('Europe/Berlin').date}T00:00:00Z`) + daysAhead * 86_400_000;
  while (weekdayOf(new Date(time).toISOString().slice(0, 10)) !== day) time += 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

async function serverAppointments(request: APIRequestContext, user: TestUser, token: string) {
  const response = await request.get(`/crm/appointments/${user.uid}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { id: string; artist: string; date: string; time: string; status: string; notes: string; type: string }[];
}

async function pickSlot(page: Page, date: string, time: string) {
  await page.getByLabel('Date').first().fill(date);
  await page.getByRole('radiogroup', { name: 'Open times' }).getByText(time, { exact: true }).click();
}

test('a Pro user browses, filters, books with a design, gets the .ics, reschedules and cancels', async ({ page, accounts }) => {
  const user = await accounts.create({ email: uniqueEmail('pro').replace('@example.com', '@pro.example.com'), displayName: 'Pro Booker' });
  // A saved design to attach (made through the API, as the designer would).
  const design = await page.request.post('/crm/designs/save', {
    headers: { authorization: `Bearer ${user.idToken}` },
    data: { style: 'neo-traditional', placement: 'forearm', size: 'medium', colors: 'jewel tones' },
  });
  expect(design.status()).toBe(201);
  const designId = ((await design.json()) as { id: string }).id;

  await accounts.signIn(page, user, `/booking?artist=${MARA}`);
  // Hand-off pre-selection: /booking?artist=<id>.
  await expect(page.getByRole('button', { name: 'Selected' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Artist', exact: true })).toHaveValue(MARA);

  // Filter by style, then city.
  const cards = page.getByTestId('artist-card');
  await expect(cards).toHaveCount(8);
  await page.getByRole('combobox', { name: 'Style', exact: true }).selectOption('japanese');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Kenji Arata');
  await page.getByRole('combobox', { name: 'Style', exact: true }).selectOption('');
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('Berlin');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Eisenherz Tattoo');
  await expect(cards.first().getByRole('img')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('');

  // Request: type, date, open time (with the studio's zone), notes, attached design.
  const date = nextWeekday('wed', 8);
  await page.getByRole('radio', { name: 'Session' }).check();
  await expect(page.getByText('Times are in the studio’s time zone: Europe/Berlin')).toBeVisible();
  await pickSlot(page, date, '11:00');
  await page.getByLabel('Notes').fill('Fox on the forearm');
  await page.getByLabel('Attach a saved design (optional)').selectOption(designId);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Session with Mara Voss' });
  await expect(card).toContainText(`${date} at 11:00`);
  await expect(card).toContainText('Requested');
  await expect(card.getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
  const stored = await serverAppointments(page.request, user, user.idToken);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ artist: MARA, date, time: '11:00', type: 'Session', status: 'requested' });
  expect(stored[0].notes).toContain('Fox on the forearm');
  expect(stored[0].notes).toContain(designId);

  // The taken slot is no longer offered.
  await pickSlot(page, date, '12:00');
  await expect(page.getByRole('radiogroup', { name: 'Open times' }).getByText('11:00', { exact: true })).toHaveCount(0);

  // Add to calendar.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Add to calendar' }).click()]);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${date.replaceAll('-', '')}T`);
  expect(ics).toContain('SUMMARY:Session with Mara Voss');
  expect(ics).toContain('LOCATION:Eisenherz Tattoo\\, Berlin');

  // Reschedule: the old slot is freed.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  await card.getByLabel('Date').fill(date);
  await card.getByRole('radiogroup', { name: 'Open times' }).getByText('15:00', { exact: true }).click();
  await card.getByRole('button', { name: 'Move to this time' }).click();
  await expect(card).toContainText(`${date} at 15:00`);
  await expect.poll(async () => (await serverAppointments(page.request, user, user.idToken))[0]?.time, { timeout: 20_000 }).toBe('15:00');

  // Cancel, with confirmation.
  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(card).toContainText('Cancelled');
  await expect.poll(async () => (await serverAppointments(page.request, user, user.idToken))[0]?.status, { timeout: 20_000 }).toBe('cancelled');
});

test('an offline booking shows as waiting and syncs when the network is back', async ({ page, context, accounts }) => {
  const user = await accounts.create({ email: uniqueEmail('pro').replace('@example.com', '@pro.example.com'), displayName: 'Offline Booker' });
  await accounts.signIn(page, user, `/booking?artist=${MARA}`);
  await expect(page.getByTestId('artist-card')).toHaveCount(8);
  // The service worker controls the page, so the app shell reloads with no network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  const date = nextWeekday('thu', 9);
  await pickSlot(page, date, '16:00');
  await expect(page.getByText('You’re offline')).toBeVisible();
  await page.getByRole('button', { name: 'Request appointment' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'with Mara Voss' });
  await expect(card.getByText('Waiting to sync')).toBeVisible();
  // The directory and the appointment show from Dexie after a reload offline.
  // A cold reload with no network loads the signed-in part's chunks from the service worker: slow on a busy machine.
  await page.reload();
  await expect(page.getByTestId('artist-card')).toHaveCount(8, { timeout: 20_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'with Mara Voss' }).getByText('Waiting to sync')).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  await expect(page.getByRole('listitem').filter({ hasText: 'with Mara Voss' }).getByText('Waiting to sync')).toBeHidden({ timeout: 30_000 });
  const stored = await serverAppointments(page.request, user, user.idToken);
  expect(stored).toMatchObject([{ date, time: '16:00', status: 'requested' }]);
});

test('a double booking is refused with its message', async ({ page, accounts }) => {
  const first = await accounts.create({ email: uniqueEmail('pro').replace('@example.com', '@pro.example.com') });
  const date = nextWeekday('fri', 10);
  const body = { type: 'Session', artist: MARA, date, time: '10:00' };
  const ok = await page.request.post('/crm/appointments', { headers: { authorization: `Bearer ${first.idToken}` }, data: body });
  expect(ok.status()).toBe(201);
  const second = await accounts.create({ email: uniqueEmail('pro').replace('@example.com', '@pro.example.com') });
  const refused = await page.request.post('/crm/appointments', { headers: { authorization: `Bearer ${second.idToken}` }, data: body });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ error: { code: 'slot_taken', message: `Mara Voss is already booked on ${date} at 10:00. Pick another time.` } });
  // And the screen does not offer it.
  await accounts.signIn(page, second, `/booking?artist=${MARA}`);
  await page.getByLabel('Date').first().fill(date);
  await expect(page.getByRole('radiogroup', { name: 'Open times' }).getByText('11:00', { exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Open times' }).getByText('10:00', { exact: true })).toHaveCount(0);
});

// A free account's booking and the Booking Agent in the assistant: tests/e2e/studio-booking.spec.ts (issue #36).

for (const scheme of ['light', 'dark'] as const) {
  test(`axe and screenshots of /booking in ${scheme}`, async ({ page, accounts }) => {
    const user = await accounts.create({ email: uniqueEmail('pro').replace('@example.com', '@pro.example.com'), displayName: 'Shot Taker' });
    await page.emulateMedia({ colorScheme: scheme });
    await accounts.signIn(page, user, `/booking?artist=${MARA}`);
    await expect(page.getByTestId('artist-card')).toHaveCount(8);
    await pickSlot(page, nextWeekday('tue', 8), '13:00');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Request appointment' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/booking-form-${name}-${scheme}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/booking-${name}-${scheme}.png` });
    }
  });
}
