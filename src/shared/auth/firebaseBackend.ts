import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  signInAnonymously,
  signOut,
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
  // Spec §4: session persists in local storage, falling back to session storage. No popup
  // resolver here: it would load Google's api.js and the auth iframe at start-up; the Google
  // button passes it when pressed (accountActions.ts).
  const auth = initializeAuth(app, {
    persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
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

let anonymousSignIn: Promise<unknown> | null = null;

/**
 * A fresh ID token for this device: the signed-in user's, else the device's anonymous Firebase
 * identity, created on first need (the server's AI routes want a token when it holds a provider
 * key). One sign-in at a time, so two calls on a fresh device do not make two identities.
 */
export async function ensureIdToken(): Promise<string> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  if (!auth.currentUser) {
    anonymousSignIn ??= signInAnonymously(auth).finally(() => {
      anonymousSignIn = null;
    });
    await anonymousSignIn;
  }
  const user = auth.currentUser;
  if (!user) throw new Error('Anonymous sign-in did not produce a user.');
  return user.getIdToken();
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
          // The device's background anonymous identity is not a sign-in: the UI shows it as signed out.
          (user) =>
            onChange(user && !user.isAnonymous ? { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL } : null),
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
