import { useAuthStore } from '@/shared/auth/authStore';
import { whenDatabaseInUse } from '@/db/databasePresence';
import { afterLoadWhenIdle } from '@/shared/scheduling/afterLoadWhenIdle';
import { registerServiceWorker } from './pwa/serviceWorker';
import { startAuth } from './authStart';
import { showOwnerNotice } from './ownerNotice';

/**
 * Services started after first paint (AppLayout, in an idle moment), each only when there is
 * something for it to do, so a first visit runs as little as possible before the visitor's first
 * tap (DESIGN.md §7, issue #38):
 * - the service worker registers once the page has loaded and the browser is idle: installing it
 *   downloads and stores the whole precache (every screen's scripts and pages), which would
 *   otherwise compete with the page's own first requests and scripts;
 * - Firebase starts here only when the device was signed in (a signed-in hint); otherwise the
 *   screens that need it start it (authStart.ts);
 * - the database's services (upgrade and other-tab warnings, settings, queued demo requests) start
 *   when the database exists on this device, or when something first loads it — a first visit has
 *   nothing stored, so Dexie is not loaded for them (db/databasePresence.ts).
 */
export function startBackgroundServices(): void {
  // The notice a reload for an owner change left behind (sessionStorage, no database needed).
  showOwnerNotice();
  afterLoadWhenIdle(() => void registerServiceWorker());
  if (useAuthStore.getState().hint) void startAuth();
  whenDatabaseInUse(() => void import('./databaseServices').then((m) => m.startDatabaseServices()));
  // Browser tests drive the CRM store API before its screens exist (docs/sync.md "Test hook").
  if (localStorage.getItem('inkclarity-test-hooks') === '1') {
    void Promise.all([import('@/sync/crmStore'), import('@/db/database')]).then(([crm, { db }]) => Object.assign(window, { __inkclarity: { crm, db } }));
  }
}
