/// <reference lib="webworker" />
/**
 * InkClarity's service worker (vite-plugin-pwa, injectManifest).
 *
 * - Precaches the app shell and every route chunk, so an offline cold start from the home screen
 *   opens any screen.
 * - Page navigations fall back to index.html (the SPA routes), except the API's GET paths, which
 *   must reach the server (or fail honestly) rather than get an HTML page.
 * - /chat is both a page (GET navigation) and the API's POST: only navigations are routed here;
 *   service workers never serve non-GET requests from cache, so POST /chat always hits the network.
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
const API_NAVIGATION_DENYLIST = [/^\/health$/, /^\/crm\//, /^\/v1\//, /^\/openapi\.json$/, /^\/docs(\/|$)/];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: API_NAVIGATION_DENYLIST }));

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

clientsClaim();
