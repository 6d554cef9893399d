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
export async function downloadStencil(slots: DesignSlots, seed: number, size: ImageSize, signal?: AbortSignal): Promise<string> {
  const { png } = await renderStencil(slots, { seed, size }, signal);
  const name = stencilFileName(Date.now());
  saveBlob(png, name);
  return name;
}
