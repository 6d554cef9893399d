/** Saving the composite: a download, or the system share sheet with the PNG file where the browser has one. */

export function downloadPng(png: Blob, fileName: string): void {
  const url = URL.createObjectURL(png);
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

/** Whether this browser can share a PNG file (Web Share Level 2); checked before offering the button. */
export function canSharePng(): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(1)], 'probe.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** Opens the share sheet with the PNG. Resolves false when the user closed it without sharing. */
export async function sharePng(png: Blob, fileName: string, title: string): Promise<boolean> {
  const file = new File([png], fileName, { type: 'image/png' });
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') return false;
    throw error;
  }
}
