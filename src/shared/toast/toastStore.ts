import { create } from 'zustand';

/** How long a toast stays on screen; long enough to read a two-line description. */
export const TOAST_DURATION_MS = 5000;
/** At most this many toasts are visible; older ones give way. On a phone, one (Toaster.tsx). */
export const MAX_VISIBLE_TOASTS = 3;
/** A toast with an action (Undo) stays longer: the user needs time to notice and reach it. */
export const ACTION_TOAST_DURATION_MS = 10000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** One button on the toast (e.g. Undo); pressing it runs `onAction` and closes the toast. */
  action?: ToastAction;
  /** The id of the element the toast talks about (e.g. the History card's title): toasts never cover it. */
  about?: string;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => number;
  dismiss: (id: number) => void;
  /** Out of sight (a menu covers every place they could go): their time stands still until they show. */
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Open dialogs showing toasts in their own layout (ToastOutlet); the page's toast area then stays empty. */
  outlets: number;
}

let nextId = 1;

/** Each toast's timer: the time it has left, and since when it has been counting down. */
const timers = new Map<number, { remaining: number; since: number; handle: ReturnType<typeof setTimeout> | null }>();

export const useToastStore = create<ToastState>((set, get) => {
  const start = (id: number) => {
    const timer = timers.get(id);
    if (!timer || timer.handle !== null) return;
    timer.since = Date.now();
    timer.handle = setTimeout(() => get().dismiss(id), timer.remaining);
  };
  return {
    toasts: [],
    paused: false,
    outlets: 0,
    show: ({ title, description, variant = 'default', action, about }) => {
      const id = nextId++;
      set({ toasts: [...get().toasts, { id, title, description, variant, ...(action ? { action } : {}), ...(about ? { about } : {}) }].slice(-MAX_VISIBLE_TOASTS) });
      timers.set(id, { remaining: action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS, since: 0, handle: null });
      if (!get().paused) start(id);
      return id;
    },
    dismiss: (id) => {
      const timer = timers.get(id);
      if (timer?.handle) clearTimeout(timer.handle);
      timers.delete(id);
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
    setPaused: (paused) => {
      if (paused === get().paused) return;
      set({ paused });
      for (const [id, timer] of timers) {
        if (paused && timer.handle !== null) {
          clearTimeout(timer.handle);
          timer.handle = null;
          timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.since));
        } else if (!paused) start(id);
      }
    },
  };
});

/** The one way the app raises a toast, from components and non-React code alike. */
export const toast = (t: Parameters<ToastState['show']>[0]): number => useToastStore.getState().show(t);

/** A dialog shows the toasts in its own layout while it is open; returns the release function. */
export function claimToastOutlet(): () => void {
  useToastStore.setState((s) => ({ outlets: s.outlets + 1 }));
  return () => useToastStore.setState((s) => ({ outlets: Math.max(0, s.outlets - 1) }));
}
