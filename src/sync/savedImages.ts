/**
 * 'Save to profile' for a generated design (issue #12), shared by the designer's button and the
 * Analyst (issue #35, which saves the design together with its analysis): the design's full
 * brief, its prompt, its render seed and size, and its PNG go through the outbox as a saved
 * design of the signed-in user. Which generated images were saved is remembered per user in
 * Dexie `settings`, so both screens say 'Saved' after a reload and a second save never makes a
 * duplicate: an analysis of an already saved image goes onto that saved design instead.
 */
import type { GeneratedImageRecord, InkClarityDatabase } from '@/db/database';
import type { SavedAnalysis } from '@/engine/contracts/analysis';
import type { DesignRender } from '@/engine/contracts/designs';
import { DEFAULT_SEED, isImageSize } from '@/engine/imageOptions';
import { saveDesign, saveDesignAnalysis } from './crmStore';

export const savedImagesKey = (uid: string) => `designer-saved-to-profile:${uid}`;

/** A PNG as a data URL (what POST /crm/designs/save takes). */
export async function pngDataUrl(png: Blob): Promise<string> {
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

type SavableImage = Pick<GeneratedImageRecord, 'id' | 'png' | 'slots' | 'prompt' | 'seed'> & { size?: string };

function renderOf(image: SavableImage): DesignRender | null {
  return isImageSize(image.size) ? { seed: image.seed ?? DEFAULT_SEED, size: image.size } : null;
}

/**
 * Saves the design once per user; resolves with the saved design's id. With an analysis, the
 * analysis goes with it: in the same write for a new save, as its own write when the design was
 * saved before.
 */
export async function saveImageToProfile(db: InkClarityDatabase, uid: string, image: SavableImage, analysis: SavedAnalysis | null = null): Promise<string> {
  const already = (await savedImageIds(db, uid))[image.id];
  if (already) {
    if (analysis) await saveDesignAnalysis(already, analysis, db);
    return already;
  }
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
      render: renderOf(image),
      image: await pngDataUrl(image.png),
      analysis,
    },
    db,
  );
  const saved = await savedImageIds(db, uid);
  await db.settings.put({ key: savedImagesKey(uid), value: { ...saved, [image.id]: id } });
  return id;
}
