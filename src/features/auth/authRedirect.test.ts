import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './authRedirect';

describe('afterSignInPath', () => {
  it('goes to /designer by default', () => {
    expect(afterSignInPath(null)).toBe('/designer');
    expect(afterSignInPath({})).toBe('/designer');
  });
  it('returns to the page that asked for sign-in', () => {
    expect(afterSignInPath({ from: '/profile' })).toBe('/profile');
    expect(afterSignInPath({ from: { pathname: '/booking', search: '?artist=mara', hash: '' } })).toBe('/booking?artist=mara');
  });
  it('never leaves the app or loops back to the account screens', () => {
    expect(afterSignInPath({ from: 'https://evil.example' })).toBe('/designer');
    expect(afterSignInPath({ from: '//evil.example/x' })).toBe('/designer');
    expect(afterSignInPath({ from: '/auth' })).toBe('/designer');
    expect(afterSignInPath({ from: '/signup?x=1' })).toBe('/designer');
  });
});
