import { useToastStore, type ToastVariant } from './toastStore';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-ink-200 bg-white text-ink-950 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50',
  success: 'border-emerald-600/40 bg-white text-ink-950 dark:bg-ink-900 dark:text-ink-50',
  destructive: 'border-blood-600 bg-blood-700 text-white',
};

/** The app-wide toast area. Polite live region so screen readers announce each toast. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center gap-2 p-4 sm:bottom-auto sm:top-16 sm:items-end"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${VARIANT_CLASSES[t.variant]}`}
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t.title}</p>
              {t.description && <p className="mt-1 text-sm opacity-90">{t.description}</p>}
            </div>
            {t.action && (
              <button
                type="button"
                data-toast-action
                onClick={() => {
                  dismiss(t.id);
                  t.action?.onAction();
                }}
                className="shrink-0 rounded-lg border border-current px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {t.action.label}
              </button>
            )}
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="rounded p-1 text-sm opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
              aria-label="Dismiss notification"
            >
              ✕
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
