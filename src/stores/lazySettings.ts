/**
 * The settings store for code that runs on a first visit too (the AI session): loaded only when
 * the device has a database — with none, nothing is saved, so the answer is the defaults and
 * Dexie is not loaded for it (db/databasePresence.ts, issue #38).
 */
import { databaseExists, whenDatabaseInUse } from '@/db/databasePresence';

export type SettingsStore = typeof import('./settingsStore').settingsStore;

let loaded: SettingsStore | null = null;
const load = () => import('./settingsStore').then((m) => (loaded = m.settingsStore));

/** The store if it has been loaded in this page (synchronous: null until then). */
export const loadedSettingsStore = (): SettingsStore | null => loaded;

/** The hydrated store, or null when this device has no database (nothing saved: the defaults apply). */
export async function storedSettings(): Promise<SettingsStore | null> {
  if (!loaded && !(await databaseExists())) return null;
  const store = loaded ?? (await load());
  if (!store.use.getState().hydrated) await store.hydrate();
  return store;
}

// Settings saved later (the Settings screen creates the database) are seen by loadedSettingsStore().
whenDatabaseInUse(() => void load());
