import { create } from 'zustand';
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
  backend: AuthBackend | null;
  signOut: () => Promise<void>;
}

export const useAuthStore = create<AuthState>((set, get) => ({
  status: 'loading',
  user: null,
  backend: null,
  signOut: async () => {
    const backend = get().backend;
    try {
      await backend?.signOut();
    } catch (error) {
      console.error('Sign-out failed', error); // spec §8: logout errors are logged
    }
    set({ status: 'signed-out', user: null });
  },
}));

/** Connects a backend to the store; returns the unsubscribe function. */
export function connectAuthBackend(backend: AuthBackend): () => void {
  useAuthStore.setState({ backend });
  return backend.observe(
    (user) => useAuthStore.setState({ user, status: user ? 'signed-in' : 'signed-out' }),
    (error) => {
      console.error('Auth initialisation failed', error); // spec §8: logged, and loading ends
      useAuthStore.setState({ user: null, status: 'signed-out' });
    },
  );
}
