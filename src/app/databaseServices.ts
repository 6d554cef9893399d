import { watchDatabase } from '@/db/watchDatabase';
import { settingsStore } from '@/stores/settingsStore';
import { PUBLIC_OUTBOX_UID, db } from '@/db/database';
import { countWaiting } from '@/sync/outbox';
import { useAuthStore } from '@/shared/auth/authStore';

/**
 * The start-up services that need the database (startup.ts starts them once it exists or is in
 * use): its lifecycle warnings, the settings, and demo requests queued on an earlier visit.
 */
export function startDatabaseServices(): void {
  watchDatabase();
  void settingsStore.hydrate();
  if (!useAuthStore.getState().hint) void resumeQueuedDemoRequests();
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
