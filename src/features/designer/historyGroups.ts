/**
 * History lists designs, not every drawing: variations are grouped under the design they vary
 * (issue #20: one click on Variations used to add four look-alike cards). Pure, so tested alone.
 */
import type { DesignImage } from './designerPersistence';

export interface HistoryGroup {
  design: DesignImage;
  /** Newest first, like History. */
  variations: DesignImage[];
}

/** Groups newest-first images; a variation whose design was deleted stands on its own. */
export function groupHistory(images: readonly DesignImage[]): HistoryGroup[] {
  const present = new Set(images.map((i) => i.id));
  const byParent = new Map<string, DesignImage[]>();
  for (const image of images) {
    if (image.variationOf && present.has(image.variationOf)) {
      const list = byParent.get(image.variationOf) ?? [];
      list.push(image);
      byParent.set(image.variationOf, list);
    }
  }
  return images
    .filter((image) => !(image.variationOf && present.has(image.variationOf)))
    .map((design) => ({ design, variations: byParent.get(design.id) ?? [] }));
}
