/**
 * The on-body preview's state: which design, which photo, where the design sits, and the look.
 * Memory first (the stage redraws from it every frame), written through to Dexie's
 * `skinPreviews` table (one row per design) so a reload or an offline cold start returns to the
 * same preview. The user's photo is stored only in this device's IndexedDB.
 */
import { createStore } from 'zustand/vanilla';
import type { GeneratedImageRecord, InkClarityDatabase, SkinPreviewRecord } from '@/db/database';
import { reportStorageError } from '@/db/storageHealth';
import { DEFAULT_PLACEMENT, clampPlacement, parsePlacement, type Placement } from './placement';
import { findSample } from './samplePhotos';

export type PreviewPhoto = { kind: 'own'; blob: Blob } | { kind: 'sample'; id: string };

export type PreviewStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';

/** The user's ink strength adjustment over the skin-tuned strength: half to one and a half times. */
export const MIN_STRENGTH = 0.5;
export const MAX_STRENGTH = 1.5;

/**
 * Placement changes arrive at pointer rate (60+ a second while dragging). A write (the row holds
 * the photo's Blob) costs several ms of the main thread, so it is not done while the user moves
 * the design: it waits until the placement has been still for PERSIST_IDLE_MS — but a gesture
 * that never stops is still saved every PERSIST_MAX_WAIT_MS — and happens at once when the page
 * is hidden (flush), so a reload loses nothing.
 */
export const PERSIST_IDLE_MS = 400;
export const PERSIST_MAX_WAIT_MS = 2000;

export interface PreviewState {
  imageId: string | null;
  status: PreviewStatus;
  design: GeneratedImageRecord | null;
  photo: PreviewPhoto | null;
  placement: Placement;
  healed: boolean;
  strength: number;
  open: (imageId: string) => Promise<void>;
  setPhoto: (photo: PreviewPhoto | null) => void;
  setPlacement: (placement: Placement) => void;
  setHealed: (healed: boolean) => void;
  setStrength: (strength: number) => void;
  resetPlacement: () => void;
  /** Writes any pending change now (page hidden, screen left). */
  flush: () => Promise<void>;
}

const clampStrength = (v: number) => (Number.isFinite(v) ? Math.min(MAX_STRENGTH, Math.max(MIN_STRENGTH, v)) : 1);

export function createPreviewStore(database: InkClarityDatabase) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  // When the oldest unsaved change and the newest were made (one timer, never re-armed per change).
  let firstChange = 0;
  let lastChange = 0;

  const store = createStore<PreviewState>()((set, get) => {
    const write = async (): Promise<void> => {
      pending = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const { imageId, photo, placement, healed, strength, status } = get();
      if (!imageId || status !== 'ready') return;
      const row: SkinPreviewRecord = {
        imageId,
        photo: photo?.kind === 'own' ? photo.blob : null,
        sampleId: photo?.kind === 'sample' ? photo.id : null,
        placement,
        healed,
        strength,
        updatedAt: Date.now(),
      };
      try {
        await database.skinPreviews.put(row);
      } catch (error) {
        reportStorageError(error);
      }
    };
    const tick = () => {
      timer = null;
      if (!pending) return;
      const now = Date.now();
      const still = now - lastChange;
      const waited = now - firstChange;
      if (still >= PERSIST_IDLE_MS || waited >= PERSIST_MAX_WAIT_MS) {
        void write();
        return;
      }
      timer = setTimeout(tick, Math.min(PERSIST_IDLE_MS - still, PERSIST_MAX_WAIT_MS - waited));
    };
    const schedule = () => {
      const now = Date.now();
      if (!pending) firstChange = now;
      lastChange = now;
      pending = true;
      if (!timer) timer = setTimeout(tick, PERSIST_IDLE_MS);
    };

    return {
      imageId: null,
      status: 'idle',
      design: null,
      photo: null,
      placement: DEFAULT_PLACEMENT,
      healed: false,
      strength: 1,
      open: async (imageId) => {
        if (pending) await write();
        set({ imageId, status: 'loading', design: null, photo: null, placement: DEFAULT_PLACEMENT, healed: false, strength: 1 });
        try {
          const [design, saved] = await Promise.all([database.generatedImages.get(imageId), database.skinPreviews.get(imageId)]);
          if (get().imageId !== imageId) return;
          if (!design) {
            set({ status: 'missing' });
            return;
          }
          const photo: PreviewPhoto | null = saved?.photo
            ? { kind: 'own', blob: saved.photo }
            : findSample(saved?.sampleId)
              ? { kind: 'sample', id: saved?.sampleId as string }
              : null;
          set({
            status: 'ready',
            design,
            photo,
            placement: parsePlacement(saved?.placement),
            healed: saved?.healed === true,
            strength: clampStrength(saved?.strength ?? 1),
          });
        } catch (error) {
          reportStorageError(error);
          if (get().imageId === imageId) set({ status: 'failed' });
        }
      },
      setPhoto: (photo) => {
        set({ photo });
        void write();
      },
      setPlacement: (placement) => {
        set({ placement: clampPlacement(placement) });
        schedule();
      },
      setHealed: (healed) => {
        set({ healed });
        void write();
      },
      setStrength: (strength) => {
        set({ strength: clampStrength(strength) });
        schedule();
      },
      resetPlacement: () => {
        set({ placement: DEFAULT_PLACEMENT });
        void write();
      },
      flush: async () => {
        if (pending) await write();
      },
    };
  });
  return store;
}

export type PreviewStore = ReturnType<typeof createPreviewStore>;
