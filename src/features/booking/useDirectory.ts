import { useCallback, useEffect, useRef, useState } from 'react';
import { DIRECTORY_ERROR, fetchDirectory } from '@/api/publicDirectory';
import type { Artist } from '@/engine/crm/schemas';
import { useOnline } from '@/shared/net/useOnline';
import { whenIdle } from '@/shared/scheduling/whenIdle';
import { readView, type ReadView } from '@/sync/readView';

/**
 * How long a pending directory fetch may go unanswered before the copy saved on this device is
 * shown meanwhile: well past a normal answer (the public route is small and ETag-cached), so a
 * visitor's first paint never waits on Dexie, yet a stalled network shows something in ~1 s.
 */
const SAVED_COPY_AFTER_MS = 1200;

/** The copy of the directory saved on this device (Dexie, loaded only when needed); null when none was ever saved. */
const savedCopy = () => import('@/sync/directoryCache').then((cache) => cache.savedDirectory());

interface DirectoryState {
  fresh: Artist[] | null;
  /** undefined: not read yet; null: nothing saved on this device. */
  saved: Artist[] | null | undefined;
  error: string | null;
  refreshing: boolean;
}

export interface DirectoryRead {
  artists: Artist[] | undefined;
  /** What the screen says (src/sync/readView.ts, issue #37): a quiet note over a saved copy, or that there is nothing to show. */
  view: ReadView;
  retry: () => void;
}

/**
 * The public artist directory for anyone, signed in or not: a small public fetch (no token, no
 * zod, no Dexie before it answers; ETag-cached by the browser). The answer is saved on the device
 * in idle time; offline, on a failure or a slow answer, the saved copy shows, with readView's note.
 */
export function useDirectory(): DirectoryRead {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DirectoryState>({ fresh: null, saved: undefined, error: null, refreshing: true });
  useEffect(() => {
    let live = true;
    let answered = false;
    const readSaved = () =>
      savedCopy().then((saved) => live && setState((current) => ({ ...current, saved })), () => live && setState((current) => ({ ...current, saved: null })));
    const slow = setTimeout(() => !answered && void readSaved(), navigator.onLine ? SAVED_COPY_AFTER_MS : 0);
    fetchDirectory().then(
      (fresh) => {
        answered = true;
        if (!live) return;
        setState((current) => ({ ...current, fresh, error: null, refreshing: false }));
        whenIdle(() => void import('@/sync/directorySave').then((copy) => copy.saveDirectory(fresh)).catch(() => undefined));
      },
      () => {
        answered = true;
        if (!live) return;
        setState((current) => ({ ...current, error: DIRECTORY_ERROR, refreshing: false }));
        void readSaved();
      },
    );
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState((current) => ({ ...current, error: null, refreshing: true }));
    setAttempt((count) => count + 1);
  }, []);
  // Back online after a failed fetch: ask again, so the note goes by itself.
  const failed = state.error !== null;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && failed) retry();
    wasOnline.current = online;
  }, [online, failed, retry]);

  const artists = state.fresh ?? state.saved ?? undefined;
  const hasData = state.fresh !== null ? true : state.saved === undefined ? undefined : state.saved !== null && state.saved.length > 0;
  const view = state.fresh !== null
    ? { kind: 'ready' as const, note: null }
    : readView({ hasData, error: state.error, refreshing: state.refreshing, everSynced: state.saved != null, online });
  return { artists, view, retry };
}
