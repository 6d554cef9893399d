/**
 * Spec §4 connection status of the chat panel: 'checking' at first, then 'connected' or
 * 'disconnected' from GET /health (5 s time-out, src/api/health.ts). We re-check every 15 s, when
 * the browser says it is back online, and when the page becomes visible again, so the badge
 * follows a server that stops or returns without a reload. One store serves the full page and
 * the slide-over alike.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

export type ConnectionStatus = 'checking' | 'connected' | 'disconnected';

/** How often the health check repeats while a panel is open. */
export const RECHECK_INTERVAL_MS = 15_000;

export interface ConnectionState {
  status: ConnectionStatus;
  /** Runs one health check (joins the one in flight). */
  check: () => Promise<void>;
  /** A request just failed to reach the server: say so now, and confirm with a check. */
  reportUnreachable: () => void;
}

export function createConnectionStore(health: () => Promise<unknown>): StoreApi<ConnectionState> {
  let inFlight: Promise<void> | null = null;
  const store = createStore<ConnectionState>()((set) => ({
    status: 'checking',
    check: () => {
      inFlight ??= health()
        .then(
          () => set({ status: 'connected' }),
          () => set({ status: 'disconnected' }),
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    reportUnreachable: () => {
      set({ status: 'disconnected' });
      void store.getState().check();
    },
  }));
  return store;
}

/**
 * Starts checking (now, every 15 s, on `online`, on becoming visible) for as long as at least one
 * panel is mounted; returns the function that stops it.
 */
export function createConnectionWatcher(store: StoreApi<ConnectionState>, watched?: Window) {
  let watchers = 0;
  let stop: (() => void) | null = null;
  return (): (() => void) => {
    watchers += 1;
    if (watchers === 1) {
      // Resolved on first use, not at import: the build pre-renders /chat in Node (no window).
      const target = watched ?? window;
      const check = () => void store.getState().check();
      const onVisible = () => {
        if (target.document.visibilityState === 'visible') check();
      };
      const timer = target.setInterval(check, RECHECK_INTERVAL_MS);
      target.addEventListener('online', check);
      target.addEventListener('offline', check);
      target.document.addEventListener('visibilitychange', onVisible);
      check();
      stop = () => {
        target.clearInterval(timer);
        target.removeEventListener('online', check);
        target.removeEventListener('offline', check);
        target.document.removeEventListener('visibilitychange', onVisible);
      };
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      watchers -= 1;
      if (watchers === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}
