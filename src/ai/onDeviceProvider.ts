/**
 * The on-device provider: the engine (src/engine) answering in the browser, with no key and no
 * network — the default when the server has no upstream and the fallback when it cannot be
 * reached. Images come from the offline renderer, loaded only when a design is drawn.
 */
import { loadTagger } from '../engine/nlp/tagger';
import { extractSlots } from '../engine/slotExtraction';
import { personaReply } from '../engine/personas';
import { recommendHandoff } from '../engine/handoff';
import { buildImagePrompt } from '../engine/imagePrompt';
import type { FieldSuggestion } from '../engine/types';
import type { AiProvider, ExtractFieldsInput, GeneratedImage, HandoffInput, ImageRequest, PersonaReplyInput } from './aiClient';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, DEFAULT_SEED } from '../engine/imageOptions';
import { renderOnDevice } from './onDeviceRenderer';

/** The user's latest message, or (with `skip` 1) the one before it. */
function lastUserMessage(history: ExtractFieldsInput['history'], skip = 0): string {
  let left = skip;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    if (history[i].role !== 'user') continue;
    if (left === 0) return history[i].content;
    left -= 1;
  }
  return '';
}

export function createOnDeviceProvider(): AiProvider {
  return {
    kind: 'on-device',

    async personaReply({ persona, history, slots, captured }: PersonaReplyInput): Promise<string> {
      await loadTagger();
      const text = lastUserMessage(history);
      return personaReply({ persona, history, slots, captured: captured ?? (text ? extractSlots(text, slots, lastUserMessage(history, 1)) : []) });
    },

    async extractFields({ history, slots }: ExtractFieldsInput): Promise<FieldSuggestion[]> {
      // The part-of-speech tagger is its own chunk, fetched on the first message (not at first paint).
      await loadTagger();
      const text = lastUserMessage(history);
      // (the message before it: "and coffee?" after an off-topic question carries that question on)
      return text ? extractSlots(text, slots, lastUserMessage(history, 1)) : [];
    },

    async recommendHandoff({ history, currentPersona, slots }: HandoffInput) {
      return recommendHandoff(history, currentPersona, slots);
    },

    async buildImagePrompt(slots) {
      return buildImagePrompt(slots);
    },

    async generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      const size = request.size ?? DEFAULT_IMAGE_SIZE;
      const drawn = await renderOnDevice(request.slots, { seed: request.seed ?? DEFAULT_SEED, size, quality: request.quality ?? DEFAULT_IMAGE_QUALITY }, signal);
      return { ...drawn, size, provider: 'on-device' };
    },
  };
}
