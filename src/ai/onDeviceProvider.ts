/**
 * The on-device provider: the engine (src/engine) answering in the browser, with no key and no
 * network — the default when the server has no upstream and the fallback when it cannot be
 * reached. The engine runs in its own worker (engineWorker/deviceEngine.ts: off the main thread,
 * loaded on first use); images come from the offline renderer, loaded only when a design is drawn.
 */
import type { AiProvider, ExtractFieldsInput, GeneratedImage, HandoffInput, ImageRequest, PersonaReplyInput } from './aiClient';
import type { DesignSlots, FieldSuggestion, HandoffRecommendation } from '../engine/types';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, DEFAULT_SEED } from '../engine/imageOptions';
import { renderOnDevice } from './onDeviceRenderer';
import { runOnDevice } from './engineWorker/deviceEngine';

export function createOnDeviceProvider(): AiProvider {
  return {
    kind: 'on-device',

    personaReply(input: PersonaReplyInput, signal?: AbortSignal): Promise<string> {
      return runOnDevice('personaReply', [input], signal);
    },

    extractFields(input: ExtractFieldsInput, signal?: AbortSignal): Promise<FieldSuggestion[]> {
      return runOnDevice('extractFields', [input], signal);
    },

    recommendHandoff(input: HandoffInput, signal?: AbortSignal): Promise<HandoffRecommendation | null> {
      return runOnDevice('recommendHandoff', [input], signal);
    },

    buildImagePrompt(slots: DesignSlots, signal?: AbortSignal): Promise<string> {
      return runOnDevice('buildImagePrompt', [slots], signal);
    },

    async generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      const size = request.size ?? DEFAULT_IMAGE_SIZE;
      const drawn = await renderOnDevice(request.slots, { seed: request.seed ?? DEFAULT_SEED, size, quality: request.quality ?? DEFAULT_IMAGE_QUALITY }, signal);
      return { ...drawn, size, provider: 'on-device' };
    },
  };
}
