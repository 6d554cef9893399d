/**
 * The profile as this screen needs it: Dexie's copy at once (works offline after a cold start),
 * then one server refresh. Unlike the generic hook it keeps whether the server said 404, because
 * 'Profile not found' is shown only when the server has no profile AND the device has none.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '@/db/database';
import { useAuthStore } from '@/shared/auth/authStore';
import { CrmError, refreshProfile } from '@/sync/crmStore';

export type ProfileRefresh = { state: 'refreshing' } | { state: 'done' } | { state: 'not-found' } | { state: 'failed'; message: string };

export function useProfileRead() {
  const uid = useAuthStore((s) => s.user?.uid);
  const cached = useLiveQuery(async () => (uid ? ((await db.profileCache.get(uid)) ?? null) : null), [uid]);
  const [refresh, setRefresh] = useState<{ uid: string; result: ProfileRefresh } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    refreshProfile().then(
      () => live && setRefresh({ uid, result: { state: 'done' } }),
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof CrmError ? error.cause?.status : undefined;
        setRefresh({
          uid,
          result: status === 404 ? { state: 'not-found' } : { state: 'failed', message: error instanceof Error ? error.message : String(error) },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [uid, attempt]);

  const retry = useCallback(() => {
    setRefresh(null);
    setAttempt((n) => n + 1);
  }, []);
  const result: ProfileRefresh = refresh && refresh.uid === uid ? refresh.result : { state: 'refreshing' };
  return { cached, refresh: result, retry };
}
