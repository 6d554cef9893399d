/**
 * A screen's persistence (an object of async methods over Dexie) whose module — and Dexie behind
 * it — loads on the first call rather than with the screen (issue #16's JS budgets), and, on a
 * device with no database yet, not even then for reads: `nothingStored` answers them as an empty
 * database would (issue #38: a first visit hydrates for free; the first write loads Dexie).
 * A failed load is tried again on the next call.
 */
import { databaseExists } from './databasePresence';

type Methods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

export function deferredPersistence<T extends Methods<T>>(load: () => Promise<T>, nothingStored: Partial<T>, stored: () => Promise<boolean> = databaseExists): T {
  let ready: Promise<T> | undefined;
  const loaded = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return new Proxy({} as T, {
    get: (_target, method) => {
      // Not a thenable: `await persistence` must not call into it.
      if (typeof method !== 'string' || method === 'then') return undefined;
      return async (...args: unknown[]) => {
        const empty = nothingStored[method as keyof T] as ((...a: unknown[]) => Promise<unknown>) | undefined;
        if (!ready && empty && !(await stored())) return empty(...args);
        const persistence = await loaded();
        return (persistence[method as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args);
      };
    },
  });
}
