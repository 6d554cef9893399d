/**
 * Cache-first reads for screens: each hook shows Dexie's copy at once (a live query, so a write,
 * a sync in another tab or a server refresh shows up by itself) and asks the server for fresh
 * data once per mount. `syncState` on a record says 'pending' (waiting to sync) or 'set-aside'.
 *
 * Reads follow `useReadableUid`: while Firebase restores the session they show the cache of the
 * user the signed-in hint names (a reload paints at once, offline too); the server is asked only
 * for the confirmed user. Each query's answer carries the uid it was read for and is dropped when
 * that is no longer the reader (Dexie's hook keeps the previous answer while a new query runs), so
 * one user's records never show under another's session.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore, useReadableUid } from '@/shared/auth/authStore';
import { useOnline } from '@/shared/net/useOnline';
import { db, type ProfileCacheRecord, type UserRecord } from '@/db/database';
import {
  listSyncedKey, refreshAppointmentMessages, refreshAppointments, refreshConsultations, refreshDesigns, refreshProfile,
} from './crmStore';
import { readView, type ReadView } from './readView';

export interface CachedRead<T> {
  /** undefined while Dexie loads (a first paint of a few ms). */
  data: T | undefined;
  /** The server's refresh failed: spec §8's sentence; the screen keeps showing `data`. */
  error: string | null;
  refreshing: boolean;
  /** What the screen says: the records with a quiet note, or — nothing saved — the error once (readView.ts). */
  view: ReadView;
  /** Asks the server again (after `unavailable`). */
  retry: () => void;
}

function useRefresh(uid: string | undefined, refresh: () => Promise<void>) {
  // The answer is kept with the uid and attempt it is for: a new user (or mount, or retry) counts as refreshing.
  const [answer, setAnswer] = useState<{ key: string; error: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${uid}:${attempt}`;
  useEffect(() => {
    if (!uid) return;
    let live = true;
    refresh().then(
      () => live && setAnswer({ key, error: null }),
      (error: unknown) => live && setAnswer({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user, mount and retry
  }, [key]);
  const current = answer !== null && answer.key === key;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { error: current ? answer.error : null, refreshing: Boolean(uid) && !current, retry };
}

const newestFirst = (a: UserRecord, b: UserRecord) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? ''));

/** A live query whose answer is kept only while `uid` is still the one it was read for. */
function useUserQuery<T>(uid: string | undefined, query: (uid: string) => Promise<T>, empty: T, deps: unknown[]): T | undefined {
  const answer = useLiveQuery(async () => ({ uid, value: uid ? await query(uid) : empty }), [uid, ...deps]);
  return answer && answer.uid === uid ? answer.value : undefined;
}

const useConfirmedUid = () => useAuthStore((s) => (s.status === 'signed-in' ? s.user?.uid : undefined));

/** The device's copy (a list, or the profile) with the refresh's answer, as the screen should say it. */
function useCachedRead<T>(data: T | undefined, hasData: (data: T) => boolean, everSynced: boolean, refresh: () => Promise<void>): CachedRead<T> {
  const confirmed = useConfirmedUid();
  const answer = useRefresh(confirmed, refresh);
  const online = useOnline();
  // Back online after a failed refresh: ask again, so the note goes by itself.
  const { retry } = answer;
  const failed = answer.error !== null;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && failed) retry();
    wasOnline.current = online;
  }, [online, failed, retry]);
  // Until the session is confirmed the server cannot be asked yet: an answer is still to come.
  const refreshing = answer.refreshing || !confirmed;
  const view = readView({ hasData: data === undefined ? undefined : hasData(data), error: answer.error, refreshing, everSynced, online });
  return { data, ...answer, view };
}

function useList(table: 'consultations' | 'appointments' | 'savedDesigns', refresh: () => Promise<void>): CachedRead<UserRecord[]> {
  const uid = useReadableUid();
  const data = useUserQuery(uid, async (id) => (await db[table].where('user_id').equals(id).toArray()).sort(newestFirst), [], [table]);
  const synced = useUserQuery(uid, async (id) => (await db.settings.get(listSyncedKey(table, id))) !== undefined, false, [table]);
  return useCachedRead(data, (list) => list.length > 0, synced === true, refresh);
}

export const useConsultations = () => useList('consultations', () => refreshConsultations());
export const useAppointments = () => useList('appointments', () => refreshAppointments());
export const useSavedDesigns = () => useList('savedDesigns', () => refreshDesigns());

const oldestFirst = (a: UserRecord, b: UserRecord) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? ''));

/** One appointment's Message Artist thread, oldest first (a conversation reads downwards). */
export function useAppointmentMessages(appointmentId: string): CachedRead<UserRecord[]> {
  const uid = useReadableUid();
  const data = useUserQuery(
    uid,
    async (id) => (await db.appointmentMessages.where('appointment_id').equals(appointmentId).filter((m) => m.user_id === id).toArray()).sort(oldestFirst),
    [],
    [appointmentId],
  );
  return useCachedRead(data, (list) => list.length > 0, false, () => refreshAppointmentMessages(appointmentId));
}

/** The cached profile of `uid` (undefined while Dexie loads, null when it has none). */
export function useCachedProfile(uid: string | undefined): ProfileCacheRecord | null | undefined {
  return useUserQuery(uid, async (id) => (await db.profileCache.get(id)) ?? null, null, []);
}

export function useProfile(): CachedRead<ProfileCacheRecord | null> {
  const data = useCachedProfile(useReadableUid());
  return useCachedRead(data, (profile) => profile !== null, false, () => refreshProfile());
}
