/**
 * Which generated design a saved design came from, and the person's own photo from that design's
 * on-body preview (issue #36: the hand-off pack offers it as the placement photo). The designer
 * writes the link when it saves a design (features/designer/saveToProfile.ts, under the same key);
 * booking reads it here, since features do not import each other.
 */
import { db as appDb, type InkClarityDatabase } from '@/db/database';

/** Per user: generated image id → saved design id (Dexie `settings`), the key the designer writes. */
export const savedImagesKey = (uid: string) => `designer-saved-to-profile:${uid}`;

export async function savedImageIds(db: InkClarityDatabase, uid: string): Promise<Record<string, string>> {
  const row = await db.settings.get(savedImagesKey(uid));
  return typeof row?.value === 'object' && row.value !== null ? (row.value as Record<string, string>) : {};
}

/**
 * The photo of the person's own skin from the on-body preview of the design saved as `designId`,
 * or null (no preview on this device, or one on a bundled sample photo, which is not their body).
 */
export async function previewPhotoOf(uid: string, designId: string, db: InkClarityDatabase = appDb): Promise<Blob | null> {
  const links = await savedImageIds(db, uid);
  const imageId = Object.keys(links).find((generated) => links[generated] === designId);
  if (imageId === undefined) return null;
  const preview = await db.skinPreviews.get(imageId);
  return preview?.photo ?? null;
}
