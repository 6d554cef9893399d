/**
 * Every user-visible string of the AI client, worded exactly as spec §8 writes it (and ours for
 * what the spec does not cover). Change copy here, nowhere else.
 */

/** Spec §8, designer persona replies. */
export const AI_MESSAGES = {
  apiKey: 'Configuration error: Please check your API key settings.',
  rateLimit: 'Rate limit exceeded. Please try again in a moment.',
  quota: 'API quota exceeded. Please check your AI provider account.',
  other: 'Sorry, I encountered an error. Please try again!',
  emptyReply: 'Sorry, I had trouble responding. Try again!',
} as const;

/** Ours (DESIGN.md §2: no fake image when the browser cannot run the offline renderer). */
export const RENDERER_UNAVAILABLE_MESSAGE = "This browser can't draw designs on the device. Try a current version of Chrome, Edge, Firefox or Safari.";

/** Short labels for the UI's "which AI is answering" indicator. */
export const PROVIDER_LABELS = {
  gateway: 'Cloud AI (via InkClarity server)',
  byok: 'Your AI key',
  'on-device': 'On-device AI',
} as const;

/** Ours: quiet notes under a reply (DESIGN.md §2: a cloud failure is answered on the device). */
export const REPLY_NOTES = {
  cloudFallback: 'The cloud model did not answer, so this reply comes from the on-device AI.',
  assistantFallback: "The cloud model did not finish this one, so the assistant's built-in engine answered.",
  stopped: 'Stopped',
} as const;
