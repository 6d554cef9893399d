/**
 * Bring-your-own-key calls leave the browser for the provider the user typed in, which the
 * server cannot know in advance. Instead of opening the page's `connect-src` to every https host,
 * those calls go through a dedicated worker, `/byok-worker.js?origin=<the user's provider
 * origin>`: the page's own policy allows only 'self' and the Firebase hosts, and this worker's
 * response carries a policy allowing exactly the one origin it was started for (dedicated
 * workers take their CSP from their own response, not from the page). See docs/security.md.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from './errors.ts';

export const BYOK_WORKER_PATH = '/byok-worker.js';

/**
 * The worker: relays fetches posted by the page to the one allowed origin and posts the answer
 * back as it arrives — `head` (status and headers), one `chunk` per piece of the body, then `end`
 * — so a streamed reply (server-sent events) reaches the page piece by piece. A failure is
 * `{ ok: false, name, message }`, before or during the body.
 */
export const BYOK_WORKER_SOURCE = `'use strict';
const allowed = new URL(self.location.href).searchParams.get('origin');
const inFlight = new Map();
self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === 'abort') {
    const controller = inFlight.get(message.id);
    if (controller) controller.abort();
    return;
  }
  const controller = new AbortController();
  inFlight.set(message.id, controller);
  const id = message.id;
  try {
    if (new URL(message.url).origin !== allowed) throw new TypeError('This worker only connects to ' + allowed);
    const response = await fetch(message.url, { method: message.method, headers: message.headers, body: message.body, signal: controller.signal });
    self.postMessage({ id, kind: 'head', ok: true, status: response.status, statusText: response.statusText, headers: [...response.headers] });
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
        self.postMessage({ id, kind: 'chunk', chunk }, [chunk]);
      }
    }
    self.postMessage({ id, kind: 'end' });
  } catch (error) {
    self.postMessage({ id, kind: 'error', ok: false, name: error && error.name, message: String((error && error.message) || error) });
  } finally {
    inFlight.delete(id);
  }
};
`;

/**
 * The one origin a worker may reach: https anywhere, or plain http on this machine (a local
 * model server such as Ollama). Returns the normalised origin, or null.
 */
export function byokOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== value) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return url.origin;
  return null;
}

const workerQuery = z.strictObject({ origin: z.string().min(1).max(300) });

export function registerByokWorker(app: FastifyInstance): void {
  app.get(BYOK_WORKER_PATH, { schema: { hide: true, querystring: workerQuery } }, async (request, reply) => {
    const origin = byokOrigin((request.query as z.infer<typeof workerQuery>).origin);
    if (origin === null) {
      throw new ApiError(400, 'invalid_request', 'origin must be an https origin (or http on localhost), with no path.', { 'querystring.origin': 'Not an allowed origin' });
    }
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', `default-src 'none'; connect-src ${origin}`)
      .send(BYOK_WORKER_SOURCE);
  });
}
