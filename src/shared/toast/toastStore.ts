import { create } from 'zustand';

/** How long a toast stays on screen; long enough to read a two-line description. */
export const TOAST_DURATION_MS = 5000;
/** At most this many toasts are visible; older ones give way. */
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
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: ({ title, description, variant = 'default', action }) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, title, description, variant, ...(action ? { action } : {}) }].slice(-MAX_VISIBLE_TOASTS) });
    setTimeout(() => get().dismiss(id), action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** The one way the app raises a toast, from components and non-React code alike. */
export const toast = (t: Parameters<ToastState['show']>[0]): number => useToastStore.getState().show(t);
