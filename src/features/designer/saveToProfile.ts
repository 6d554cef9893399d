/**
 * 'Save to profile' for a generated design (issue #12): the design's full brief, its prompt and
 * its PNG go through the outbox (src/sync) as a saved design of the signed-in user. Which
 * generated images were saved is remembered per user in Dexie `settings`, so the button says
 * 'Saved to profile' after a reload and a second click never saves a duplicate.
 */
import type { InkClarityDatabase } from '@/db/database';
import { DEFAULT_SEED } from '@/engine/imageOptions';
import { saveDesign } from '@/sync/crmStore';
import type { DesignImage } from './designerPersistence';

export const savedImagesKey = (uid: string) => `designer-saved-to-profile:${uid}`;

async function dataUrl(png: Blob): Promise<string> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a whole image as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

export async function savedImageIds(db: InkClarityDatabase, uid: string): Promise<Record<string, string>> {
  const row = await db.settings.get(savedImagesKey(uid));
  return typeof row?.value === 'object' && row.value !== null ? (row.value as Record<string, string>) : {};
}

/** Saves the design once per user; resolves with the saved design's id. */
export async function saveImageToProfile(db: InkClarityDatabase, uid: string, image: DesignImage): Promise<string> {
  const already = (await savedImageIds(db, uid))[image.id];
  if (already) return already;
  const id = await saveDesign(
    {
      style: image.slots.style,
      placement: image.slots.bodyZone,
      size: image.slots.size,
      colors: image.slots.colors,
      keywords: image.slots.keywords,
      description: image.slots.description,
      prompt: image.prompt,
      // The stencil of a saved design is drawn from these, on whichever device opens it.
      render: { seed: image.seed ?? DEFAULT_SEED, size: image.size },
      image: await dataUrl(image.png),
    },
    db,
  );
  const saved = await savedImageIds(db, uid);
  await db.settings.put({ key: savedImagesKey(uid), value: { ...saved, [image.id]: id } });
  return id;
}
