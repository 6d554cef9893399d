import { buttonClasses } from './buttonClasses';

/**
 * How a screen reading from the device's cache speaks (the wording is decided in
 * src/sync/readView.ts): a quiet note beside records shown from this device, and — only when it
 * has nothing to show — one clear message saying so, with a way to try again.
 */
export function SavedCopyNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p role="status" data-testid="saved-copy-note" className="flex items-center gap-2 text-sm text-ink-700 dark:text-ink-200">
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
      {note}
    </p>
  );
}

export function NothingSaved({ message, detail, onRetry }: { message: string; detail: string; onRetry?: () => void }) {
  return (
    <div role="alert" data-testid="nothing-saved" className="flex flex-col items-center gap-3 rounded-2xl border border-ink-200 bg-white px-5 py-10 text-center dark:border-ink-800 dark:bg-ink-900">
      <p className="text-lg font-semibold">{message}</p>
      <p className="text-sm text-ink-700 dark:text-ink-200">{detail}</p>
      {onRetry && (
        <button type="button" className={buttonClasses('secondary')} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
