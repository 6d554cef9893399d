/**
 * Showing and saving design PNGs. Object URLs are made once per blob and kept while the blob is
 * alive (a WeakMap), so re-renders never leak URLs and a design shows instantly when reopened.
 */
import type { DesignSlots } from '@/engine/designBrief';
import type { ImageSize } from '@/ai/aiClient';
import { DEFAULT_SEED } from '@/engine/imageOptions';
import { renderLineArt, renderOnDevice, renderStencil } from '@/ai/onDeviceRenderer';
import { downloadPng, sharePng } from '@/shared/files/pngFiles';
import type { DesignImage } from './designerPersistence';
import { downloadFileName, lineArtFileName, stencilFileName, transparentFileName } from './designerMessages';

const urls = new WeakMap<Blob, string>();

export function imageUrl(png: Blob): string {
  let url = urls.get(png);
  if (!url) {
    url = URL.createObjectURL(png);
    urls.set(png, url);
  }
  return url;
}

export function releaseImageUrl(png: Blob): void {
  const url = urls.get(png);
  if (url) URL.revokeObjectURL(url);
  urls.delete(png);
}

/** Spec §9: 'tattoo-design-<timestamp>.png'. */
export function downloadDesign(png: Blob, now: number = Date.now()): string {
  const name = downloadFileName(now);
  downloadPng(png, name);
  return name;
}

/** The stencil (clean outlines, 300 DPI) of a design, drawn on the device from its brief, seed and size option. */
export async function drawStencil(slots: DesignSlots, seed: number, size: ImageSize, signal?: AbortSignal): Promise<Blob> {
  const { png } = await renderStencil(slots, { seed, size }, signal);
  return png;
}

/** Saves a drawn stencil as a download; returns the file name (shown in the toast). */
export function saveStencil(png: Blob, now: number = Date.now()): string {
  const name = stencilFileName(now);
  downloadPng(png, name);
  return name;
}

/** Opens the system share sheet with the stencil; false when the user closed it without sharing. */
export function shareStencil(png: Blob, now: number = Date.now()): Promise<boolean> {
  return sharePng(png, stencilFileName(now), 'Tattoo stencil');
}

/** The sketch formats the on-device renderer can redraw a design in (from its brief, seed and size). */
export type SketchFormat = 'transparent' | 'line-art';

/**
 * Redraws an on-device design as ink on a transparent background or as its line work (SVG) and
 * saves it; returns the file name (shown in the toast).
 */
export async function saveSketch(image: DesignImage, format: SketchFormat, now: number = Date.now(), signal?: AbortSignal): Promise<string> {
  const seed = image.seed ?? DEFAULT_SEED;
  if (format === 'transparent') {
    const { png } = await renderOnDevice(image.slots, { seed, size: image.size, quality: 'standard', transparent: true }, signal);
    const name = transparentFileName(now);
    downloadPng(png, name);
    return name;
  }
  const { png: svg } = await renderLineArt(image.slots, { seed, size: image.size }, signal);
  const name = lineArtFileName(now);
  downloadPng(svg, name);
  return name;
}
