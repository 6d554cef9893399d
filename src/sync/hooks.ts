/**
 * Cache-first reads for screens: each hook shows Dexie's copy at once (a live query, so a write,
 * a sync in another tab or a server refresh shows up by itself) and asks the server for fresh
 * data once per mount. `syncState` on a record says 'pending' (waiting to sync) or 'set-aside'.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useAuthStore } from '@/shared/auth/authStore';
import { db, type ProfileCacheRecord, type UserRecord } from '@/db/database';
import { refreshAppointmentMessages, refreshAppointments, refreshConsultations, refreshDesigns, refreshProfile } from './crmStore';

export interface CachedRead<T> {
  /** undefined while Dexie loads (a first paint of a few ms). */
  data: T | undefined;
  /** The server's refresh failed: spec §8's sentence; the screen keeps showing `data`. */
  error: string | null;
  refreshing: boolean;
}

function useRefresh(uid: string | undefined, refresh: () => Promise<void>) {
  // The answer is kept with the uid it is for: a new user (or mount) counts as refreshing.
  const [answer, setAnswer] = useState<{ uid: string; error: string | null } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    refresh().then(
      () => live && setAnswer({ uid, error: null }),
      (error: unknown) => live && setAnswer({ uid, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user and mount
  }, [uid]);
  const current = answer !== null && answer.uid === uid;
  return { error: current ? answer.error : null, refreshing: Boolean(uid) && !current };
}

const newestFirst = (a: UserRecord, b: UserRecord) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? ''));

function useList(table: 'consultations' | 'appointments' | 'savedDesigns', refresh: () => Promise<void>): CachedRead<UserRecord[]> {
  const uid = useAuthStore((s) => s.user?.uid);
  const data = useLiveQuery(async () => (uid ? (await db[table].where('user_id').equals(uid).toArray()).sort(newestFirst) : []), [uid, table]);
  return { data, ...useRefresh(uid, refresh) };
}

export const useConsultations = () => useList('consultations', () => refreshConsultations());
export const useAppointments = () => useList('appointments', () => refreshAppointments());
export const useSavedDesigns = () => useList('savedDesigns', () => refreshDesigns());

const oldestFirst = (a: UserRecord, b: UserRecord) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? ''));

/** One appointment's Message Artist thread, oldest first (a conversation reads downwards). */
export function useAppointmentMessages(appointmentId: string): CachedRead<UserRecord[]> {
  const uid = useAuthStore((s) => s.user?.uid);
  const data = useLiveQuery(
    async () => (uid ? (await db.appointmentMessages.where('appointment_id').equals(appointmentId).filter((m) => m.user_id === uid).toArray()).sort(oldestFirst) : []),
    [uid, appointmentId],
  );
  return { data, ...useRefresh(uid, () => refreshAppointmentMessages(appointmentId)) };
}

export function useProfile(): CachedRead<ProfileCacheRecord | null> {
  const uid = useAuthStore((s) => s.user?.uid);
  const data = useLiveQuery(async () => (uid ? ((await db.profileCache.get(uid)) ?? null) : null), [uid]);
  return { data, ...useRefresh(uid, () => refreshProfile()) };
}
