import { useState } from 'react';
import { isAbort } from '@/ai/errors';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { toast } from '@/shared/toast/toastStore';
import { DownloadIcon } from '@/shared/ui/icons';
import type { DesignImage } from '../designerPersistence';
import { ON_DEVICE_SKETCH_BADGE } from '../designerMessages';
import { type SketchFormat, saveSketch } from '../imageFiles';

const LABELS: Record<SketchFormat, { idle: string; busy: string }> = {
  transparent: { idle: 'Transparent PNG', busy: 'Drawing PNG…' },
  'line-art': { idle: 'SVG line work', busy: 'Drawing SVG…' },
};

/**
 * The on-device sketch's extra downloads: ink on a transparent background (to lay over a photo)
 * and the line work as an SVG (artists ask for vectors). Both are redrawn on the device from the
 * design's brief, seed and size, so they match the design exactly.
 */
export function SketchDownloads({ image }: { image: DesignImage }) {
  const [busy, setBusy] = useState<SketchFormat | null>(null);
  if (image.provider !== 'on-device') return null;
  const save = async (format: SketchFormat) => {
    setBusy(format);
    try {
      const name = await saveSketch(image, format);
      toast({ title: `${ON_DEVICE_SKETCH_BADGE} saved`, description: name });
    } catch (error) {
      if (!isAbort(error)) {
        console.error('Sketch download failed', error);
        toast({ title: 'Download failed', description: 'The file could not be drawn. Please try again.', variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(Object.keys(LABELS) as SketchFormat[]).map((format) => (
        <button key={format} type="button" className={buttonClasses('secondary', 'px-3 py-2')} disabled={busy !== null} onClick={() => void save(format)}>
          <DownloadIcon className="size-4" />
          {busy === format ? LABELS[format].busy : LABELS[format].idle}
        </button>
      ))}
    </>
  );
}
