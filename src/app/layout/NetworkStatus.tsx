import { useOnline } from '@/shared/net/useOnline';

/**
 * The top bar's network sign. Offline is shown plainly (the app keeps working, and says so);
 * online is a quiet dot with an accessible name, so the bar stays calm when all is well.
 */
export function NetworkStatus() {
  const online = useOnline();
  if (online) {
    return (
      <span data-testid="network-status" data-online="true" className="hidden items-center gap-1.5 px-1 text-xs font-medium text-ink-600 sm:inline-flex dark:text-ink-300" title="Online">
        <span className="size-2 rounded-full bg-emerald-600" aria-hidden="true" />
        <span className="sr-only">Online</span>
      </span>
    );
  }
  return (
    <span
      data-testid="network-status"
      data-online="false"
      role="status"
      title="You are offline. Your work is saved on this device."
      className="inline-flex items-center gap-1.5 rounded-full border border-amber-600/50 bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-200"
    >
      <span className="size-2 rounded-full bg-amber-600 dark:bg-amber-400" aria-hidden="true" />
      Offline
    </span>
  );
}
