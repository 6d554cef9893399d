/**
 * Which wire contract a provider speaks. Two families:
 * - `openai`: OpenAI's own API. Its current models are reasoning models; requests go to the
 *   Responses API (OpenAI's recommendation: `max_output_tokens`, `reasoning.effort`,
 *   `text.format`), with the rules in buildRequest.ts.
 * - `openai-compatible`: a self-hosted or third-party server that speaks the classic Chat
 *   Completions contract (llama.cpp's server, Ollama, vLLM, LocalAI…): `max_tokens`,
 *   `temperature`, `response_format`.
 * A setting picks the family (`AI_PROVIDER_FAMILY` on the server, the Settings screen for an own
 * key); left on `auto`, it follows the base URL: no base URL or OpenAI's host means `openai`.
 */
export const PROVIDER_FAMILIES = ['openai', 'openai-compatible'] as const;
export type ProviderFamily = (typeof PROVIDER_FAMILIES)[number];
export type ProviderFamilySetting = ProviderFamily | 'auto';

/** OpenAI's API host (the SDK's default base URL is https://api.openai.com/v1). */
export const OPENAI_API_HOST = 'api.openai.com';

export const isProviderFamily = (value: unknown): value is ProviderFamily =>
  typeof value === 'string' && (PROVIDER_FAMILIES as readonly string[]).includes(value);

/** The family a base URL implies: OpenAI's host (or none: the SDK default) is `openai`. */
export function familyOfBaseUrl(baseURL: string | undefined): ProviderFamily {
  const trimmed = baseURL?.trim();
  if (!trimmed) return 'openai';
  try {
    return new URL(trimmed).hostname.toLowerCase() === OPENAI_API_HOST ? 'openai' : 'openai-compatible';
  } catch {
    return 'openai-compatible';
  }
}

/** The family to use: the setting when it names one, else the base URL's. */
export function resolveFamily(setting: ProviderFamilySetting | undefined, baseURL: string | undefined): ProviderFamily {
  return setting && setting !== 'auto' ? setting : familyOfBaseUrl(baseURL);
}
