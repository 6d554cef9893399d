/**
 * A saved design's PNG as a Blob: a design this device drew keeps its data URL in Dexie
 * (`image`); one the server holds is fetched from its `image_url` with the user's ID token (the
 * route is not public). Used by the profile (download, share) and the Analyst (to measure it).
 */
import type { UserRecord } from '@/db/database';
import { appConfig } from '@/shared/config';
import { firebaseToken } from './syncEngine';

export function localImage(design: UserRecord): string | null {
  return typeof design.image === 'string' && design.image.startsWith('data:image/') ? design.image : null;
}

/** A base64 data URL decoded by hand: the page's CSP (connect-src) does not allow fetch('data:…'). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice(5, dataUrl.indexOf(';'));
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The PNG as a Blob (for download, share and analysis). */
export async function designBlob(design: UserRecord): Promise<Blob> {
  const local = localImage(design);
  if (local) return dataUrlToBlob(local);
  if (typeof design.image_url !== 'string') throw new Error('This design has no image');
  const token = await firebaseToken(design.user_id);
  if (!token) throw new Error('Sign in to load this image');
  const response = await fetch(`${appConfig.apiBaseUrl}${design.image_url}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Image request failed (${response.status})`);
  return response.blob();
}
