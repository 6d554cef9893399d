/**
 * Where a successful sign-in goes: back to the page that sent the user to sign in (a guard puts
 * it in the navigation state as `from`), else /designer (spec §2). Only same-app paths are
 * followed, never another origin, and never back to the account screens themselves.
 */
export const DEFAULT_AFTER_SIGN_IN = '/designer';

export function afterSignInPath(state: unknown): string {
  if (typeof state !== 'object' || state === null) return DEFAULT_AFTER_SIGN_IN;
  const from = (state as { from?: unknown }).from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null) {
    const { pathname, search = '', hash = '' } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  if (/^\/(auth|signup)(\/|\?|#|$)/.test(path)) return DEFAULT_AFTER_SIGN_IN;
  return path;
}
