import { buttonClasses } from '@/app/ui/buttonClasses';
import { useAppUpdate } from './updateStore';

export function UpdatePrompt() {
  const { updateReady, applyUpdate } = useAppUpdate();
  if (!updateReady) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-4 z-[90] mx-auto flex w-[min(92vw,28rem)] items-center gap-3 rounded-xl border border-ink-200 bg-white p-3 pl-4 shadow-2xl dark:border-ink-700 dark:bg-ink-900">
      <p className="flex-1 text-sm font-medium">New version available</p>
      <button type="button" onClick={applyUpdate} className={buttonClasses('primary')}>
        Reload
      </button>
    </div>
  );
}
