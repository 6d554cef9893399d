import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Issue #15: the page's connect-src allows only our own origin (and Firebase), so the page itself
 * cannot reach the user's AI provider — own-key calls go through /byok-worker.js, whose own CSP
 * allows exactly the provider's origin. Two local "providers" on free ports play the outside world.
 */
test.use({ serviceWorkers: 'block' });

let providers: Server[] = [];
const origins: string[] = [];

test.beforeAll(async () => {
  providers = await Promise.all([0, 1].map(() => new Promise<Server>((resolve) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
      res.end('{"reached":true}');
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  })));
  for (const server of providers) origins.push(`http://localhost:${(server.address() as AddressInfo).port}`);
});
test.afterAll(async () => {
  await Promise.all(providers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test("the page cannot reach a provider; the own-key worker reaches exactly its provider's origin", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/.test(message.text())) violations.push(message.text()); });
  await page.goto('/');
  const [allowed, other] = origins;
  const result = await page.evaluate(async ({ allowed, other }) => {
    const direct = await fetch(`${allowed}/v1/models`).then(() => 'reached', (error: Error) => `blocked: ${error.name}`);
    const worker = new Worker(`/byok-worker.js?origin=${encodeURIComponent(allowed)}`);
    // The worker answers with the head, the body in pieces, then the end (or an error).
    type Reply = { id: number; kind: string; ok?: boolean; status?: number; chunk?: ArrayBuffer; message?: string };
    const ask = (id: number, url: string) => new Promise<{ ok: boolean; status?: number; body: string; message?: string }>((resolve) => {
      let head: Reply | null = null;
      let body = '';
      worker.addEventListener('message', function onMessage(event: MessageEvent<Reply>) {
        const reply = event.data;
        if (reply.id !== id) return;
        if (reply.kind === 'head') head = reply;
        if (reply.kind === 'chunk' && reply.chunk) body += new TextDecoder().decode(reply.chunk);
        if (reply.kind !== 'end' && reply.kind !== 'error') return;
        worker.removeEventListener('message', onMessage);
        resolve({ ok: reply.kind === 'end' && head?.ok === true, status: head?.status, body, message: reply.message });
      });
      worker.postMessage({ type: 'fetch', id, url, method: 'GET', headers: [] });
    });
    const viaWorker = await ask(1, `${allowed}/v1/models`);
    const elsewhere = await ask(2, `${other}/v1/models`);
    worker.terminate();
    return {
      direct,
      viaWorker: { ok: viaWorker.ok, status: viaWorker.status, body: viaWorker.body },
      elsewhere: { ok: elsewhere.ok, message: elsewhere.message },
    };
  }, { allowed, other });
  expect(result.direct).toBe('blocked: TypeError');
  expect(violations.some((text) => text.includes('connect-src'))).toBe(true);
  expect(result.viaWorker).toEqual({ ok: true, status: 200, body: '{"reached":true}' });
  expect(result.elsewhere.ok).toBe(false);
});
