import { create } from 'zustand';

/**
 * Storage problems the user must hear about instead of a blank page: an upgrade blocked by
 * another open tab, a newer version opened elsewhere, a full disk, or IndexedDB being unavailable
 * (some private modes). The app shell shows `message` in a banner; the app keeps running on
 * in-memory state.
 *
 * This module must not import the database: the banner is part of first paint and Dexie is not.
 */
export type StorageProblem = 'blocked' | 'version-change' | 'quota' | 'unavailable';

export const STORAGE_MESSAGES: Record<StorageProblem, string> = {
  blocked: 'InkClarity is open in another tab with an older version. Close the other tabs to finish updating — your work here is kept in memory until then.',
  'version-change': 'A newer version of InkClarity was opened in another tab. Reload this tab to keep saving your work.',
  quota: 'Your device is out of storage, so recent changes could not be saved. Free up space or delete old designs in History, then try again.',
  unavailable: 'This browser is not letting InkClarity store data (private mode?). You can keep working, but nothing will be kept after you close the tab.',
};

interface StorageHealthState {
  problem: StorageProblem | null;
  report: (problem: StorageProblem) => void;
  clear: () => void;
}

export const useStorageHealth = create<StorageHealthState>((set) => ({
  problem: null,
  report: (problem) => set({ problem }),
  clear: () => set({ problem: null }),
}));

export function isQuotaError(error: unknown): boolean {
  const names = [error, (error as { inner?: unknown } | null)?.inner].map((e) => (e as { name?: string } | null)?.name);
  return names.some((n) => n === 'QuotaExceededError');
}

/** Classifies a failed Dexie call and reports it. Returns the problem found, if any. */
export function reportStorageError(error: unknown): StorageProblem | null {
  const name = (error as { name?: string } | null)?.name;
  const problem: StorageProblem | null = isQuotaError(error)
    ? 'quota'
    : name === 'MissingAPIError' || name === 'InvalidStateError' || name === 'OpenFailedError'
      ? 'unavailable'
      : name === 'DatabaseClosedError'
        ? 'version-change'
        : null;
  if (problem) useStorageHealth.getState().report(problem);
  return problem;
}

