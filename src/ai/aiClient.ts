/**
 * The browser's one AI interface (DESIGN.md §2): the spec's five operations, whatever provider
 * answers them. Screens depend on this file only; createAiClient.ts picks the provider.
 */
import type { AgentId, ChatRequest, ChatResponse, DesignSlots, FieldSuggestion, HandoffRecommendation, PersonaId, PersonaMessage } from '../engine/types';

export type AiProviderKind = 'gateway' | 'byok' | 'on-device';

import type { ImageQuality, ImageSize } from '../engine/imageOptions';

// Screens reach the image options through this file (they live in the engine, shared with the server).
export { IMAGE_SIZES, IMAGE_QUALITIES, DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_QUALITY, type ImageSize, type ImageQuality } from '../engine/imageOptions';

export interface PersonaReplyInput {
  persona: PersonaId;
  /** The conversation so far, oldest first, ending with the user's new message. */
  history: PersonaMessage[];
  /** The brief with the latest suggestions applied, so the reply can ask for what is still missing. */
  slots: DesignSlots;
  /** What extractFields captured from the latest message, for the reply to acknowledge. */
  captured?: readonly FieldSuggestion[];
  /**
   * Called with each piece of a cloud reply as it arrives (the reply streams). When the cloud
   * fails part-way, the pieces shown so far are replaced by the reply that is returned.
   */
  onDelta?: (text: string) => void;
}

/** A persona reply and who wrote it. */
export interface PersonaAnswer {
  text: string;
  provider: AiProviderKind;
  /**
   * Set when a cloud model was asked and did not answer, so the device did (DESIGN.md §2: never
   * worse than the device): spec §8's text for what went wrong, for a quiet note.
   */
  cloudFailure?: string;
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
  /** Pixel size as drawn (the on-device renderer doubles both sides for HD; a cloud model returns the size asked for). */
  width: number;
  height: number;
  /** The size option it was drawn for: its stencil is drawn at this size, whatever the pixels. */
  size: ImageSize;
  /** Who drew it: a cloud model, or the on-device renderer. */
  provider: AiProviderKind;
  /** Set when the cloud model failed and the design was rendered on the device instead (spec §8's message). */
  fallbackReason?: string;
}

/** A design for the Analyst's written critique (a vision model, with a key). */
export interface CritiqueInput {
  /** The design as a `data:image/jpeg;base64,` URL (src/engine/aiTasks.ts CRITIQUE_IMAGE_PATTERN). */
  image: string;
  /** The on-device figures as text (src/engine/analysis/critiqueFigures.ts). */
  figures: string;
}

/** The model's critique and which model wrote it (the screen marks the text as the model's). */
export interface CritiqueAnswer {
  strengths: string[];
  risks: string[];
  suggestions: string[];
  model: string;
}

/** The spec's five operations. */
export interface AiOperations {
  personaReply(input: PersonaReplyInput, signal?: AbortSignal): Promise<PersonaAnswer>;
  extractFields(input: ExtractFieldsInput, signal?: AbortSignal): Promise<FieldSuggestion[]>;
  recommendHandoff(input: HandoffInput, signal?: AbortSignal): Promise<HandoffRecommendation | null>;
  buildImagePrompt(slots: DesignSlots, signal?: AbortSignal): Promise<string>;
  generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage>;
}

/** What every provider implements. Failures are thrown; createAiClient applies spec §8's fallbacks. */
export interface AiProvider extends Omit<AiOperations, 'personaReply'> {
  readonly kind: AiProviderKind;
  personaReply(input: PersonaReplyInput, signal?: AbortSignal): Promise<string>;
  /** The assistant's agents on this provider (an own key); absent: they answer elsewhere. */
  agentReply?(call: AgentCall, signal?: AbortSignal): Promise<ChatResponse>;
  /** The Analyst's critique (cloud providers only: the device writes none). */
  critiqueDesign?(input: CritiqueInput, signal?: AbortSignal): Promise<CritiqueAnswer>;
}

/** A message for the assistant agents (POST /chat's body), answered as `agent`. */
export type AgentCall = ChatRequest & { agent: AgentId };

/** Who answered an agent message: the product server, the user's own provider, or the same agents on this device. */
export type AgentReplySource = 'server' | 'byok' | 'device';

export interface AgentAnswer {
  reply: ChatResponse;
  source: AgentReplySource;
}

/**
 * The product server's assistant agents (POST /chat), as the app wires them (src/api/chat.ts):
 * src/ai does not talk to /chat itself, it only decides who answers.
 */
export interface AgentServer {
  ask(call: AgentCall, signal?: AbortSignal): Promise<ChatResponse>;
  /** A failure of the server or the network (the device answers instead), as opposed to a bug. */
  isFailure(err: unknown): boolean;
  /** The server cannot be reached at all (so a gateway on it is gone too). */
  isUnreachable(err: unknown): boolean;
}

/**
 * The client the app uses. Never worse than the device: when a cloud model fails, personaReply
 * answers on the device (with `cloudFailure` saying why) and throws an AiError with spec §8's
 * text only when the device cannot answer either; extractFields and recommendHandoff fall back to
 * the device's, buildImagePrompt to the engine's sentence; generateImage to the on-device renderer.
 */
export interface AiClient extends AiOperations {
  /** Which provider is answering now (it changes to 'on-device' if the gateway becomes unreachable). */
  readonly provider: AiProviderKind;
  /** Called whenever `provider` changes; returns an unsubscribe function. */
  onProviderChange(listener: (provider: AiProviderKind) => void): () => void;
  /**
   * The assistant agents' answer (the Voice Chat): the product server's /chat, else the same
   * agents on this device — through the same fallback path as the five operations. Rejects only
   * on cancellation or a bug.
   */
  agentReply(call: AgentCall, signal?: AbortSignal): Promise<AgentAnswer>;
  /**
   * The Analyst's written critique from the cloud model (the gateway or the user's own key).
   * There is no on-device critique: with `provider` 'on-device' this rejects with NoCloudModel,
   * and a cloud failure rejects as it is (toAiError gives spec §8's text); nothing falls back.
   */
  critiqueDesign(input: CritiqueInput, signal?: AbortSignal): Promise<CritiqueAnswer>;
}

/** No cloud model is available to write a critique (no key, offline, or the server has none). */
export class NoCloudModel extends Error {
  override name = 'NoCloudModel';
  constructor() {
    super('No cloud model is available on this device.');
  }
}
