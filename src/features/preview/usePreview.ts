/**
 * The app's one preview store, bound to the app's database, and the hooks the screen reads it
 * with. Decoding (photo, design, ink layer) is asynchronous and cached per input, so a redraw
 * after a drag never decodes anything.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { db } from '@/db/database';
import { createPreviewStore, type PreviewPhoto, type PreviewState } from './previewStore';
import { decodeDesign, decodePhoto, designInk, exportCopy, prepareInk, releaseExportCopy, skinLumaUnder, type DesignPixels, type PhotoImage } from './previewImages';
import type { InkImage } from './compositor';
import { sampleUrl } from './samplePhotos';
import { PHOTO_FAILED, SAMPLE_OFFLINE } from './previewMessages';
import type { GeneratedImageRecord } from '@/db/database';
import { sizeToCm } from '@/engine/analysis/sizeOnSkin';
import { ageInWorker } from '@/shared/analysis/analysisClient';
import { PREVIEW_AGING_SIDE } from '@/shared/analysis/analysisSize';

export const previewStore = createPreviewStore(db);

export function usePreview<T>(selector: (s: PreviewState) => T): T {
  return useStore(previewStore, selector);
}

export type Loadable<T> = { state: 'empty' } | { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

async function photoBlob(photo: PreviewPhoto): Promise<Blob> {
  if (photo.kind === 'own') return photo.blob;
  let response: Response;
  try {
    response = await fetch(sampleUrl(photo.id));
  } catch {
    throw new Error(SAMPLE_OFFLINE);
  }
  if (!response.ok) throw new Error(SAMPLE_OFFLINE);
  return response.blob();
}

/** The photo decoded (full resolution plus its measures), following the store's photo. */
export function usePhotoImage(photo: PreviewPhoto | null): Loadable<PhotoImage> {
  const [result, setResult] = useState<{ photo: PreviewPhoto | null; value: Loadable<PhotoImage> }>({ photo: null, value: { state: 'empty' } });
  useEffect(() => {
    if (!photo) return;
    let live = true;
    let decoded: PhotoImage | null = null;
    photoBlob(photo)
      .then((blob) =>
        decodePhoto(blob).catch(() => {
          throw new Error(PHOTO_FAILED);
        }),
      )
      .then((image) => {
        decoded = image;
        if (!live) return image.full.close();
        setResult({ photo, value: { state: 'ready', value: image } });
        // Ready before the user can press Save: the export never resamples the original on the click.
        void exportCopy(image).catch((error: unknown) => console.error('The export copy could not be made', error));
      })
      .catch((error: unknown) => {
        if (live) setResult({ photo, value: { state: 'error', message: error instanceof Error ? error.message : PHOTO_FAILED } });
      });
    return () => {
      live = false;
      // The 12 MP bitmap is ~48 MB of memory: give it back as soon as another photo replaces it.
      if (decoded) {
        releaseExportCopy(decoded);
        decoded.full.close();
      }
    };
  }, [photo]);
  if (!photo) return { state: 'empty' };
  return result.photo === photo ? result.value : { state: 'loading' };
}

/**
 * The design's pixels, aged by `years` with the Analyst's aging model (issue #35) at `sizeCm` on
 * the skin, in the analysis worker; fresh (0) is the design as drawn.
 */
async function designPixels(design: GeneratedImageRecord, years: number, sizeCm: number): Promise<DesignPixels> {
  if (years === 0) {
    const { png, source } = await designInk(design);
    return decodeDesign(png, source);
  }
  // The aging model reads ink on paper, so it ages the stored design (keyed from white), not the
  // renderer's transparent redraw.
  const drawn = await decodeDesign(design.png);
  const { frames } = await ageInWorker({
    image: drawn, kind: 'design', sizeCm, years: [years], background: 'paper', maxSide: PREVIEW_AGING_SIDE, output: 'pixels',
  });
  const [frame] = frames;
  if (!frame?.pixels) throw new Error('The aged design came back empty');
  return { data: frame.pixels, width: frame.width, height: frame.height, source: 'design' };
}

/**
 * The design's ink layer for the current look and age (aged at `sizeCm`, the brief's size when not
 * given); rebuilt when the design, the look, the age, the size or the photo changes.
 */
export function useInkImage(design: GeneratedImageRecord | null, healed: boolean, photo: PhotoImage | null, years = 0, sizeCm: number | null = null): InkImage | null {
  const [pixels, setPixels] = useState<{ id: string; years: number; value: DesignPixels } | null>(null);
  useEffect(() => {
    if (!design) return;
    let live = true;
    designPixels(design, years, sizeCm ?? sizeToCm(design.slots.size))
      .then((value) => live && setPixels({ id: design.id, years, value }))
      .catch((error: unknown) => console.error('The design could not be decoded', error));
    return () => {
      live = false;
    };
  }, [design, years, sizeCm]);
  // While an age is being drawn the last ink stays on the stage (no flash of an empty stage).
  const ready = pixels && design && pixels.id === design.id ? pixels.value : null;
  // Grain depends on the skin under the design where it is first placed; it is not redone per drag.
  return useMemo(() => (ready ? prepareInk(ready, healed, photo, photo ? skinLumaUnder(photo, previewStore.getState().placement) : 170) : null), [ready, healed, photo]);
}
