/**
 * The stencil of a saved design: drawn on the device by the designer's own stencil path
 * (`renderStencil` in src/ai — the same renderer, brief, seed and size option the designer's
 * Stencil button uses), then saved with the shared PNG helpers. Designs saved before the seed
 * and size were recorded have no stencil (`stencilInputs` is null): we never draw a different
 * design's outlines and call them this one's.
 */
import { renderStencil } from '@/ai/onDeviceRenderer';
import type { UserRecord } from '@/db/database';
import { designRenderSchema } from '@/engine/contracts/designs';
import type { DesignSlots } from '@/engine/designBrief';
import type { ImageSize } from '@/engine/imageOptions';
import { downloadPng } from '@/shared/files/pngFiles';
import { designFileName } from './designImage';
import { str } from './ui';

/** What the renderer needs, from a saved design's record; null when it cannot be drawn faithfully. */
export function stencilInputs(design: UserRecord): { slots: DesignSlots; seed: number; size: ImageSize } | null {
  const render = designRenderSchema.safeParse(design.render);
  if (!render.success) return null;
  const slots: DesignSlots = {
    style: str(design.style), bodyZone: str(design.placement), keywords: str(design.keywords),
    size: str(design.size), colors: str(design.colors), description: str(design.description),
  };
  return { slots, seed: render.data.seed, size: render.data.size };
}

export const stencilFileName = (design: UserRecord) => designFileName(design).replace(/\.png$/, '-stencil.png');

/** Draws and downloads the stencil; rejects when the design has none or the device cannot draw. */
export async function downloadStencil(design: UserRecord): Promise<string> {
  const inputs = stencilInputs(design);
  if (!inputs) throw new Error('This design was saved without its stencil settings.');
  const { png } = await renderStencil(inputs.slots, { seed: inputs.seed, size: inputs.size });
  const name = stencilFileName(design);
  downloadPng(png, name);
  return name;
}
