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
 * unasked on an account screen, then the idle callback's own timeout. Evaluating Firebase is one
 * long task (~25 ms here, ~100 ms on a 4×-slower phone): it should not land in the seconds a
 * visitor starts reading or typing. A visitor who acts sooner loads it at once (requestAuth).
 */
export const LATE_IDLE_DELAY_MS = 3000;
const LATE_IDLE_TIMEOUT_MS = 2000;

let lateScheduledFor: string | null = null;
function loadAuthWhenIdle(): void {
  // The path that asked: the late load runs only if the visitor is still there, so the landing
  // page and the designer stay free of Firebase (a later visit to an account screen asks again).
  const path = window.location.pathname;
  if (lateScheduledFor === path) return;
  lateScheduledFor = path;
  const afterLoad = () =>
    setTimeout(() => {
      // Through the shared demand, so the screens' deferred reads (the password policy) follow it.
      const run = () => {
        lateScheduledFor = null;
        if (window.location.pathname === path) void requestAuth();
      };
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: LATE_IDLE_TIMEOUT_MS });
      else run();
    }, LATE_IDLE_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Route loader for the screens about the account (sign-in, sign-up, booking, settings). With a
 * signed-in hint, Firebase starts now and confirms the session (start-up has usually started it
 * already). With none, nobody is signed in here: the screen paints its signed-out state and takes
 * input with no Firebase, which loads on the visitor's intent (requestAuth,
 * shared/auth/authDemand.ts) or in a late idle moment (a session from before the hint existed
 * still shows up then); a sign-in sent before it loads waits for it.
 */
export function authLoader(): null {
  if (useAuthStore.getState().hint) void startAuth();
  else loadAuthWhenIdle();
  return null;
}

/**
 * Route loader for sign-in and sign-up: as authLoader (a signed-in visitor is sent on once Firebase
 * confirms), but not an account screen for the build's pre-render: everyone's first paint is the form.
 */
export function signInLoader(): null {
  return authLoader();
}

/**
 * Route loader for an account screen that should paint as soon as it can on a reload: asks for
 * auth as authLoader does and waits for the screen's chunk, so the screen renders directly rather than behind a Suspense
 * fallback (lazyScreen.ts). Auth itself is not awaited: the screen decides what to show meanwhile.
 */
export function authScreenLoader(screen: { preload: () => Promise<void> }): () => Promise<null> {
  const loader = async () => {
    authLoader();
    await screen.preload();
    return null;
  };
  accountLoaders.add(loader);
  return loader;
}

/** The account screens' loaders: the build pre-renders those screens twice, 'loading' (a device with a hint) and signed out. */
const accountLoaders = new WeakSet<object>([authLoader]);
export function startsAuth(loader: unknown): boolean {
  return typeof loader === 'function' && accountLoaders.has(loader);
}
