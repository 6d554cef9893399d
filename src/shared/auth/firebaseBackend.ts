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
  browserPopupRedirectResolver,
  type Auth,
} from 'firebase/auth';
import type { AuthBackend } from './authStore';

/**
 * Firebase Auth, loaded lazily after first paint. With no VITE_FIREBASE_* settings the app talks
 * to the local Auth emulator (project demo-inkclarity) that `npm start` runs — but only when the
 * page itself is on this machine (localhost / 127.0.0.1 / ::1). A deployed build without Firebase
 * settings never falls back to an emulator: accounts are reported as not configured instead.
 */
const EMULATOR_PROJECT_ID = 'demo-inkclarity';
const DEFAULT_EMULATOR_PORT = 9099;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Thrown (and reported through the auth store's error path) when a deployment has no Firebase settings. */
export class AccountsNotConfiguredError extends Error {
  constructor() {
    super('Accounts are not configured on this deployment: the build has no VITE_FIREBASE_* settings.');
    this.name = 'AccountsNotConfiguredError';
  }
}

type FirebaseEnv = Partial<Record<'VITE_FIREBASE_API_KEY' | 'VITE_FIREBASE_AUTH_DOMAIN' | 'VITE_FIREBASE_PROJECT_ID' | 'VITE_FIREBASE_APP_ID' | 'VITE_FIREBASE_AUTH_EMULATOR_URL', string>>;

export function firebaseOptions(
  env: FirebaseEnv = import.meta.env as FirebaseEnv,
  page: Pick<Location, 'protocol' | 'hostname'> = location,
): { options: FirebaseOptions; emulatorUrl: string | null } {
  if (env.VITE_FIREBASE_API_KEY) {
    return {
      options: {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      },
      emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL || null,
    };
  }
  // An explicitly configured emulator is a deliberate choice; the implicit one is for this machine only.
  if (!env.VITE_FIREBASE_AUTH_EMULATOR_URL && !LOOPBACK_HOSTS.has(page.hostname)) throw new AccountsNotConfiguredError();
  const emulatorUrl =
    env.VITE_FIREBASE_AUTH_EMULATOR_URL || `${page.protocol}//${page.hostname}:${DEFAULT_EMULATOR_PORT}`;
  return {
    options: { apiKey: 'demo-api-key', authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`, projectId: EMULATOR_PROJECT_ID },
    emulatorUrl,
  };
}

let auth: Auth | null = null;

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const { options, emulatorUrl } = firebaseOptions();
  const app = initializeApp(options);
  // Spec §4: session persists in local storage, falling back to session storage.
  auth = initializeAuth(app, {
    persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}

let anonymousSignIn: Promise<unknown> | null = null;

/**
 * A fresh ID token for this device: the signed-in user's, else the device's anonymous Firebase
 * identity, created on first need (the server's AI routes want a token when it holds a provider
 * key). One sign-in at a time, so two calls on a fresh device do not make two identities.
 */
export async function ensureIdToken(): Promise<string> {
  const auth = getFirebaseAuth();
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
    let firebase: Auth;
    try {
      firebase = getFirebaseAuth();
    } catch (error) {
      onError(error);
      return () => undefined;
    }
    return onAuthStateChanged(
      firebase,
      // The device's background anonymous identity is not a sign-in: the UI shows it as signed out.
      (user) =>
        onChange(user && !user.isAnonymous ? { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL } : null),
      onError,
    );
  },
  signOut: () => signOut(getFirebaseAuth()),
};
