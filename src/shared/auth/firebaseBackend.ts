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
import type { AuthBackend } from './authStore';

/**
 * Firebase Auth, loaded lazily after first paint. With no VITE_FIREBASE_* settings the app talks
 * to the local Auth emulator (project demo-inkclarity) that `npm start` runs.
 */
const EMULATOR_PROJECT_ID = 'demo-inkclarity';
const DEFAULT_EMULATOR_PORT = 9099;

function firebaseOptions(): { options: FirebaseOptions; emulatorUrl: string | null } {
  const env = import.meta.env;
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
  const emulatorUrl =
    env.VITE_FIREBASE_AUTH_EMULATOR_URL || `${location.protocol}//${location.hostname}:${DEFAULT_EMULATOR_PORT}`;
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

export const firebaseAuthBackend: AuthBackend = {
  observe: (onChange, onError) =>
    onAuthStateChanged(
      getFirebaseAuth(),
      (user) =>
        onChange(user ? { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL } : null),
      onError,
    ),
  signOut: () => signOut(getFirebaseAuth()),
};
