import { useAuthStore } from '@/shared/auth/authStore';
import { registerServiceWorker } from './pwa/serviceWorker';
import { startAuth } from './authStart';
import { watchDatabase } from '@/db/watchDatabase';
import { settingsStore } from '@/stores/settingsStore';
import { PUBLIC_OUTBOX_UID, db } from '@/db/database';
import { countWaiting } from '@/sync/outbox';
import { showOwnerNotice } from './ownerNotice';

/**
 * Services started after first paint, in their own chunk so Dexie stays out of the landing page's
 * critical path (DESIGN.md §7). Firebase starts here only when the device was signed in (a
 * signed-in hint); otherwise the screens that need it start it (authStart.ts).
 */
export async function startBackgroundServices(): Promise<void> {
  watchDatabase();
  showOwnerNotice();
  void registerServiceWorker();
  void settingsStore.hydrate();
  if (useAuthStore.getState().hint) void startAuth();
  else void resumeQueuedDemoRequests();
  // Browser tests drive the CRM store API before its screens exist (docs/sync.md "Test hook").
  if (localStorage.getItem('inkclarity-test-hooks') === '1') {
    const [crm, { db }] = await Promise.all([import('@/sync/crmStore'), import('@/db/database')]);
    Object.assign(window, { __inkclarity: { crm, db } });
  }
}

/**
 * A demo request queued on an earlier visit (offline, server down) is the outbox's to send even
 * when nobody signs in: start the flusher for it. Without such an entry nothing more loads.
 */
async function resumeQueuedDemoRequests(): Promise<void> {
  try {
    if ((await countWaiting(db, PUBLIC_OUTBOX_UID)) === 0) return;
    const { startSyncEngine } = await import('@/sync/syncEngine');
    startSyncEngine();
  } catch (error) {
    console.warn('Queued demo requests not resumed', error);
  }
}
