/**
 * The models the contract stand-in knows, as OpenAI documents them on 2026-12-01, and the models
 * a self-hosted server runs. Sources:
 * - gpt-6-luna: developers.openai.com/api/docs/models/gpt-6-luna — a reasoning model;
 *   `reasoning.effort` none, low, medium (default), high, xhigh, max; Chat Completions and Responses.
 * - gpt-5.4-mini: a reasoning model accepting none … xhigh (OpenAI's reasoning guide: gpt-5.1 and
 *   later accept `none` and default to it).
 * - gpt-4o-mini: a classic model, shutdown 2027-01-14 (OpenAI deprecations page, "Legacy GPT
 *   model snapshots"); still listed until then, with its `shutdown_date`.
 * - dall-e-3 (shut down 2026-05-12) and gpt-image-1.5 (shut down 2026-12-01): OpenAI deprecations
 *   page. A shut-down model is gone from GET /v1/models and answers 404 `model_not_found`.
 * - gpt-image-2.6-flare / -sunburst: the current GPT image models (openai SDK 7.57 `ImageModel`).
 * - Vision: OpenAI's current chat models take image input (each model page lists "Image" under
 *   input modalities; OpenAI's vision guide). Llama 3.2 1B/3B and Qwen3 are text-only (Meta's
 *   Llama 3.2 model card: the 11B/90B "Vision" models read images; Ollama's qwen3 page: text);
 *   llava:7b is Ollama's vision model.
 */
export type ModelKind = 'chat' | 'image' | 'other';
export type Effort = 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max';

export interface CatalogueModel {
  id: string;
  kind: ModelKind;
  /** Reasoning models: the efforts accepted, and the default when none is sent. */
  reasoning?: { efforts: readonly Effort[]; default: Effort };
  /** YYYY-MM-DD; on or after it the model is gone. */
  shutdownDate?: string;
  /** GPT image models have their own parameter rules. */
  gptImage?: boolean;
  /** Chat models that read pictures (image input); a picture sent to any other is refused (imageInput.ts). */
  vision?: boolean;
}

const GPT6_EFFORTS: readonly Effort[] = ['none', 'low', 'medium', 'high', 'xhigh', 'max'];

export const OPENAI_MODELS: readonly CatalogueModel[] = [
  { id: 'gpt-6-luna', kind: 'chat', reasoning: { efforts: GPT6_EFFORTS, default: 'medium' }, vision: true },
  { id: 'gpt-6-sol', kind: 'chat', reasoning: { efforts: GPT6_EFFORTS, default: 'medium' }, vision: true },
  { id: 'gpt-5.4-mini', kind: 'chat', reasoning: { efforts: ['none', 'low', 'medium', 'high', 'xhigh'], default: 'none' }, vision: true },
  { id: 'gpt-5-mini', kind: 'chat', reasoning: { efforts: ['minimal', 'low', 'medium', 'high'], default: 'medium' }, vision: true },
  { id: 'gpt-4o-mini', kind: 'chat', shutdownDate: '2027-01-14', vision: true },
  { id: 'gpt-image-2.6-flare', kind: 'image', gptImage: true },
  { id: 'gpt-image-2.6-sunburst', kind: 'image', gptImage: true },
  { id: 'gpt-image-1.5', kind: 'image', gptImage: true, shutdownDate: '2026-12-01' },
  { id: 'dall-e-3', kind: 'image', shutdownDate: '2026-05-12' },
  { id: 'text-embedding-3-small', kind: 'other' },
  { id: 'whisper-1', kind: 'other' },
];

/** What `ollama pull` left on a studio's machine: chat models only, no shutdown dates, no images. */
export const SELF_HOSTED_MODELS: readonly CatalogueModel[] = [
  { id: 'llama3.2:3b', kind: 'chat' },
  { id: 'qwen3:8b', kind: 'chat' },
  { id: 'llava:7b', kind: 'chat', vision: true },
];

/** The date the stand-in lives on (the "today"), so shutdowns are judged reproducibly. */
export const STAND_IN_TODAY = '2026-12-01';

export function isShutDown(model: CatalogueModel, today: string): boolean {
  return model.shutdownDate !== undefined && model.shutdownDate <= today;
}
