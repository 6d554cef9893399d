import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MAX_VISIBLE_TOASTS, claimToastOutlet, useToastStore, type Toast, type ToastVariant } from './toastStore';
import { isPhone, type ToastPlacement } from './toastLayout';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-ink-200 bg-white text-ink-950 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50',
  success: 'border-emerald-600/40 bg-white text-ink-950 dark:bg-ink-900 dark:text-ink-50',
  destructive: 'border-blood-600 bg-blood-700 text-white',
};

const PLACEMENT_CLASSES: Record<ToastPlacement, string> = {
  'bottom-end': 'bottom-4 right-4 items-end',
  'top-end': 'top-20 right-4 items-end',
  'bottom-start': 'bottom-4 left-4 items-start',
  'top-start': 'top-20 left-4 items-start',
};

/** The placement code, once the page's first toast has loaded it. */
let placing: typeof import('./toastPlacement') | null = null;

const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const usePhoneLayout = () => useSyncExternalStore(subscribeWidth, () => isPhone(window.innerWidth), () => false);

/** The toasts on show: one at a time on a phone (a stack would cover the screen), the newest. */
function useShownToasts(): Toast[] {
  const toasts = useToastStore((s) => s.toasts);
  const phone = usePhoneLayout();
  return toasts.slice(-(phone ? 1 : MAX_VISIBLE_TOASTS));
}

function ToastCard({ toast: t }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div role={t.variant === 'destructive' ? 'alert' : 'status'} className={`pointer-events-auto w-full rounded-xl border p-4 shadow-lg ${VARIANT_CLASSES[t.variant]}`}>
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
  );
}

/**
 * The app-wide toast area (a polite live region, so screen readers announce each toast). It
 * moves to a corner where it covers no open menu and not the element a toast talks about; when
 * no corner is free it waits out of sight, its toasts' time paused. While a dialog shows the
 * toasts itself (ToastOutlet) it stays empty.
 */
export function Toaster() {
  const shown = useShownToasts();
  const outlets = useToastStore((s) => s.outlets);
  const setPaused = useToastStore((s) => s.setPaused);
  const stack = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<ToastPlacement | null>('bottom-end');
  const [placer, setPlacer] = useState<'loading' | 'ready' | 'failed'>(placing ? 'ready' : 'loading');
  const inDialog = outlets > 0;
  const showing = shown.length > 0 && !inDialog;
  const about = shown.map((t) => t.about ?? '').filter(Boolean).join(' ');
  // The page's first toast waits out of sight the few ms the placement code takes to load. When it
  // cannot load (offline before the service worker holds it), the toast shows in the default corner:
  // a toast that may cover something beats one nobody can see.
  const placement = !showing || placer === 'failed' ? 'bottom-end' : placer === 'ready' ? placed : null;

  // Placed before paint, and again whenever menus or dialogs open and close or the page scrolls.
  useLayoutEffect(() => {
    const element = stack.current;
    if (!showing || !element) {
      setPaused(false);
      return;
    }
    if (!placing) {
      if (placer === 'failed') {
        setPaused(false);
        return;
      }
      let live = true;
      import('./toastPlacement').then(
        (module) => {
          placing = module;
          if (live) setPlacer('ready');
        },
        () => live && setPlacer('failed'),
      );
      return () => {
        live = false;
      };
    }
    return placing.watchToastPlacement(element, about ? about.split(' ') : [], (chosen) => {
      setPlaced(chosen);
      setPaused(chosen === null);
    });
  }, [showing, about, shown.length, placer, setPaused]);

  return (
    <div
      ref={stack}
      aria-live="polite"
      aria-atomic="false"
      data-testid="toaster"
      data-placement={placement ?? 'waiting'}
      className={`pointer-events-none fixed z-[100] flex w-[calc(100%-2rem)] flex-col gap-2 sm:w-96 ${PLACEMENT_CLASSES[placement ?? 'bottom-end']} ${placement === null ? 'invisible' : ''}`}
    >
      {!inDialog && shown.map((t) => <ToastCard key={t.id} toast={t} />)}
    </div>
  );
}

/**
 * Inside an open dialog: its toasts show here, in the dialog's own layout, so they neither cover
 * it nor sit behind it where they could not be read or pressed (the page outside a modal dialog
 * is inert).
 */
export function ToastOutlet() {
  const shown = useShownToasts();
  useEffect(claimToastOutlet, []);
  // Always rendered (a live region must exist before what it announces), empty takes no room.
  return (
    <div aria-live="polite" aria-atomic="false" data-testid="toast-outlet" className="flex flex-col gap-2 empty:hidden [&:not(:empty)]:mt-4">
      {shown.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </div>
  );
}
