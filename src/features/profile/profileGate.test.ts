import { describe, expect, it } from 'vitest';
import { readableUid } from '@/shared/auth/authStore';
import { profileGate, type ProfileGateInput } from './profileGate';

const base: ProfileGateInput = { status: 'loading', userUid: undefined, hintUid: undefined, cached: undefined, refresh: { state: 'refreshing' } };
const gate = (over: Partial<ProfileGateInput>) => profileGate({ ...base, ...over });

describe('profileGate', () => {
  it('shows the hinted user’s cached profile at once while Firebase confirms', () => {
    expect(gate({ hintUid: 'a', cached: { uid: 'a' } })).toEqual({ show: 'profile', uid: 'a', confirming: true });
  });

  it('keeps the spec’s "Checking authentication..." without a hint, while Dexie loads, or without a cache', () => {
    expect(gate({})).toEqual({ show: 'checking' });
    expect(gate({ hintUid: 'a', cached: undefined })).toEqual({ show: 'checking' });
    expect(gate({ hintUid: 'a', cached: null })).toEqual({ show: 'checking' });
  });

  it('never shows a cache that belongs to another uid', () => {
    expect(gate({ hintUid: 'a', cached: { uid: 'b' } })).toEqual({ show: 'checking' });
    expect(gate({ status: 'signed-in', userUid: 'b', hintUid: 'b', cached: { uid: 'a' } })).toEqual({ show: 'loading' });
  });

  it('redirects once Firebase says signed out, whatever the hint and cache held', () => {
    expect(gate({ status: 'signed-out', hintUid: 'a', cached: { uid: 'a' } })).toEqual({ show: 'redirect' });
    expect(gate({ status: 'signed-out' })).toEqual({ show: 'redirect' });
  });

  it('a confirmed user with a cache shows the profile, no longer confirming', () => {
    expect(gate({ status: 'signed-in', userUid: 'a', hintUid: 'a', cached: { uid: 'a' } })).toEqual({ show: 'profile', uid: 'a', confirming: false });
    expect(gate({ status: 'signed-in', userUid: 'a', cached: { uid: 'a' }, refresh: { state: 'failed', message: 'x' } })).toEqual({ show: 'profile', uid: 'a', confirming: false });
  });

  it('a confirmed user without a cache: loading, then the error or "Profile not found"', () => {
    const signedIn = { status: 'signed-in' as const, userUid: 'a' };
    expect(gate({ ...signedIn, cached: undefined, refresh: { state: 'done' } })).toEqual({ show: 'loading' });
    expect(gate({ ...signedIn, cached: null, refresh: { state: 'refreshing' } })).toEqual({ show: 'loading' });
    expect(gate({ ...signedIn, cached: null, refresh: { state: 'failed', message: 'down' } })).toEqual({ show: 'error' });
    expect(gate({ ...signedIn, cached: null, refresh: { state: 'not-found' } })).toEqual({ show: 'not-found' });
  });

  it('a different user confirmed than the hint named reads that user, not the hinted one', () => {
    expect(readableUid('signed-in', 'b', 'a')).toBe('b');
    expect(readableUid('loading', undefined, 'a')).toBe('a');
    expect(readableUid('signed-out', undefined, 'a')).toBeUndefined();
  });
});
