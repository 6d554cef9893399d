import { connectAuthBackend } from '@/shared/auth/authStore';
import { registerServiceWorker } from './pwa/serviceWorker';
import { watchDatabase } from '@/db/watchDatabase';
import { settingsStore } from '@/stores/settingsStore';

/**
 * Services started after first paint, in their own chunk so Dexie and Firebase stay out of the
 * landing page's critical path (DESIGN.md §7).
 */
export async function startBackgroundServices(): Promise<void> {
  watchDatabase();
  void registerServiceWorker();
  void settingsStore.hydrate();
  try {
    const { firebaseAuthBackend } = await import('@/shared/auth/firebaseBackend');
    connectAuthBackend(firebaseAuthBackend);
    // The outbox flusher: sends CRM writes made offline once the signed-in user's token allows.
    const { startSyncEngine } = await import('@/sync/syncEngine');
    startSyncEngine();
    // Browser tests drive the CRM store API before its screens exist (docs/sync.md "Test hook").
    if (localStorage.getItem('inkclarity-test-hooks') === '1') {
      const [crm, { db }] = await Promise.all([import('@/sync/crmStore'), import('@/db/database')]);
      Object.assign(window, { __inkclarity: { crm, db } });
    }
    // A signed-in user has something worth keeping: ask the browser not to evict IndexedDB.
    const { useAuthStore } = await import('@/shared/auth/authStore');
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (state.status !== 'signed-in') return;
      unsubscribe();
      void import('@/db/persistentStorage').then((m) => m.requestPersistentStorage());
    });
  } catch (error) {
    // Auth could not start (offline first visit without the chunk, blocked storage): the app
    // still works signed-out.
    console.error('Auth initialisation failed', error);
    const { useAuthStore } = await import('@/shared/auth/authStore');
    useAuthStore.setState({ status: 'signed-out', user: null });
  }
}
