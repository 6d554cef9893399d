/**
 * The browser's one AI interface (DESIGN.md §2): the spec's five operations, whatever provider
 * answers them. Screens depend on this file only; createAiClient.ts picks the provider.
 */
import type { DesignSlots, FieldSuggestion, HandoffRecommendation, PersonaId, PersonaMessage } from '../engine/types';

export type AiProviderKind = 'gateway' | 'byok' | 'on-device';

import type { ImageQuality, ImageSize } from '../engine/aiTasks';

/** The sizes and qualities the image model accepts (the studio's Advanced Options); the gateway allows only these. */
export { IMAGE_QUALITIES, IMAGE_SIZES, type ImageQuality, type ImageSize } from '../engine/aiTasks';

/** Spec §7/§9: one 1024x1024 image at standard quality unless Advanced Options say otherwise. */
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024';
export const DEFAULT_IMAGE_QUALITY: ImageQuality = 'standard';

export interface PersonaReplyInput {
  persona: PersonaId;
  /** The conversation so far, oldest first, ending with the user's new message. */
  history: PersonaMessage[];
  /** The brief with the latest suggestions applied, so the reply can ask for what is still missing. */
  slots: DesignSlots;
  /** What extractFields captured from the latest message, for the reply to acknowledge. */
  captured?: readonly FieldSuggestion[];
}

export interface ExtractFieldsInput {
  history: PersonaMessage[];
  slots: DesignSlots;
}

export interface HandoffInput {
  history: PersonaMessage[];
  currentPersona: PersonaId;
  slots: DesignSlots;
}

export interface ImageRequest {
  slots: DesignSlots;
  /** The prompt from buildImagePrompt; the on-device renderer draws from the slots instead. */
  prompt: string;
  size?: ImageSize;
  quality?: ImageQuality;
  /** Varies the on-device rendering; the same seed and slots draw the same design. */
  seed?: number;
}

export interface GeneratedImage {
  png: Blob;
  /** Who drew it: a cloud model, or the on-device renderer. */
  provider: AiProviderKind;
  /** Set when the cloud model failed and the design was rendered on the device instead (spec §8's message). */
  fallbackReason?: string;
}

/** The spec's five operations. */
export interface AiOperations {
  personaReply(input: PersonaReplyInput, signal?: AbortSignal): Promise<string>;
  extractFields(input: ExtractFieldsInput, signal?: AbortSignal): Promise<FieldSuggestion[]>;
  recommendHandoff(input: HandoffInput, signal?: AbortSignal): Promise<HandoffRecommendation | null>;
  buildImagePrompt(slots: DesignSlots, signal?: AbortSignal): Promise<string>;
  generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage>;
}

/** What every provider implements. Failures are thrown; createAiClient applies spec §8's fallbacks. */
export interface AiProvider extends AiOperations {
  readonly kind: AiProviderKind;
}

/**
 * The client the app uses. personaReply throws an AiError whose message is spec §8's text;
 * extractFields, recommendHandoff and buildImagePrompt never fail (they fall back silently);
 * generateImage falls back to the on-device renderer when a cloud model fails.
 */
export interface AiClient extends AiOperations {
  /** Which provider is answering now (it changes to 'on-device' if the gateway becomes unreachable). */
  readonly provider: AiProviderKind;
  /** Called whenever `provider` changes; returns an unsubscribe function. */
  onProviderChange(listener: (provider: AiProviderKind) => void): () => void;
}
