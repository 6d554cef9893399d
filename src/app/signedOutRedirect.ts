import { readSignedInHint, type SignedInHint } from '@/shared/auth/signedInHint';

/**
 * Screens only a signed-in user sees, and where a signed-out visitor goes instead (spec §2:
 * /profile sends a signed-out visitor to /auth, which returns there after sign-in).
 *
 * Decided before the router starts when the device holds no signed-in hint (signedInHint.ts: our
 * own record of a session, or Firebase's persisted one): Firebase would only confirm the
 * sign-out after its chunk loaded, and meanwhile the screen showed 'Checking authentication...'
 * before the sign-in card replaced it, a second, late largest paint. The build pre-renders such a
 * page with both pictures (scripts/build/prerender.ts) and the inline script in index.html shows
 * the one the hint calls for, so the sign-in card is the first paint and stays.
 */
export const SIGNED_OUT_REDIRECTS: Readonly<Record<string, string>> = { '/profile': '/auth' };

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a visit to `location` goes before anything renders, with the state the guard's own redirect carries. */
export function signedOutRedirect(location: PathParts, hint: SignedInHint | null): { to: string; state: { from: PathParts } } | null {
  if (hint) return null;
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const to = SIGNED_OUT_REDIRECTS[pathname];
  if (!to) return null;
  return { to, state: { from: { pathname, search: location.search, hash: location.hash } } };
}

/**
 * Applies signedOutRedirect to the page's own URL before the router is created. The state is
 * written the way React Router's browser history stores it (`usr` is the location state, read at
 * start-up), so /auth sees `from` exactly as after ProfileScreen's <Navigate state={{ from }}>.
 */
export function redirectSignedOutVisit(win: Pick<Window, 'location' | 'history'> = window, hint: SignedInHint | null = readSignedInHint()): void {
  const redirect = signedOutRedirect(win.location, hint);
  if (!redirect) return;
  win.history.replaceState({ usr: redirect.state, key: 'default', idx: 0 }, '', redirect.to);
}
