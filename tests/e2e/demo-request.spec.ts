/**
 * Issue #20: the demo form really reaches someone. In Debian Chromium against the built app and
 * its own server process (support/ownServer.ts) whose DEMO_WEBHOOK_URL points at a stand-in HTTP
 * server in this test: what the stand-in receives is what the server stored (the webhook forwards
 * the stored record). Offline, the request waits in the outbox and is sent exactly once when the
 * browser is back online. Focus: Name when the dialog opens, the opening button after sending.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from './support/auth';
import { OwnServer, freePort } from './support/ownServer';

interface Delivery { body: { id: string; name: string; email: string; preferredDate: string; preferredTime: string; message: string; created_at: string } }

async function startWebhook(): Promise<{ url: string; deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    req.on('end', () => {
      deliveries.push({ body: JSON.parse(text) as Delivery['body'] });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo`,
    deliveries,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function fillDemoForm(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Book Your Demo' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('studio@example.com');
  await dialog.getByLabel('Preferred date').fill('2099-05-01');
  await dialog.getByLabel('Preferred time').fill('14:30');
  await dialog.getByLabel('Message (optional)').fill('Three artists, one tablet.');
}

test.describe('demo requests', () => {
  test.describe.configure({ mode: 'serial' });

  test('online: booked only once the server stored it; offline: queued, then sent exactly once when back online', async ({ browser, accounts }) => {
    test.setTimeout(180_000);
    const webhook = await startWebhook();
    const server = new OwnServer(await freePort(), accounts.emulator.url.replace(/^https?:\/\//, ''), { DEMO_WEBHOOK_URL: webhook.url });
    await server.start();
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    const posts: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/demo-requests') posts.push(request.postData() ?? '');
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      // The service worker controls the page, so the lazily loaded dialog opens offline too.
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // Online, from the hero button.
      const hero = page.getByRole('button', { name: 'Book a Demo' }).first();
      await hero.click();
      const dialog = page.getByRole('dialog', { name: 'Book Your Demo' });
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await fillDemoForm(page, 'Olga Online');
      await dialog.getByRole('button', { name: 'Book Demo' }).click();
      await expect(page.getByText('Demo Booked Successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(hero).toBeFocused();
      await expect.poll(() => webhook.deliveries.map((d) => d.body.name)).toEqual(['Olga Online']);
      expect(webhook.deliveries[0].body).toMatchObject({ email: 'studio@example.com', preferredDate: '2099-05-01', preferredTime: '14:30', message: 'Three artists, one tablet.' });

      // Offline, from the closing section's button.
      await context.setOffline(true);
      const closing = page.getByRole('button', { name: 'Book a Demo' }).last();
      await closing.click();
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await fillDemoForm(page, 'Otto Offline');
      await dialog.getByRole('button', { name: 'Book Demo' }).click();
      await expect(page.getByText("You're offline: it will be sent when you're back online")).toBeVisible();
      await expect(page.getByText('Demo Booked Successfully!')).toHaveCount(0);
      await expect(dialog).toBeHidden();
      await expect(closing).toBeFocused();
      expect(webhook.deliveries).toHaveLength(1);

      // Back online: the flusher sends it, the visitor is told, the server stores it once.
      await context.setOffline(false);
      await expect(page.getByText('Demo request sent')).toBeVisible({ timeout: 60_000 });
      await expect.poll(() => webhook.deliveries.map((d) => d.body.name)).toEqual(['Olga Online', 'Otto Offline']);
      // A reload (the flusher starts again) sends nothing more: it left the outbox for good.
      await page.reload();
      await page.waitForFunction(async () => {
        const open = indexedDB.open('inkclarity');
        const db = await new Promise<IDBDatabase>((resolve) => { open.onsuccess = () => resolve(open.result); });
        const count = await new Promise<number>((resolve) => {
          const req = db.transaction('outbox').objectStore('outbox').count();
          req.onsuccess = () => resolve(req.result);
        });
        db.close();
        return count === 0;
      });
      await expect(page.getByRole('button', { name: 'Book a Demo' }).first()).toBeVisible();
      expect(posts.filter((body) => body.includes('Otto Offline'))).toHaveLength(1);
      expect(posts.filter((body) => body.includes('Olga Online'))).toHaveLength(1);
      expect(webhook.deliveries).toHaveLength(2);
    } finally {
      await context.close();
      await server.stop();
      await webhook.close();
    }
  });

  test('server unreachable while online: saved and said so, then sent when the server is back', async ({ browser, accounts }) => {
    test.setTimeout(180_000);
    const webhook = await startWebhook();
    const server = new OwnServer(await freePort(), accounts.emulator.url.replace(/^https?:\/\//, ''), { DEMO_WEBHOOK_URL: webhook.url });
    await server.start();
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // Load the dialog's code while the server is up (the precache has it too).
      await page.getByRole('button', { name: 'Book a Demo' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Book Your Demo' });
      await server.stop();
      await fillDemoForm(page, 'Una Unreachable');
      await dialog.getByRole('button', { name: 'Book Demo' }).click();
      await expect(page.getByText("We couldn't reach the server yet: it will be sent automatically")).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText('Demo Booked Successfully!')).toHaveCount(0);
      await server.start();
      // The backoff timer (at most a minute) or the health check brings it through.
      await expect.poll(() => webhook.deliveries.map((d) => d.body.name), { timeout: 90_000 }).toEqual(['Una Unreachable']);
    } finally {
      await context.close();
      await server.stop();
      await webhook.close();
    }
  });
});
