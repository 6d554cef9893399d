/**
 * Drawing designs (spec §4/§9): Generate (prompt → image → saved design) and Variations (more
 * seeds from the design on show), one at a time — a new one cancels the one running — with
 * progress, Cancel, and spec §8's message on failure. The image keeps the size the provider drew
 * it at and the size option it was asked for.
 */
import type { DesignSlots } from '@/engine/designBrief';
import { MAX_SEED } from '@/engine/imageOptions';
import type { AiClient } from '@/ai/aiClient';
import type { DesignImage } from './designerPersistence';
import { STUDIO_MESSAGES } from './designerMessages';
import { canGenerate, type DesignerActions } from './designerState';
import type { DesignerKit } from './designerWrites';

/** How many extra designs 'Variations' draws from the same brief. */
export const VARIATION_COUNT = 3;

/** A random renderer seed (32-bit unsigned). */
export function randomRendererSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] % MAX_SEED;
}

/**
 * The seed of the i-th variation (0-based) of a design drawn with `base`. Consecutive seeds: the
 * renderer guarantees four consecutive seeds never repeat a treatment facing the same way, so the
 * base and its variations are four real options.
 */
export const variationSeed = (base: number, i: number): number => (base + i + 1) % (MAX_SEED + 1);

export type GenerationActions = Pick<DesignerActions, 'generate' | 'generateVariations' | 'cancelGeneration'>;

export function createGeneration(kit: DesignerKit, getClient: () => Promise<AiClient>, randomSeed: () => number): GenerationActions {
  const { get, set, newId, now, setUi, write, persistence } = kit;
  let controller: AbortController | null = null;

  /** Draws one design and saves it; returns it, or null when cancelled (errors are thrown). */
  const drawOne = async (client: AiClient, slots: DesignSlots, prompt: string, signal: AbortSignal, seed: number = randomSeed(), variationOf?: string): Promise<DesignImage | null> => {
    const { imageSize, imageQuality } = get();
    const result = await client.generateImage({ slots, prompt, size: imageSize, quality: imageQuality, seed }, signal);
    if (signal.aborted) return null;
    const { png, width, height, size, provider } = result;
    // History is ordered by createdAt: two designs drawn in the same millisecond (fast on-device
    // renders) still get distinct, increasing times so the order survives Undo and reloads.
    const createdAt = Math.max(now(), (get().images[0]?.createdAt ?? 0) + 1);
    const image: DesignImage = { id: newId(), createdAt, png, slots: { ...slots }, prompt, provider, seed, width, height, size, ...(variationOf ? { variationOf } : {}) };
    set({ images: [image, ...get().images], fallbackNote: result.fallbackReason ?? null });
    write(() => persistence.putImage(image), { part: 'images' });
    return image;
  };

  const run = async (job: (client: AiClient, signal: AbortSignal) => Promise<void>): Promise<void> => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    set({ error: null, fallbackNote: null });
    try {
      const client = await getClient();
      await job(client, mine.signal);
    } catch (error) {
      // ai/errors (and the openai SDK's error classes it checks against) loads only on this path.
      if (!mine.signal.aborted && !(await import('@/ai/errors')).isAbort(error)) {
        console.error('Image generation failed', error);
        set({ error: STUDIO_MESSAGES.generateFailed });
      }
    } finally {
      if (controller === mine) {
        controller = null;
        set({ generation: { stage: 'idle', done: 0, total: 0 } });
      }
    }
  };

  return {
    generate() {
      const slots = { ...get().slots };
      if (!canGenerate(slots)) return Promise.resolve();
      return run(async (client, signal) => {
        set({ generation: { stage: 'prompting', done: 0, total: 1 } });
        const prompt = await client.buildImagePrompt(slots, signal);
        if (signal.aborted) return;
        set({ generation: { stage: 'drawing', done: 0, total: 1 } });
        const image = await drawOne(client, slots, prompt, signal);
        if (image) setUi({ currentImageId: image.id, variationIds: [] });
      });
    },

    generateVariations() {
      const base = get().images.find((i) => i.id === get().currentImageId);
      if (!base) return Promise.resolve();
      return run(async (client, signal) => {
        for (let i = 0; i < VARIATION_COUNT; i += 1) {
          set({ generation: { stage: 'drawing', done: i, total: VARIATION_COUNT } });
          const seed = variationSeed(base.seed ?? randomSeed(), i);
          // Variations of a variation still belong to the first design: History shows one group.
          const image = await drawOne(client, base.slots, base.prompt, signal, seed, base.variationOf ?? base.id);
          if (!image) return;
          const earlier = get().variationIds.length ? get().variationIds : [base.id];
          setUi({ variationIds: [...earlier.filter((id) => id !== image.id), image.id] });
        }
      });
    },

    cancelGeneration() {
      controller?.abort();
    },
  };
}
