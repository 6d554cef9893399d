// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBrowserRouter } from 'react-router-dom';
import { readSignedInHint, SIGNED_IN_HINT_KEY } from '@/shared/auth/signedInHint';
import { redirectSignedOutVisit, signedOutRedirect } from './signedOutRedirect';

const ADA = { uid: 'ada-1', email: 'ada@example.com', displayName: 'Ada' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
});

describe('signedOutRedirect', () => {
  it('sends a visit to /profile on a device with no hint to /auth, remembering where it came from', () => {
    expect(signedOutRedirect({ pathname: '/profile', search: '?tab=designs', hash: '' }, null)).toEqual({
      to: '/auth',
      state: { from: { pathname: '/profile', search: '?tab=designs', hash: '' } },
    });
    expect(signedOutRedirect({ pathname: '/profile/', search: '', hash: '' }, null)?.to).toBe('/auth');
  });

  it('leaves a device with a hint, and every other route, to the screens', () => {
    expect(signedOutRedirect({ pathname: '/profile', search: '', hash: '' }, ADA)).toBeNull();
    for (const pathname of ['/', '/auth', '/designer', '/booking', '/settings', '/profiles']) {
      expect(signedOutRedirect({ pathname, search: '', hash: '' }, null)).toBeNull();
    }
  });

  it('rewrites the URL so React Router starts on /auth with the guard\'s `from` state', () => {
    window.history.replaceState(null, '', '/profile?tab=appointments');
    redirectSignedOutVisit(window, null);
    expect(window.location.pathname).toBe('/auth');
    const router = createBrowserRouter([{ path: '*', element: null }]);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: { pathname: '/profile', search: '?tab=appointments', hash: '' } });
    router.dispose();
  });

  it('does nothing to the URL when the device holds a hint', () => {
    window.history.replaceState(null, '', '/profile');
    redirectSignedOutVisit(window, ADA);
    expect(window.location.pathname).toBe('/profile');
  });
});

/** index.html's inline script, run as the browser runs it before first paint. */
function runHintScript(): boolean {
  const html = readFileSync('index.html', 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((body) => body.includes('signed-in-hint'));
  if (!script) throw new Error('index.html has no signed-in-hint script');
  new Function(script)();
  return document.documentElement.classList.contains('signed-in-hint');
}

describe("index.html's signed-in-hint script agrees with readSignedInHint", () => {
  const firebaseKey = 'firebase:authUser:fake-key:[DEFAULT]';
  const cases: [string, () => void][] = [
    ['nothing stored', () => {}],
    ['our hint', () => localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify(ADA))],
    ['a hint with no uid', () => localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify({ email: 'x@example.com' }))],
    ['a broken hint', () => localStorage.setItem(SIGNED_IN_HINT_KEY, '{not json')],
    ['null', () => localStorage.setItem(SIGNED_IN_HINT_KEY, 'null')],
    ["Firebase's persisted user", () => localStorage.setItem(firebaseKey, JSON.stringify({ uid: 'u1', isAnonymous: false }))],
    ["Firebase's anonymous identity", () => localStorage.setItem(firebaseKey, JSON.stringify({ uid: 'u1', isAnonymous: true }))],
    ["Firebase's session-only user", () => sessionStorage.setItem(firebaseKey, JSON.stringify({ uid: 'u2', isAnonymous: false }))],
    ['another key', () => localStorage.setItem('theme', 'dark')],
  ];
  for (const [name, store] of cases) {
    it(name, () => {
      store();
      expect(runHintScript()).toBe(readSignedInHint() !== null);
    });
  }

  it('clears the mark when the hint is gone', () => {
    document.documentElement.classList.add('signed-in-hint');
    expect(runHintScript()).toBe(false);
  });
});
