import { useEffect, useState } from 'react';
import type { Artist } from '@/engine/crm/schemas';
import { cachedArtists, loadArtists } from '@/sync/crmStore';

/**
 * The public artist directory for anyone, signed in or not: Dexie's copy at once (so it shows
 * offline), then the server's (public, cached by ETag). `error` is set when the server could not
 * be reached; the saved copy keeps showing.
 */
export function useDirectory(): { artists: Artist[] | undefined; error: string | null } {
  const [artists, setArtists] = useState<Artist[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    cachedArtists().then((cached) => live && cached.length > 0 && setArtists((current) => current ?? cached), () => undefined);
    loadArtists().then(
      (fresh) => { if (live) { setArtists(fresh); setError(null); } },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        cachedArtists().then((cached) => live && setArtists((current) => current ?? cached), () => live && setArtists((current) => current ?? []));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { artists, error };
}
