import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { db, type InkClarityDatabase } from '@/db/database';
import { reportStorageError } from '@/db/storageHealth';

/**
 * The store pattern every persisted screen state follows: a Zustand store that starts with
 * defaults, hydrates from one Dexie `settings` row, and writes each change through to it.
 *
 * Writes are applied to memory first (the UI never waits for the disk); a failed write keeps the
 * in-memory value and reports the storage problem to the banner. Hydration merges stored values
 * over defaults, so a field added in a later release gets its default for existing users, and a
 * change the user made before hydration finished wins over the stored value (it is not lost).
 */
export interface PersistedStore<T extends object> {
  /** Current value plus `hydrated` (false until the first read from Dexie finished). */
  use: UseBoundStore<StoreApi<T & PersistedMeta<T>>>;
  hydrate: () => Promise<void>;
}

export interface PersistedMeta<T> {
  hydrated: boolean;
  update: (patch: Partial<T>) => Promise<void>;
}

/**
 * How a store's row looks on disk when it is not the plain value (e.g. a field kept encrypted).
 * Both directions may be async (WebCrypto).
 */
export interface StoredCodec<T> {
  toStored: (value: Partial<T>) => Promise<unknown>;
  /** `rewrite`: the row is in an older form and should be written back in the current one. */
  fromStored: (stored: unknown) => Promise<{ value: Partial<T>; rewrite: boolean }>;
}

function plainCodec<T>(): StoredCodec<T> {
  return {
    toStored: async (value) => value,
    fromStored: async (stored) => ({
      value: typeof stored === 'object' && stored !== null ? (stored as Partial<T>) : {},
      rewrite: false,
    }),
  };
}

export function createPersistedStore<T extends object>(
  key: string,
  defaults: T,
  database: InkClarityDatabase = db,
  codec: StoredCodec<T> = plainCodec<T>(),
): PersistedStore<T> {
  /** Fields changed before hydration finished; hydration must not overwrite them. */
  const changedBeforeHydration = new Set<keyof T>();
  /**
   * Writes run one after another, each storing the state current when it runs: with an async
   * codec a later change could otherwise land before an earlier one and be overwritten by it.
   */
  let writes: Promise<void> = Promise.resolve();
  const write = (): Promise<void> => {
    writes = writes.then(async () => {
      await database.settings.put({ key, value: await codec.toStored(pickData(use.getState(), defaults)) });
    });
    return writes;
  };
  const use: UseBoundStore<StoreApi<T & PersistedMeta<T>>> = create<T & PersistedMeta<T>>()((set, get) => ({
    ...defaults,
    hydrated: false,
    update: async (patch) => {
      set(patch as Partial<T & PersistedMeta<T>>);
      if (!get().hydrated) {
        // Writing now would replace the stored row with defaults; hydration merges and writes.
        for (const field of Object.keys(patch) as (keyof T)[]) changedBeforeHydration.add(field);
        return;
      }
      try {
        await write();
      } catch (error) {
        writes = Promise.resolve();
        reportStorageError(error);
      }
    },
  }));

  const hydrate = async () => {
    try {
      const row = await database.settings.get(key);
      const { value: stored, rewrite } = await codec.fromStored(row?.value);
      const current = use.getState();
      const early: Partial<T> = {};
      for (const field of changedBeforeHydration) early[field] = current[field];
      use.setState({ ...defaults, ...pickData(stored, defaults), ...early, hydrated: true } as Partial<T & PersistedMeta<T>>);
      if (changedBeforeHydration.size > 0 || rewrite) await write();
    } catch (error) {
      reportStorageError(error);
      use.setState({ hydrated: true } as Partial<T & PersistedMeta<T>>);
    }
  };

  return { use, hydrate };
}

/** Only the data fields named in `defaults` are stored (never functions or meta flags). */
function pickData<T extends object>(source: Partial<T>, defaults: T): Partial<T> {
  const out: Partial<T> = {};
  for (const field of Object.keys(defaults) as (keyof T)[]) {
    if (source[field] !== undefined) out[field] = source[field];
  }
  return out;
}
