/**
 * A saved design's PNG: a design this device drew keeps its data URL in Dexie (`image`); one
 * the server holds is fetched from its `image_url` with the user's ID token (the route is not
 * public) and shown as an object URL.
 */
import { useEffect, useState } from 'react';
import type { UserRecord } from '@/db/database';
import { designBlob, localImage } from '@/sync/savedDesignImage';

// The Blob itself comes from src/sync (the Analyst measures saved designs with it too).
export { dataUrlToBlob, designBlob, localImage } from '@/sync/savedDesignImage';

/** A URL an <img> can show, or null while loading / when there is none. */
export function useDesignImageUrl(design: UserRecord): { url: string | null; failed: boolean } {
  const local = localImage(design);
  const remote = typeof design.image_url === 'string' ? design.image_url : null;
  const [loaded, setLoaded] = useState<{ key: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (local || !remote) return;
    let live = true;
    let objectUrl: string | null = null;
    designBlob(design).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setLoaded({ key: remote, url: objectUrl, failed: false });
        else URL.revokeObjectURL(objectUrl);
      },
      () => live && setLoaded({ key: remote, url: null, failed: true }),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch only when the image itself changes
  }, [local, remote]);
  if (local) return { url: local, failed: false };
  if (!remote) return { url: null, failed: false };
  return loaded && loaded.key === remote ? { url: loaded.url, failed: loaded.failed } : { url: null, failed: false };
}

const safeName = (value: unknown) => (typeof value === 'string' && value ? value : 'design').replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
export const designFileName = (design: UserRecord) => `inkclarity-${safeName(design.style)}-${safeName(design.placement)}-${design.id.slice(0, 8)}.png`;
