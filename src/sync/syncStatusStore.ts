import { create } from 'zustand';
import type { OutboxEntry } from '@/db/database';
import type { FlusherPhase } from './flusherMachine';

/**
 * What the top bar and Settings show about the outbox, for the signed-in user. Kept free of
 * Dexie and the flusher (the top bar is on first paint); src/sync/syncEngine.ts feeds it from a
 * Dexie live query, so every tab sees the same counts within moments.
 */
export interface SyncStatus {
  /** The user the figures are about (null when signed out). */
  uid: string | null;
  /** Changes waiting to be sent. */
  waiting: number;
  /** Writes the server refused, kept for the user to edit and resend or discard. */
  setAside: OutboxEntry[];
  /** Last time a write of this user reached the server (ms), on any tab. */
  lastSuccessAt: number | null;
  phase: FlusherPhase;
  /** 'Retry now' (wired by the sync engine once it runs). */
  retryNow: () => Promise<void>;
}

export const useSyncStatus = create<SyncStatus>(() => ({
  uid: null,
  waiting: 0,
  setAside: [],
  lastSuccessAt: null,
  phase: 'idle',
  retryNow: async () => {},
}));
