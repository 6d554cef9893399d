import { create } from 'zustand';
import { setWantedDeviceOwner, type DeviceOwner } from '@/db/deviceOwner';
import { readSignedInHint, writeSignedInHint, type SignedInHint } from './signedInHint';
import type { CurrentUser } from './userDisplay';

/**
 * Auth state the UI reads (spec §4: loading, then signed-in or signed-out, observed
 * continuously). The store knows nothing of Firebase: an `AuthBackend` feeds it, so the top bar
 * and guards can be tested with any backend, and Firebase stays out of the first-paint bundle.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthBackend {
  /** Calls `onChange` now and on every later change; returns an unsubscribe function. */
  observe: (onChange: (user: CurrentUser | null) => void, onError: (error: unknown) => void) => () => void;
  signOut: () => Promise<void>;
}

interface AuthState {
  status: AuthStatus;
  user: CurrentUser | null;
  /** Who this device was last signed in as (signedInHint.ts), until the provider confirms. */
  hint: SignedInHint | null;
  backend: AuthBackend | null;
  signOut: () => Promise<void>;
}

const startupHint = typeof window === 'undefined' ? null : readSignedInHint();

/**
 * Set only by the build's pre-renderer (scripts/build/prerender.ts) while it renders the account
 * screens in Node: their browser first render is 'loading' (authStart.ts authLoader), and a
 * server render reads a store's initial state, so the initial state must say so there.
 */
const PRERENDER_AUTH_PENDING = '__inkclarityPrerenderAuthPending';
const prerenderAuthPending = typeof window === 'undefined' && (globalThis as Record<string, unknown>)[PRERENDER_AUTH_PENDING] === true;

export const useAuthStore = create<AuthState>((set, get) => ({
  // With no hint nobody is signed in on this device, so the UI is signed out at once and Firebase
  // is not loaded (authStart.ts loads it for the screens that need it); with a hint, it is
  // 'loading' until Firebase confirms.
  status: startupHint || prerenderAuthPending ? 'loading' : 'signed-out',
  user: null,
  hint: startupHint,
  backend: null,
  signOut: async () => {
    const backend = get().backend;
    try {
      await backend?.signOut();
    } catch (error) {
      console.error('Sign-out failed', error); // spec §8: logout errors are logged
    }
    writeSignedInHint(null);
    set({ status: 'signed-out', user: null, hint: null });
  },
}));

/**
 * Whose records this device may show from its cache now: the confirmed user, or — while Firebase
 * restores the session — the user the signed-in hint names (offline-first: a reload shows the
 * cache at once). Signed out: nobody's.
 */
export function readableUid(status: AuthStatus, userUid: string | undefined, hintUid: string | undefined): string | undefined {
  if (status === 'signed-in') return userUid;
  if (status === 'loading') return hintUid;
  return undefined;
}

export const useReadableUid = (): string | undefined => useAuthStore((s) => readableUid(s.status, s.user?.uid, s.hint?.uid));

/** Connects a backend to the store; returns the unsubscribe function. */
export function connectAuthBackend(backend: AuthBackend): () => void {
  useAuthStore.setState({ backend });
  return backend.observe(
    (user) => {
      // The provider's answer replaces the hint (an init error below leaves it for the next visit).
      writeSignedInHint(user);
      useAuthStore.setState({ user, status: user ? 'signed-in' : 'signed-out', hint: user });
    },
    (error) => {
      console.error('Auth initialisation failed', error); // spec §8: logged, and loading ends
      useAuthStore.setState({ user: null, status: 'signed-out' });
    },
  );
}

// Every way a user becomes signed in (restore, sign-in, sign-up, profile edits) passes through the
// store, so the hint follows it here.
useAuthStore.subscribe((state, previous) => {
  if (state.status === 'signed-in' && state.user && state.user !== previous.user) writeSignedInHint(state.user);
});

/**
 * Whom the device is for (src/db/deviceOwner.ts): the database shows only that owner's rows.
 * Signed out: the anonymous visitor. Loading: the person the hint names (their cache paints at
 * once), or unknown without a hint.
 */
export function wantedOwner(status: AuthStatus, userUid: string | undefined, hintUid: string | undefined): DeviceOwner | undefined {
  return status === 'signed-out' ? null : readableUid(status, userUid, hintUid);
}

if (typeof window !== 'undefined') {
  const follow = (state: AuthState) => setWantedDeviceOwner(wantedOwner(state.status, state.user?.uid, state.hint?.uid));
  follow(useAuthStore.getState());
  useAuthStore.subscribe(follow);
}
