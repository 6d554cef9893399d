import { useEffect, useState } from 'react';
import { fetchDirectory } from '@/api/publicDirectory';
import type { Artist } from '@/engine/crm/schemas';
import { whenIdle } from '@/shared/scheduling/whenIdle';

/**
 * How long a pending directory fetch may go unanswered before the copy saved on this device is
 * shown meanwhile: well past a normal answer (the public route is small and ETag-cached), so a
 * visitor's first paint never waits on Dexie, yet a stalled network shows something in ~1 s.
 */
const SAVED_COPY_AFTER_MS = 1200;

/** The copy of the directory saved on this device (Dexie, loaded only when needed). */
const savedCopy = () => import('@/sync/directoryCache').then((cache) => cache.savedDirectory());

/**
 * The public artist directory for anyone, signed in or not: a small public fetch (no token, no
 * zod, no Dexie before it answers; ETag-cached by the browser). The answer is saved on the device
 * in idle time; offline, on a failure or a slow answer, the saved copy shows. `error` is set when
 * the server could not be reached (the saved copy keeps showing).
 */
export function useDirectory(): { artists: Artist[] | undefined; error: string | null } {
  const [artists, setArtists] = useState<Artist[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let answered = false;
    const showSaved = (orEmpty: boolean) =>
      savedCopy().then(
        (saved) => live && (saved.length > 0 || orEmpty) && setArtists((current) => current ?? saved),
        () => live && orEmpty && setArtists((current) => current ?? []),
      );
    const slow = setTimeout(() => !answered && void showSaved(false), navigator.onLine ? SAVED_COPY_AFTER_MS : 0);
    fetchDirectory().then(
      (fresh) => {
        answered = true;
        if (!live) return;
        setArtists(fresh);
        setError(null);
        whenIdle(() => void import('@/sync/directoryCache').then((cache) => cache.saveDirectory(fresh)).catch(() => undefined));
      },
      (failure: unknown) => {
        answered = true;
        if (!live) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        void showSaved(true);
      },
    );
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, []);
  return { artists, error };
}
