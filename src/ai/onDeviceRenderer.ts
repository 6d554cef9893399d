/// <reference types="vite/client" />
/**
 * Finds the offline renderer (src/ai/render/renderClient.ts, its own issue) without making the
 * build depend on it: Vite's glob import yields nothing when the file is absent, and the on-device
 * provider then says plainly that it cannot draw yet (DESIGN.md §2: no fake image). The renderer
 * is loaded only when a design is drawn.
 */
import type { DesignSlots } from '../engine/designBrief';
import type { ImageQuality, ImageSize } from './aiClient';

export type RenderDesignPng = (
  brief: DesignSlots,
  options: { seed: number; size: ImageSize; quality: ImageQuality },
  signal?: AbortSignal,
) => Promise<Blob>;

const modules = import.meta.glob<{ renderDesignPng: RenderDesignPng }>('./render/renderClient.ts');

export async function loadRenderer(): Promise<RenderDesignPng | null> {
  const load = Object.values(modules)[0];
  if (!load) return null;
  const { renderDesignPng } = await load();
  return renderDesignPng;
}
