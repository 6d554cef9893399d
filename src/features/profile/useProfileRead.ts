/**
 * The profile as this screen needs it: Dexie's copy at once (works offline after a cold start, and
 * on a reload before Firebase has restored the session: the hinted user's copy, see profileGate.ts),
 * then one server refresh once the user is confirmed. Unlike the generic hook it keeps whether the
 * server said 404, because 'Profile not found' is shown only when the server has no profile AND
 * the device has none.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore, useReadableUid } from '@/shared/auth/authStore';
import { useCachedProfile } from '@/sync/hooks';
import { CrmError, refreshProfile } from '@/sync/crmStore';
import type { ProfileRefreshState } from './profileGate';

export function useProfileRead() {
  const confirmedUid = useAuthStore((s) => (s.status === 'signed-in' ? s.user?.uid : undefined));
  const cached = useCachedProfile(useReadableUid());
  const [refresh, setRefresh] = useState<{ uid: string; result: ProfileRefreshState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!confirmedUid) return;
    let live = true;
    refreshProfile().then(
      () => live && setRefresh({ uid: confirmedUid, result: { state: 'done' } }),
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof CrmError ? error.cause?.status : undefined;
        setRefresh({
          uid: confirmedUid,
          result: status === 404 ? { state: 'not-found' } : { state: 'failed', message: error instanceof Error ? error.message : String(error) },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [confirmedUid, attempt]);

  const retry = useCallback(() => {
    setRefresh(null);
    setAttempt((n) => n + 1);
  }, []);
  const result: ProfileRefreshState = refresh && refresh.uid === confirmedUid ? refresh.result : { state: 'refreshing' };
  return { cached, refresh: result, retry };
}
