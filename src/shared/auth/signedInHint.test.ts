// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthBackend } from './authStore';
import { readSignedInHint, SIGNED_IN_HINT_KEY, writeSignedInHint } from './signedInHint';
import type { CurrentUser } from './userDisplay';

const ADA: CurrentUser = { uid: 'ada-1', email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.resetModules();
});

/** A fresh copy of the store, as a new page load would create it. */
async function freshStore() {
  return import('./authStore');
}

function manualBackend() {
  let emit: (user: CurrentUser | null) => void = () => {};
  const backend: AuthBackend = {
    observe: (onChange) => {
      emit = onChange;
      return () => {};
    },
    signOut: async () => emit(null),
  };
  return { backend, emit: (user: CurrentUser | null) => emit(user) };
}

describe('signed-in hint', () => {
  it('is absent on a fresh device, and the store starts signed out without any backend', async () => {
    expect(readSignedInHint()).toBeNull();
    const { useAuthStore } = await freshStore();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', hint: null, backend: null });
  });

  it('makes the next start "loading" with the user it names, until the provider answers', async () => {
    writeSignedInHint(ADA);
    expect(JSON.parse(localStorage.getItem(SIGNED_IN_HINT_KEY) ?? '')).toEqual({ uid: 'ada-1', email: 'ada@example.com', displayName: 'Ada Lovelace' });
    const { useAuthStore } = await freshStore();
    expect(useAuthStore.getState()).toMatchObject({ status: 'loading', user: null, hint: { uid: 'ada-1', displayName: 'Ada Lovelace' } });
  });

  it('is written when the provider restores a user and cleared when it says nobody is signed in', async () => {
    const { useAuthStore, connectAuthBackend } = await freshStore();
    const { backend, emit } = manualBackend();
    connectAuthBackend(backend);
    emit(ADA);
    expect(useAuthStore.getState().status).toBe('signed-in');
    expect(readSignedInHint()).toEqual({ uid: 'ada-1', email: 'ada@example.com', displayName: 'Ada Lovelace' });
    emit(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', hint: null });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('follows a sign-in made outside the backend (the sign-in form sets the store) and is cleared on sign-out', async () => {
    const { useAuthStore } = await freshStore();
    useAuthStore.setState({ status: 'signed-in', user: ADA });
    expect(readSignedInHint()?.uid).toBe('ada-1');
    await useAuthStore.getState().signOut();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it("counts a session Firebase persisted itself (from before the hint existed), but not the device's anonymous identity", () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', JSON.stringify({ uid: 'anon-1', isAnonymous: true }));
    expect(readSignedInHint()).toBeNull();
    sessionStorage.setItem('firebase:authUser:key:[DEFAULT]', JSON.stringify({ uid: 'ada-1', isAnonymous: false, email: 'ada@example.com' }));
    expect(readSignedInHint()).toEqual({ uid: 'ada-1', email: 'ada@example.com', displayName: null });
  });

  it('ignores a damaged hint', () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '{not json');
    expect(readSignedInHint()).toBeNull();
    localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify({ email: 'no uid' }));
    expect(readSignedInHint()).toBeNull();
  });
});
