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
  } catch (error) {
    // Auth could not start (offline first visit without the chunk, blocked storage): the app
    // still works signed-out.
    console.error('Auth initialisation failed', error);
    const { useAuthStore } = await import('@/shared/auth/authStore');
    useAuthStore.setState({ status: 'signed-out', user: null });
  }
}
