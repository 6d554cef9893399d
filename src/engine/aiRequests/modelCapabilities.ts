/**
 * What a model accepts, read from its id (data/modelFamilies.json says which ids are reasoning
 * models and their efforts, and how listed ids sort into chat and image models).
 */
import families from './data/modelFamilies.json';
import { REASONING_EFFORTS, type ReasoningEffort } from './taskTable';

export interface ChatModelCapabilities {
  /** A reasoning model: `reasoning.effort`, budgets that include reasoning, temperature only at effort `none`. */
  reasoning: boolean;
  /** The efforts it accepts, lowest first (empty for classic models). */
  efforts: readonly ReasoningEffort[];
}

const isEffort = (value: string): value is ReasoningEffort => (REASONING_EFFORTS as readonly string[]).includes(value);

const REASONING_TABLE = families.reasoningModels
  .map((entry) => ({ prefix: entry.prefix, efforts: entry.efforts.filter(isEffort) }))
  .sort((a, b) => b.prefix.length - a.prefix.length);

const startsWithAny = (id: string, prefixes: readonly string[]) => prefixes.some((prefix) => id.startsWith(prefix));
const containsAny = (id: string, markers: readonly string[]) => markers.some((marker) => id.includes(marker));

export function chatModelCapabilities(model: string): ChatModelCapabilities {
  const id = model.trim().toLowerCase();
  if (containsAny(id, families.notReasoningMarkers)) return { reasoning: false, efforts: [] };
  const entry = REASONING_TABLE.find((candidate) => id.startsWith(candidate.prefix));
  return entry ? { reasoning: true, efforts: entry.efforts } : { reasoning: false, efforts: [] };
}

/**
 * The effort to send: the one asked for when the model has it, else the nearest higher one it has
 * (a model without `none` thinks a little rather than being refused), else its highest.
 */
export function effortFor(wanted: ReasoningEffort, offered: readonly ReasoningEffort[]): ReasoningEffort {
  if (offered.length === 0) return wanted;
  const rank = (effort: ReasoningEffort) => REASONING_EFFORTS.indexOf(effort);
  const atOrAbove = offered.filter((effort) => rank(effort) >= rank(wanted)).sort((a, b) => rank(a) - rank(b));
  return atOrAbove[0] ?? offered[offered.length - 1];
}

/** The image model families whose parameters differ (imageParams.ts). */
export type ImageModelKind = 'gpt-image' | 'dall-e' | 'other';

export function imageModelKind(model: string): ImageModelKind {
  const id = model.trim().toLowerCase();
  if (startsWithAny(id, families.gptImagePrefixes)) return 'gpt-image';
  if (startsWithAny(id, families.dallePrefixes)) return 'dall-e';
  return 'other';
}

/**
 * What a model id from a provider's `/v1/models` is for, in the Settings pickers. On OpenAI the
 * list mixes chat, image, audio and embedding models; a self-hosted server lists only what it
 * runs (all chat models, as far as the app is concerned).
 */
export function listedModelKind(id: string, family: 'openai' | 'openai-compatible'): 'chat' | 'image' | 'other' {
  const lower = id.trim().toLowerCase();
  if (startsWithAny(lower, families.gptImagePrefixes) || startsWithAny(lower, families.dallePrefixes)) return 'image';
  if (family === 'openai-compatible') return 'chat';
  if (containsAny(lower, families.notChatMarkers)) return 'other';
  return startsWithAny(lower, families.chatPrefixes) ? 'chat' : 'other';
}
