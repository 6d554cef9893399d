/**
 * Whether this device holds the app's IndexedDB database yet — asked without loading Dexie.
 *
 * A first visit has nothing stored, so reading the saved state (the designer's conversation, the
 * settings, queued demo requests) would only load Dexie (~90 KB of script, one long task to
 * evaluate), create an empty database with every table and read nothing back (issue #38). The
 * readers ask here first: with no database they start from their defaults, and Dexie loads when
 * something is first written. `indexedDB.databases()` lists the origin's databases from the
 * browser's own records; where it is missing or fails (older browsers, some private modes) the
 * answer is "yes", so those browsers open the database as they always did.
 *
 * This module must not import the database (that is the point): `database.ts` tells it when it
 * has loaded (`databaseLoaded`), and from then on the answer is always yes.
 */

export const DATABASE_NAME = 'inkclarity';

let loaded = false;
const waiting = new Set<() => void>();

/** Called once by database.ts when it is evaluated: from now on someone uses (and opens) the database. */
export function databaseLoaded(): void {
  loaded = true;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/** Whether database.ts has been loaded in this page. */
export const isDatabaseLoaded = (): boolean => loaded;

/**
 * Whether the database exists on this device (or is already loaded here). A "no" is never kept:
 * another tab may create it at any moment, and asking again is one cheap call.
 */
export async function databaseExists(): Promise<boolean> {
  if (loaded) return true;
  const idb = (globalThis as { indexedDB?: Pick<IDBFactory, 'databases'> }).indexedDB;
  if (typeof idb?.databases !== 'function') return true;
  try {
    return (await idb.databases()).some((d) => d.name === DATABASE_NAME);
  } catch {
    return true;
  }
}

/**
 * Runs `callback` once the database is in use: at once (next microtask) when it already exists on
 * this device, else when something first loads the database module. Returns a cancel function.
 */
export function whenDatabaseInUse(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    cancelled = true;
    waiting.delete(run);
    callback();
  };
  waiting.add(run);
  if (loaded) run();
  else
    void databaseExists().then((exists) => {
      if (exists) run();
    });
  return () => {
    cancelled = true;
    waiting.delete(run);
  };
}
