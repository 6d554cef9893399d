/// <reference lib="webworker" />
/**
 * InkClarity's service worker (vite-plugin-pwa, injectManifest).
 *
 * - Precaches the app shell and every route chunk, so an offline cold start from the home screen
 *   opens any screen.
 * - Page navigations get the route's own pre-rendered page when the build made one (`/auth` →
 *   /auth.html, `/` → /index.html; scripts/build/prerender.ts), else /shell.html (the app with an
 *   empty root; the SPA routes it), except the API's GET paths, which must reach the server (or
 *   fail honestly) rather than get an HTML page.
 * - /chat is both a page (GET navigation) and the API's POST: only navigations are routed here;
 *   service workers never serve non-GET requests from cache, so POST /chat always hits the network.
 * - Background Sync (where the browser has it): the page registers the outbox's sync tag after a
 *   CRM write; when connectivity returns the browser fires `sync` here. Tokens live in the page's
 *   Firebase SDK, not here, so the worker asks the open pages to flush (under the same Web Lock)
 *   and waits for their answer; with no page open, or entries still waiting, the event fails and
 *   the browser tries again later.
 * - A new version waits; the page's "New version available — Reload" prompt posts SKIP_WAITING.
 *   clientsClaim lets the first install control the open page at once.
 * - The on-body preview's sample photos (/samples/) are not precached (the install stays small):
 *   each is cached the first time it is used, so a sample tried once works offline after.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** GET paths served by the product server itself; never answered with the app shell. */
const API_NAVIGATION_DENYLIST = [/^\/health$/, /^\/crm\//, /^\/v1\//, /^\/openapi\.json$/, /^\/app-config$/, /^\/docs(\/|$)/];

const precacheEntries = self.__WB_MANIFEST;
precacheAndRoute(precacheEntries);
cleanupOutdatedCaches();

/** Precached page files by URL path: '/index.html', '/auth.html', '/shell.html', … */
const precachedPages = new Set(
  precacheEntries.map((entry) => (typeof entry === 'string' ? entry : entry.url)).filter((url) => url.endsWith('.html')).map((url) => `/${url.replace(/^\//, '')}`),
);

/** The precached page for a navigation (mirrors server/static.ts pageFileFor). */
function pageFor(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return '/index.html';
  if (precachedPages.has(`${trimmed}.html`)) return `${trimmed}.html`;
  return precachedPages.has('/shell.html') ? '/shell.html' : '/index.html';
}

const pageHandlers = new Map<string, ReturnType<typeof createHandlerBoundToURL>>();
registerRoute(
  new NavigationRoute(
    (options) => {
      const page = pageFor(options.url.pathname);
      let handler = pageHandlers.get(page);
      if (!handler) pageHandlers.set(page, (handler = createHandlerBoundToURL(page)));
      return handler(options);
    },
    { denylist: API_NAVIGATION_DENYLIST },
  ),
);

/** The sample photos' runtime cache; its name says what it holds so a storage audit reads plainly. */
const SAMPLE_PHOTO_CACHE = 'inkclarity-sample-photos';
/** Room for every sample and its picker image twice over (a renamed set replaces the old one). */
const SAMPLE_PHOTO_MAX_ENTRIES = 24;

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/samples/'),
  new CacheFirst({ cacheName: SAMPLE_PHOTO_CACHE, plugins: [new ExpirationPlugin({ maxEntries: SAMPLE_PHOTO_MAX_ENTRIES })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Must match src/sync/syncEngine.ts (the worker bundle does not import the app). */
const OUTBOX_SYNC_TAG = 'inkclarity-outbox';
const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';
/** How long a page may take to send the queue before the sync event counts as failed. */
const FLUSH_ANSWER_TIMEOUT_MS = 60_000;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function askPageToFlush(client: Client): Promise<number> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('the page did not answer')), FLUSH_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ waiting?: number }>) => {
      clearTimeout(timer);
      resolve(event.data.waiting ?? 0);
    };
    client.postMessage({ type: OUTBOX_FLUSH_MESSAGE }, [channel.port2]);
  });
}

async function flushThroughPages(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length === 0) throw new Error('no open page can sign the outbox yet');
  const waiting = await Promise.any(pages.map(askPageToFlush));
  if (waiting > 0) throw new Error(`${waiting} changes still wait to sync`);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushThroughPages());
});

clientsClaim();
