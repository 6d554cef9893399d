/**
 * The cloud provider: the openai SDK talking either to our server's gateway (which holds the
 * real key) or straight to the user's own provider with the key they typed into Settings. The
 * parameters are spec §7/§9's. The SDK is loaded on first use so the on-device path never pays
 * for it.
 */
import type OpenAI from 'openai';
import type { DesignSlots, FieldSuggestion, HandoffRecommendation } from '../engine/types';
import { personaSystemPrompt } from '../engine/personas';
import type {
  AiProvider,
  ExtractFieldsInput,
  GeneratedImage,
  HandoffInput,
  ImageRequest,
  PersonaReplyInput,
} from './aiClient';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, imagePixels } from '../engine/imageOptions';
import { AiError } from './errors';
import { extractionSystemPrompt, handoffSystemPrompt, imagePromptSystemPrompt, imagePromptUserMessage } from './prompts';
import { parseFieldSuggestions, parseHandoff } from './cloudResponses';
import { withRetryPolicy } from '../engine/retryPolicy';

/** Spec §9: persona replies. */
export const PERSONA_REPLY_MAX_TOKENS = 150;
export const PERSONA_REPLY_TEMPERATURE = 0.8;
/** Spec §9: field extraction. */
export const EXTRACTION_MAX_TOKENS = 400;
/** Spec §9: handoff uses the last 5 messages and 200 tokens. */
export const HANDOFF_MAX_TOKENS = 200;
export const HANDOFF_MESSAGES = 5;
/** Spec §9: prompt generation. */
export const IMAGE_PROMPT_MAX_TOKENS = 200;
export const IMAGE_PROMPT_TEMPERATURE = 0.7;
/** A persona reply needs the recent thread, not the whole of a long chat (cost and latency). */
export const PERSONA_HISTORY_MESSAGES = 20;
/** Extraction reads the latest exchange; older details are already in the brief it is shown. */
export const EXTRACTION_MESSAGES = 6;

export interface CloudProviderOptions {
  kind: 'gateway' | 'byok';
  /** OpenAI-compatible base URL, e.g. `${origin}/v1` for the gateway. */
  baseURL: string;
  apiKey: string;
  chatModel: string;
  imageModel: string;
  maxRetries: number;
  chatTimeoutMs: number;
  imageTimeoutMs: number;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

function toChatMessages(history: PersonaReplyInput['history']): ChatMessage[] {
  return history.map((m) => ({ role: m.role, content: m.content }));
}

function transcript(history: PersonaReplyInput['history']): string {
  return history.map((m) => `${m.role === 'user' ? 'Client' : 'Assistant'}: ${m.content}`).join('\n');
}

function base64ToPng(b64: string): Blob {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * The SDK adds `x-stainless-*` telemetry headers. Our gateway has no use for them, and they would
 * make a cross-origin call (app and server on different origins) fail the server's CORS
 * allow-list, so gateway calls go without them.
 */
function withoutSdkTelemetry(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    for (const name of [...headers.keys()]) if (name.startsWith('x-stainless-')) headers.delete(name);
    return fetchImpl(input, { ...init, headers });
  };
}

export function createCloudProvider(options: CloudProviderOptions): AiProvider {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const fetchImpl = withRetryPolicy(options.kind === 'gateway' ? withoutSdkTelemetry(baseFetch) : baseFetch);
  let client: Promise<OpenAI> | undefined;
  const sdk = (): Promise<OpenAI> => {
    client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          apiKey: options.apiKey,
          baseURL: options.baseURL,
          maxRetries: options.maxRetries,
          timeout: options.chatTimeoutMs,
          fetch: fetchImpl,
          dangerouslyAllowBrowser: true,
        }),
    );
    return client;
  };

  async function complete(
    messages: ChatMessage[],
    params: { max_tokens: number; temperature?: number; json?: boolean },
    signal?: AbortSignal,
  ): Promise<string | null | undefined> {
    const openai = await sdk();
    const completion = await openai.chat.completions.create(
      {
        model: options.chatModel,
        messages,
        max_tokens: params.max_tokens,
        ...(params.temperature !== undefined && { temperature: params.temperature }),
        ...(params.json && { response_format: { type: 'json_object' as const } }),
      },
      { signal },
    );
    return completion.choices[0]?.message?.content;
  }

  return {
    kind: options.kind,

    async personaReply({ persona, history, slots }: PersonaReplyInput, signal?: AbortSignal): Promise<string> {
      const messages: ChatMessage[] = [
        { role: 'system', content: personaSystemPrompt(persona, slots) },
        ...toChatMessages(history.slice(-PERSONA_HISTORY_MESSAGES)),
      ];
      const reply = (await complete(messages, { max_tokens: PERSONA_REPLY_MAX_TOKENS, temperature: PERSONA_REPLY_TEMPERATURE }, signal))?.trim();
      if (!reply) throw new AiError('emptyReply');
      return reply;
    },

    async extractFields({ history, slots }: ExtractFieldsInput, signal?: AbortSignal): Promise<FieldSuggestion[]> {
      const messages: ChatMessage[] = [
        { role: 'system', content: extractionSystemPrompt(slots) },
        { role: 'user', content: transcript(history.slice(-EXTRACTION_MESSAGES)) },
      ];
      return parseFieldSuggestions(await complete(messages, { max_tokens: EXTRACTION_MAX_TOKENS, json: true }, signal));
    },

    async recommendHandoff({ history, currentPersona }: HandoffInput, signal?: AbortSignal): Promise<HandoffRecommendation | null> {
      const messages: ChatMessage[] = [
        { role: 'system', content: handoffSystemPrompt(currentPersona) },
        { role: 'user', content: transcript(history.slice(-HANDOFF_MESSAGES)) },
      ];
      return parseHandoff(await complete(messages, { max_tokens: HANDOFF_MAX_TOKENS, json: true }, signal));
    },

    async buildImagePrompt(slots: DesignSlots, signal?: AbortSignal): Promise<string> {
      const messages: ChatMessage[] = [
        { role: 'system', content: imagePromptSystemPrompt() },
        { role: 'user', content: imagePromptUserMessage(slots) },
      ];
      const prompt = (await complete(messages, { max_tokens: IMAGE_PROMPT_MAX_TOKENS, temperature: IMAGE_PROMPT_TEMPERATURE }, signal))?.trim();
      if (!prompt) throw new AiError('emptyReply');
      return prompt;
    },

    async generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      const openai = await sdk();
      const size = request.size ?? DEFAULT_IMAGE_SIZE;
      const result = await openai.images.generate(
        {
          model: options.imageModel,
          prompt: request.prompt,
          n: 1,
          size,
          quality: request.quality ?? DEFAULT_IMAGE_QUALITY,
          response_format: 'b64_json',
        },
        { signal, timeout: options.imageTimeoutMs },
      );
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new AiError('other');
      return { png: base64ToPng(b64), ...imagePixels(size), size, provider: options.kind };
    },
  };
}
