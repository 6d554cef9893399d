import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its "database loaded" flag is per page). */
const fresh = async () => {
  vi.resetModules();
  return import('./databasePresence');
};

async function createDatabase(name: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });
}

async function deleteDatabase(name: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const del = indexedDB.deleteDatabase(name);
    del.onsuccess = () => resolve();
    del.onerror = () => resolve();
  });
}

describe('databasePresence', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteDatabase('inkclarity');
  });

  it('says no on a device without the database, and yes as soon as another tab has created it', async () => {
    const presence = await fresh();
    expect(await presence.databaseExists()).toBe(false);
    await createDatabase(presence.DATABASE_NAME);
    expect(await presence.databaseExists()).toBe(true);
  });

  it('runs the waiting services when the database module loads, not before', async () => {
    const presence = await fresh();
    const started = vi.fn();
    presence.whenDatabaseInUse(started);
    await new Promise((r) => setTimeout(r, 10));
    expect(started).not.toHaveBeenCalled();
    presence.databaseLoaded();
    expect(started).toHaveBeenCalledOnce();
    expect(await presence.databaseExists()).toBe(true);
    // Loaded once is loaded for good: later callers run at once, once.
    presence.databaseLoaded();
    expect(started).toHaveBeenCalledOnce();
    const later = vi.fn();
    presence.whenDatabaseInUse(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs them at once when the database already exists, and never after being cancelled', async () => {
    const presence = await fresh();
    await createDatabase(presence.DATABASE_NAME);
    const started = vi.fn();
    presence.whenDatabaseInUse(started);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    const cancelled = vi.fn();
    presence.whenDatabaseInUse(cancelled)();
    presence.databaseLoaded();
    await new Promise((r) => setTimeout(r, 10));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('says yes where the browser cannot list its databases, so the app opens it as before', async () => {
    const presence = await fresh();
    vi.stubGlobal('indexedDB', { open: indexedDB.open.bind(indexedDB) });
    expect(await presence.databaseExists()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('not allowed')) });
    expect(await presence.databaseExists()).toBe(true);
  });

  it('is told by the real database module when it loads', async () => {
    vi.resetModules();
    const presence = await import('./databasePresence');
    expect(presence.isDatabaseLoaded()).toBe(false);
    await import('./database');
    expect(presence.isDatabaseLoaded()).toBe(true);
  });
});
