import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { useStorageHealth } from '@/db/storageHealth';
import { createPersistedStore } from '@/stores/createPersistedStore';

interface Prefs {
  name: string;
  count: number;
}
const DEFAULTS: Prefs = { name: 'ink', count: 0 };

let db: InkClarityDatabase;
let dbName: string;

beforeEach(() => {
  dbName = `test-${Math.random().toString(36).slice(2)}`;
  db = new InkClarityDatabase(dbName);
  useStorageHealth.getState().clear();
});

afterEach(async () => {
  db.close();
  await InkClarityDatabase.delete(dbName);
});

describe('persisted store pattern', () => {
  it('starts from defaults and is marked hydrated after reading an empty database', async () => {
    const store = createPersistedStore('prefs', DEFAULTS, db);
    expect(store.use.getState().hydrated).toBe(false);
    await store.hydrate();
    expect(store.use.getState()).toMatchObject({ name: 'ink', count: 0, hydrated: true });
  });

  it('writes through to Dexie, and a new store (a reload) hydrates the saved values', async () => {
    const first = createPersistedStore('prefs', DEFAULTS, db);
    await first.hydrate();
    await first.use.getState().update({ count: 3 });
    expect(first.use.getState().count).toBe(3);
    expect(await db.settings.get('prefs')).toEqual({ key: 'prefs', value: { name: 'ink', count: 3 } });

    const reloaded = createPersistedStore('prefs', DEFAULTS, db);
    await reloaded.hydrate();
    expect(reloaded.use.getState()).toMatchObject({ name: 'ink', count: 3 });
  });

  it('gives fields added in a later release their default, and ignores unknown stored fields', async () => {
    await db.settings.put({ key: 'prefs', value: { count: 7, legacy: true } });
    const store = createPersistedStore('prefs', DEFAULTS, db);
    await store.hydrate();
    expect(store.use.getState()).toMatchObject({ name: 'ink', count: 7 });
    expect('legacy' in store.use.getState()).toBe(false);
  });

  it('a change made while hydration is still running wins over the stored value', async () => {
    await db.settings.put({ key: 'prefs', value: { name: 'stored', count: 2 } });
    const store = createPersistedStore('prefs', DEFAULTS, db);
    const early = store.use.getState().update({ count: 9 }); // user acts before the read finished
    await Promise.all([store.hydrate(), early]);
    expect(store.use.getState()).toMatchObject({ name: 'stored', count: 9, hydrated: true });
    const reloaded = createPersistedStore('prefs', DEFAULTS, db);
    await reloaded.hydrate();
    expect(reloaded.use.getState()).toMatchObject({ name: 'stored', count: 9 });
  });

  it('keeps the change in memory and reports a full disk when the write fails', async () => {
    const store = createPersistedStore('prefs', DEFAULTS, db);
    await store.hydrate();
    const quota = Object.assign(new Error('disk full'), { name: 'QuotaExceededError' });
    db.settings.put = () => Promise.reject(quota) as never;
    await store.use.getState().update({ name: 'kept' });
    expect(store.use.getState().name).toBe('kept');
    expect(useStorageHealth.getState().problem).toBe('quota');
  });

  it('still finishes hydrating (with defaults) when the database cannot be opened', async () => {
    const store = createPersistedStore('prefs', DEFAULTS, db);
    const closed = Object.assign(new Error('no IndexedDB'), { name: 'MissingAPIError' });
    db.settings.get = () => Promise.reject(closed) as never;
    await store.hydrate();
    expect(store.use.getState()).toMatchObject({ name: 'ink', hydrated: true });
    expect(useStorageHealth.getState().problem).toBe('unavailable');
  });
});
