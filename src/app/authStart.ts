import { requestAuth, setAuthStarter } from '@/shared/auth/authDemand';
import { connectAuthBackend, useAuthStore } from '@/shared/auth/authStore';

/**
 * Loads Firebase Auth (and the outbox flusher that needs its tokens) once, on demand: at start-up
 * only when this device holds a signed-in hint, otherwise when a screen that needs the account
 * opens (routes.tsx loaders). A signed-out visit to the landing page or the designer loads no
 * Firebase chunk and makes no request to Google (DESIGN.md §7).
 */
let started: Promise<void> | null = null;

export function startAuth(options: { quiet?: boolean } = {}): Promise<void> {
  if (started) return started;
  // Until Firebase answers, the screen shows 'Checking authentication...' rather than acting on
  // a signed-out state it has not confirmed (a session from before the hint existed, say).
  // Quiet (the sign-in screens with no hint): they show the same form either way, and the hint
  // also reads Firebase's own persisted session, so 'signed-out' stands until Firebase says otherwise
  // rather than flipping the top bar to 'loading' and back.
  if (!options.quiet && useAuthStore.getState().status === 'signed-out') useAuthStore.setState({ status: 'loading' });
  started = (async () => {
    try {
      const { firebaseAuthBackend } = await import('@/shared/auth/firebaseBackend');
      connectAuthBackend(firebaseAuthBackend);
      // The outbox flusher: sends CRM writes made offline once the signed-in user's token allows.
      const { startSyncEngine } = await import('@/sync/syncEngine');
      startSyncEngine();
      // A signed-in user has something worth keeping: ask the browser not to evict IndexedDB.
      const unsubscribe = useAuthStore.subscribe((state) => {
        if (state.status !== 'signed-in') return;
        unsubscribe();
        void import('@/db/persistentStorage').then((m) => m.requestPersistentStorage());
      });
    } catch (error) {
      // Auth could not start (offline first visit without the chunk, blocked storage): the app
      // still works signed-out.
      console.error('Auth initialisation failed', error);
      useAuthStore.setState({ status: 'signed-out', user: null });
    }
  })();
  return started;
}

// The account screens' intent (a focused field, a pressed button, a submit) starts auth quietly.
setAuthStarter(() => startAuth({ quiet: true }));

/**
 * How long after the page's load event a device with no hint waits before loading Firebase
 * unasked on /auth and /signup, then the idle callback's own timeout. Evaluating Firebase is one
 * long task (~25 ms here, ~100 ms on a 4×-slower phone): it should not land in the seconds a
 * visitor starts reading or typing. A visitor who acts sooner loads it at once (requestAuth).
 */
export const LATE_IDLE_DELAY_MS = 3000;
const LATE_IDLE_TIMEOUT_MS = 2000;

const SIGN_IN_PATHS = new Set(['/auth', '/signup']);
let lateScheduled = false;
function loadAuthWhenIdle(): void {
  if (lateScheduled) return;
  lateScheduled = true;
  const afterLoad = () =>
    setTimeout(() => {
      // Through the shared demand, so the screens' deferred reads (the password policy) follow it.
      // Only if the visitor is still on a sign-in screen: the landing page and the designer stay
      // free of Firebase (a later visit to /auth schedules it again).
      const run = () => {
        lateScheduled = false;
        if (SIGN_IN_PATHS.has(window.location.pathname)) void requestAuth();
      };
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: LATE_IDLE_TIMEOUT_MS });
      else run();
    }, LATE_IDLE_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Route loader for the sign-in and sign-up screens. With a signed-in hint, as authLoader (Firebase
 * confirms the session; a signed-in visitor is sent on). With none, nobody is signed in here: the
 * form paints and takes typing with no Firebase, which loads on the visitor's intent (requestAuth,
 * shared/auth/authDemand.ts) or in a late idle moment; a submit made before then waits for it.
 */
export function signInLoader(): null {
  if (useAuthStore.getState().hint) void startAuth();
  else loadAuthWhenIdle();
  return null;
}

/** Route loader for the screens that need the account: starts auth before the screen renders. */
export function authLoader(): null {
  void startAuth();
  return null;
}

/**
 * Route loader for an account screen that should paint as soon as it can on a reload: starts auth
 * and waits for the screen's chunk, so the screen renders directly rather than behind a Suspense
 * fallback (lazyScreen.ts). Auth itself is not awaited: the screen decides what to show meanwhile.
 */
export function authScreenLoader(screen: { preload: () => Promise<void> }): () => Promise<null> {
  const loader = async () => {
    void startAuth();
    await screen.preload();
    return null;
  };
  accountLoaders.add(loader);
  return loader;
}

/** Every loader that starts auth (the build's pre-render renders those screens in their 'loading' state). */
const accountLoaders = new WeakSet<object>([authLoader]);
export function startsAuth(loader: unknown): boolean {
  return typeof loader === 'function' && accountLoaders.has(loader);
}
