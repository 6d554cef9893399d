import { beforeEach, describe, expect, it } from 'vitest';
import { requestPersistentStorage, resetPersistentStorageRequest, storagePersistence } from './persistentStorage';

function fakeStorage(options: { persisted: boolean; grant: boolean }) {
  let persisted = options.persisted;
  const calls = { persist: 0 };
  const storage = {
    persisted: async () => persisted,
    persist: async () => {
      calls.persist += 1;
      persisted = options.grant;
      return options.grant;
    },
  } as unknown as StorageManager;
  return { storage, calls };
}

beforeEach(resetPersistentStorageRequest);

describe('persistent storage', () => {
  it('asks once and reports the answer', async () => {
    const { storage, calls } = fakeStorage({ persisted: false, grant: true });
    expect(await storagePersistence(storage)).toBe('best-effort');
    expect(await requestPersistentStorage(storage)).toBe('persistent');
    expect(await requestPersistentStorage(storage)).toBe('persistent');
    expect(calls.persist).toBe(1);
    expect(await storagePersistence(storage)).toBe('persistent');
  });

  it('does not ask again when already persistent, and reports a refusal', async () => {
    const granted = fakeStorage({ persisted: true, grant: true });
    expect(await requestPersistentStorage(granted.storage)).toBe('persistent');
    expect(granted.calls.persist).toBe(0);
    resetPersistentStorageRequest();
    expect(await requestPersistentStorage(fakeStorage({ persisted: false, grant: false }).storage)).toBe('best-effort');
  });

  it('says unsupported without the API', async () => {
    expect(await storagePersistence(undefined)).toBe('unsupported');
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
  });
});
