/**
 * Showing and saving design PNGs. Object URLs are made once per blob and kept while the blob is
 * alive (a WeakMap), so re-renders never leak URLs and a design shows instantly when reopened.
 */
import type { DesignSlots } from '@/engine/designBrief';
import type { ImageSize } from '@/ai/aiClient';
import { renderStencil } from '@/ai/onDeviceRenderer';
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

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Spec §9: 'tattoo-design-<timestamp>.png'. */
export function downloadDesign(png: Blob, now: number = Date.now()): string {
  const name = downloadFileName(now);
  saveBlob(png, name);
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
  saveBlob(png, name);
  return name;
}

/** Whether this browser can hand a PNG file to the system share sheet (phones, some desktops). */
export function canShareStencil(png: Blob): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([png], stencilFileName(0), { type: 'image/png' })] });
}

/** Opens the system share sheet with the stencil; false when the user closed it without sharing. */
export async function shareStencil(png: Blob, now: number = Date.now()): Promise<boolean> {
  try {
    await navigator.share({ files: [new File([png], stencilFileName(now), { type: 'image/png' })], title: 'Tattoo stencil' });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}
