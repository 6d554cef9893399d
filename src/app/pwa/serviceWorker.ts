import { toast } from '@/shared/toast/toastStore';
import { useAppUpdate } from './updateStore';

/**
 * Service worker registration through vite-plugin-pwa's `virtual:pwa-register` (registerType
 * 'prompt'). A new version waits until the user accepts the "New version available — Reload"
 * prompt, so a deploy never swaps code under someone in the middle of a design; the first time
 * the app is cached an 'offline ready' toast says so; an open tab checks for a new version
 * every hour.
 */

/** An installed PWA can stay open for days; an hourly check finds a deploy without a reload. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/**
 * One line, no description: the notice arrives on a first visit about a second after the page,
 * over whatever screen is open, and its old two-line description ('InkClarity is saved on this
 * device and opens without a connection.') was a larger text block than the sign-in card's
 * heading — the largest paint of /auth and /profile came late, from a notice, not the screen
 * (docs/performance.md). The title says the same thing.
 */
export const OFFLINE_READY_TITLE = 'Ready to work offline';

/** Asks the browser to look for a new service worker every `intervalMs` while online. */
export function startUpdateChecks(registration: Pick<ServiceWorkerRegistration, 'update' | 'installing'>, intervalMs = UPDATE_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    // Offline the check can only fail; while a worker installs, a check would restart it.
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch((error: unknown) => console.warn('Service worker update check failed', error));
  }, intervalMs);
  return () => clearInterval(timer);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      useAppUpdate.setState({
        updateReady: true,
        applyUpdate: () => {
          // Reload once the new worker controls the page, then tell the waiting worker to take over.
          navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
          void updateServiceWorker();
        },
      });
    },
    // The reload is ours (above): the plugin's own reload only happens when workbox-window calls
    // the change an update, which it does not in a tab whose first visit installed the worker —
    // exactly the tab left open for hours that the periodic check finds a new version for.
    onNeedReload() {},
    onOfflineReady() {
      toast({ title: OFFLINE_READY_TITLE, variant: 'success' });
    },
    onRegisteredSW(_url, registration) {
      if (registration) startUpdateChecks(registration);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
