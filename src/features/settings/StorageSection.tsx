import { useEffect, useState } from 'react';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { requestPersistentStorage, storagePersistence, type StoragePersistence } from '@/db/persistentStorage';

const TEXT: Record<StoragePersistence, string> = {
  persistent: 'Persistent: the browser will not remove your designs and unsynced changes to free up space.',
  'best-effort': 'Not persistent yet: under storage pressure the browser may remove data saved on this device.',
  unsupported: 'This browser cannot keep storage persistent; keep your designs synced to your account.',
};

/** Settings → Storage on this device: whether the browser promised to keep IndexedDB. */
export function StorageSection() {
  const [state, setState] = useState<StoragePersistence | null>(null);
  useEffect(() => {
    let cancelled = false;
    void storagePersistence().then((s) => !cancelled && setState(s));
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <section aria-labelledby="storage" className="rounded-2xl border border-ink-200 p-6 dark:border-ink-800">
      <h2 id="storage" className="text-lg font-bold">Storage on this device</h2>
      <p className="mt-1 text-sm text-ink-700 dark:text-ink-200" role="status" data-testid="storage-persistence" data-state={state ?? 'checking'}>
        {state === null ? 'Checking…' : TEXT[state]}
      </p>
      {state === 'best-effort' && (
        <button type="button" className={`${buttonClasses('secondary')} mt-3`} onClick={() => void requestPersistentStorage().then(setState)}>
          Keep my data on this device
        </button>
      )}
    </section>
  );
}
