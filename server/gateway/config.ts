/**
 * The AI upstream settings, read once from the environment at start-up. With no AI_API_KEY the
 * server runs on the built-in engine: the gateway answers 503 and /health reports ai 'local'.
 */
import { isProviderFamily, resolveFamily, type ProviderFamily } from '../../src/engine/aiRequests/providerFamily';

/**
 * OpenAI's recommended replacement for gpt-4o-mini (which shuts down on 2027-01-14): its small,
 * cheap model for high-volume work, which is what persona replies and extraction are. Any
 * OpenAI-compatible chat model name works here; the start-up model check says if it is gone.
 */
export const DEFAULT_CHAT_MODEL = 'gpt-6-luna';
/**
 * dall-e-3 shut down on 2026-05-12 and gpt-image-1.5 / -1-mini on 2026-12-01; OpenAI recommends
 * gpt-image-2.6-flare or -sunburst. Flare is the fast tier at the same price — right for a person
 * waiting on a preview. The gateway translates the spec's dall-e-3 parameters for it.
 */
export const DEFAULT_IMAGE_MODEL = 'gpt-image-2.6-flare';
/** Chat replies are at most a few hundred tokens; a provider slower than this is failing. */
export const DEFAULT_CHAT_TIMEOUT_MS = 20_000;
/** Image generation routinely takes 10–60 s at 1024x1024 and longer for 'hd'. */
export const DEFAULT_IMAGE_TIMEOUT_MS = 120_000;

export interface AiConfig {
  /** The upstream provider's key; null means "no upstream, use the built-in engine". */
  apiKey: string | null;
  /** OpenAI-compatible base URL (e.g. https://api.openai.com/v1); undefined = the SDK default. */
  baseURL: string | undefined;
  /**
   * Which contract the provider speaks (src/engine/aiRequests/providerFamily.ts): `openai` (the
   * Responses API, reasoning models) or `openai-compatible` (classic Chat Completions: llama.cpp,
   * Ollama, vLLM). AI_PROVIDER_FAMILY picks it; `auto` (the default) follows the base URL.
   */
  family: ProviderFamily;
  chatModel: string;
  imageModel: string;
  chatTimeoutMs: number;
  imageTimeoutMs: number;
}

export type AiMode = 'local' | 'upstream';

type Env = Record<string, string | undefined>;

function readText(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPositiveInt(env: Env, name: string, fallback: number): number {
  const raw = readText(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number of milliseconds (got "${raw}").`);
  }
  return value;
}

function readFamily(env: Env, baseURL: string | undefined): ProviderFamily {
  const raw = readText(env, 'AI_PROVIDER_FAMILY')?.toLowerCase() ?? 'auto';
  if (raw !== 'auto' && !isProviderFamily(raw)) {
    throw new Error(`AI_PROVIDER_FAMILY must be auto, openai or openai-compatible (got "${raw}").`);
  }
  return resolveFamily(raw, baseURL);
}

/** Reads AI_API_KEY, AI_BASE_URL, AI_PROVIDER_FAMILY, AI_CHAT_MODEL, AI_IMAGE_MODEL, AI_CHAT_TIMEOUT_MS, AI_IMAGE_TIMEOUT_MS. */
export function loadAiConfig(env: Env = process.env): AiConfig {
  const baseURL = readText(env, 'AI_BASE_URL');
  if (baseURL !== undefined) {
    let url: URL;
    try {
      url = new URL(baseURL);
    } catch {
      throw new Error(`AI_BASE_URL must be an absolute http(s) URL (got "${baseURL}").`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`AI_BASE_URL must be an absolute http(s) URL (got "${baseURL}").`);
    }
  }
  return {
    apiKey: readText(env, 'AI_API_KEY') ?? null,
    baseURL,
    family: readFamily(env, baseURL),
    chatModel: readText(env, 'AI_CHAT_MODEL') ?? DEFAULT_CHAT_MODEL,
    imageModel: readText(env, 'AI_IMAGE_MODEL') ?? DEFAULT_IMAGE_MODEL,
    chatTimeoutMs: readPositiveInt(env, 'AI_CHAT_TIMEOUT_MS', DEFAULT_CHAT_TIMEOUT_MS),
    imageTimeoutMs: readPositiveInt(env, 'AI_IMAGE_TIMEOUT_MS', DEFAULT_IMAGE_TIMEOUT_MS),
  };
}

/** What /health reports as `ai`. */
export function aiMode(config: AiConfig): AiMode {
  return config.apiKey ? 'upstream' : 'local';
}
