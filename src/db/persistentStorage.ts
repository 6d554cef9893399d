/**
 * Persistent storage (navigator.storage.persist): without it the browser may evict IndexedDB —
 * designs, queued writes — under storage pressure. Asked for once the user has something worth
 * keeping (first drawn design, or a sign-in), not on first visit, when Chrome would refuse anyway
 * and other browsers would show a prompt out of nowhere.
 */
export type StoragePersistence = 'persistent' | 'best-effort' | 'unsupported';

let requested: Promise<StoragePersistence> | null = null;

export async function storagePersistence(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<StoragePersistence> {
  if (!storage?.persisted) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persistent' : 'best-effort';
  } catch {
    return 'unsupported';
  }
}

/** Requests persistence once per page life; later calls return the first answer. */
export function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<StoragePersistence> {
  requested ??= (async () => {
    if (!storage?.persist) return 'unsupported';
    if (await storage.persisted?.()) return 'persistent';
    try {
      return (await storage.persist()) ? 'persistent' : 'best-effort';
    } catch {
      return 'best-effort';
    }
  })();
  return requested;
}

/** For tests: forget that persistence was already requested. */
export function resetPersistentStorageRequest(): void {
  requested = null;
}
