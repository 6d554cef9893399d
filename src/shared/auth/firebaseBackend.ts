import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  signOut,
  browserPopupRedirectResolver,
  type Auth,
} from 'firebase/auth';
import { appConfig } from '@/shared/config';
import type { AuthBackend } from './authStore';
import { browserAuthConfigSources, resolveAuthConfig, type AuthConfig } from './authConfig';

/**
 * Firebase Auth, loaded lazily after first paint. Which project or emulator it talks to is
 * decided at run time (authConfig.ts): build-time VITE_FIREBASE_* settings, else the server's
 * GET /app-config, else the `npm start` emulator on port 9099.
 */
export class AuthNotConfiguredError extends Error {
  constructor() {
    super('Sign-in is not set up on this server.');
    this.name = 'AuthNotConfiguredError';
  }
}

function firebaseOptions(config: Exclude<AuthConfig, { mode: 'none' }>): FirebaseOptions {
  if (config.mode === 'firebase') {
    return { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId };
  }
  return { apiKey: config.apiKey, authDomain: `${config.projectId}.firebaseapp.com`, projectId: config.projectId };
}

let authPromise: Promise<Auth> | null = null;

async function createAuth(): Promise<Auth> {
  const config = await resolveAuthConfig(browserAuthConfigSources(appConfig.apiBaseUrl));
  if (config.mode === 'none') throw new AuthNotConfiguredError();
  const app = initializeApp(firebaseOptions(config));
  // Spec §4: session persists in local storage, falling back to session storage.
  const auth = initializeAuth(app, {
    persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** The one Auth instance (created on first use, after the run-time config is known). */
export function getFirebaseAuth(): Promise<Auth> {
  if (!authPromise) {
    authPromise = createAuth();
    // A failed start (server unreachable and no cache is handled inside; this is a thrown SDK
    // error) may be retried by the next caller.
    authPromise.catch(() => {
      authPromise = null;
    });
  }
  return authPromise;
}

export const firebaseAuthBackend: AuthBackend = {
  observe: (onChange, onError) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    getFirebaseAuth().then(
      (auth) => {
        if (cancelled) return;
        unsubscribe = onAuthStateChanged(
          auth,
          (user) =>
            onChange(user ? { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL } : null),
          onError,
        );
      },
      onError,
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  },
  signOut: async () => signOut(await getFirebaseAuth()),
};
