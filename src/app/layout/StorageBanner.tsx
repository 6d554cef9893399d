import { STORAGE_MESSAGES, useStorageHealth } from '@/db/storageHealth';

export function StorageBanner() {
  const problem = useStorageHealth((s) => s.problem);
  const clear = useStorageHealth((s) => s.clear);
  if (!problem) return null;
  return (
    <div role="alert" className="border-b border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/50 dark:bg-amber-950 dark:text-amber-100">
      <div className="mx-auto flex max-w-7xl items-start gap-3">
        <p className="flex-1">{STORAGE_MESSAGES[problem]}</p>
        {problem === 'version-change' ? (
          <button type="button" className="font-semibold underline" onClick={() => location.reload()}>
            Reload
          </button>
        ) : (
          <button type="button" className="font-semibold underline" onClick={clear}>
            Dismiss
          </button>
        )}
      </div>
    </div>
  );
}
