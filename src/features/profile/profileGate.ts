/**
 * What /profile shows, decided from the auth state, the signed-in hint and Dexie's cached profile
 * (pure, so every combination is unit-tested). The offline-first rule: when this device was last
 * signed in as X (signedInHint.ts) and holds X's cached profile, X's profile shows at once while
 * Firebase restores the session ("confirming"); Firebase's answer then decides. Without a hint
 * or a cache the spec's states apply unchanged ('Checking authentication...', the redirect,
 * 'Loading profile...', 'Profile not found').
 */
import type { AuthStatus } from '@/shared/auth/authStore';

export type ProfileRefreshState = { state: 'refreshing' } | { state: 'done' } | { state: 'not-found' } | { state: 'failed'; message: string };

export interface ProfileGateInput {
  status: AuthStatus;
  /** The confirmed user (status 'signed-in'). */
  userUid: string | undefined;
  /** Who the device was last signed in as, until Firebase answers. */
  hintUid: string | undefined;
  /** Dexie's profile for the uid being read: undefined while Dexie loads, null when it has none. */
  cached: { uid: string } | null | undefined;
  /** The server refresh of the confirmed user's profile. */
  refresh: ProfileRefreshState;
}

export type ProfileGate =
  | { show: 'checking' }
  | { show: 'redirect' }
  | { show: 'loading' }
  | { show: 'error' }
  | { show: 'not-found' }
  | { show: 'profile'; uid: string; confirming: boolean };

export function profileGate({ status, userUid, hintUid, cached, refresh }: ProfileGateInput): ProfileGate {
  if (status === 'signed-out') return { show: 'redirect' };
  if (status === 'loading' || !userUid) {
    // A cache of another uid (the query of a previous render) never shows: nothing of one user under another's session.
    if (status === 'loading' && hintUid && cached && cached.uid === hintUid) return { show: 'profile', uid: hintUid, confirming: true };
    return { show: 'checking' };
  }
  if (cached && cached.uid === userUid) return { show: 'profile', uid: userUid, confirming: false };
  if (cached === undefined || (cached && cached.uid !== userUid) || refresh.state === 'refreshing') return { show: 'loading' };
  if (refresh.state === 'failed') return { show: 'error' };
  // The server has no profile (404) and the device has none: the spec's 'Profile not found'.
  return { show: 'not-found' };
}
