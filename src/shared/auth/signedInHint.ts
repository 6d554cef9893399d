import type { CurrentUser } from './userDisplay';

/**
 * "Probably signed in as X", known synchronously at start-up without Firebase (DESIGN.md §7: no
 * Firebase chunk and no Google request on the signed-out landing page). Written whenever the
 * store shows a signed-in user, cleared when the provider says nobody is signed in or on sign-out.
 * A session the Firebase SDK persisted before this hint existed counts too: its own local record
 * (`firebase:authUser:<apiKey>:<app>`) is read as a fallback, ignoring the device's anonymous identity.
 * The hint only decides whether to load Firebase early; Firebase then confirms or corrects it.
 */
export const SIGNED_IN_HINT_KEY = 'inkclarity-signed-in';
const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';

export type SignedInHint = Pick<CurrentUser, 'uid' | 'email' | 'displayName'>;

function parseHint(raw: string | null, requireNamed: boolean): SignedInHint | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SignedInHint> & { isAnonymous?: boolean };
    if (typeof value.uid !== 'string' || !value.uid) return null;
    if (requireNamed && value.isAnonymous !== false) return null;
    return { uid: value.uid, email: value.email ?? null, displayName: value.displayName ?? null };
  } catch {
    return null;
  }
}

function firebaseSession(storage: Storage): SignedInHint | null {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(FIREBASE_USER_KEY_PREFIX)) continue;
    const hint = parseHint(storage.getItem(key), true);
    if (hint) return hint;
  }
  return null;
}

export function readSignedInHint(): SignedInHint | null {
  try {
    return parseHint(localStorage.getItem(SIGNED_IN_HINT_KEY), false) ?? firebaseSession(localStorage) ?? firebaseSession(sessionStorage);
  } catch {
    // Storage blocked: no hint; the screens that need auth still load it.
    return null;
  }
}

export function writeSignedInHint(user: SignedInHint | null): void {
  try {
    if (user) localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify({ uid: user.uid, email: user.email, displayName: user.displayName }));
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked or full: the hint is an optimisation only.
  }
}
