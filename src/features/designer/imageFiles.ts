/**
 * Showing and saving design PNGs. Object URLs are made once per blob and kept while the blob is
 * alive (a WeakMap), so re-renders never leak URLs and a design shows instantly when reopened.
 */
import type { DesignSlots } from '@/engine/designBrief';
import type { ImageSize } from '@/ai/aiClient';
import { renderStencil } from '@/ai/onDeviceRenderer';
import { downloadPng, sharePng } from '@/shared/files/pngFiles';
import { downloadFileName, stencilFileName } from './designerMessages';

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
