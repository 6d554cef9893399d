/**
 * The own key's defaults, in a module of their own so Settings and the key check read them
 * without loading the AI client (and the engine behind it).
 */
export const BYOK_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/**
 * The same models the server defaults to (server/gateway/config.ts): OpenAI's replacements for
 * gpt-4o-mini (shuts down 2027-01-14) and dall-e-3 (shut down 2026-05-12), per its deprecations page.
 */
export const BYOK_DEFAULT_CHAT_MODEL = 'gpt-6-luna';
export const BYOK_DEFAULT_IMAGE_MODEL = 'gpt-image-2.6-flare';
