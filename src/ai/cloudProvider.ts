/**
 * The cloud provider: the openai SDK talking either to our server's gateway (which holds the
 * real key) or straight to the user's own provider with the key they typed into Settings. The
 * parameters are spec §7/§9's. The SDK is loaded on first use so the on-device path never pays
 * for it.
 */
import type OpenAI from 'openai';
import type { DesignSlots, FieldSuggestion, HandoffRecommendation } from '../engine/types';
import {
  buildTaskRequest,
  EXTRACTION_MESSAGES,
  HANDOFF_MESSAGES,
  IMAGE_TASK,
  PERSONA_HISTORY_MESSAGES,
  TASK_FIELD,
  transcript,
  type ChatTask,
  type TaskMessage,
} from '../engine/aiTasks';
import type {
  AiProvider,
  ExtractFieldsInput,
  GeneratedImage,
  HandoffInput,
  ImageRequest,
  PersonaReplyInput,
} from './aiClient';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, imagePixels } from '../engine/imageOptions';
import { createWorkerFetch } from './byokFetch';
import { AiError } from './errors';
import { parseFieldSuggestions, parseHandoff } from './cloudResponses';
import { withRetryPolicy } from '../engine/retryPolicy';

// Spec §9's figures live with the task definitions the server shares; re-exported for callers.
export {
  EXTRACTION_MAX_TOKENS,
  EXTRACTION_MESSAGES,
  HANDOFF_MAX_TOKENS,
  HANDOFF_MESSAGES,
  IMAGE_PROMPT_MAX_TOKENS,
  IMAGE_PROMPT_TEMPERATURE,
  PERSONA_HISTORY_MESSAGES,
  PERSONA_REPLY_MAX_TOKENS,
  PERSONA_REPLY_TEMPERATURE,
} from '../engine/aiTasks';

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
  /**
   * Gateway only: a fresh Firebase ID token (the device's anonymous identity or the signed-in
   * user's). The server refuses gateway calls without one when it holds a provider key.
   */
  getIdToken?: () => Promise<string | null>;
}

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

function base64Bytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The pixel size a provider really returned, read from the PNG header while the bytes are at hand
 * (a model may not honour the size asked for); null when the bytes are not a PNG.
 */
export function pngHeaderSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The SDK adds `x-stainless-*` telemetry headers. Our gateway has no use for them, and they would
 * make a cross-origin call (app and server on different origins) fail the server's CORS
 * allow-list, so gateway calls go without them.
 */
function withoutSdkTelemetry(fetchImpl: typeof fetch, getIdToken?: () => Promise<string | null>): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const name of [...headers.keys()]) if (name.startsWith('x-stainless-')) headers.delete(name);
    // The SDK sends its placeholder key as the bearer; the gateway wants the device's ID token.
    const token = getIdToken ? await getIdToken() : null;
    if (token) headers.set('authorization', `Bearer ${token}`);
    else headers.delete('authorization');
    return fetchImpl(input, { ...init, headers });
  };
}

export function createCloudProvider(options: CloudProviderOptions): AiProvider {
  // Own-key calls run in the worker whose CSP allows only the provider's origin (byokFetch.ts);
  // where there are no workers (tests in Node) the plain fetch is used.
  const baseFetch = options.fetch
    ?? (options.kind === 'byok' && typeof Worker !== 'undefined' ? createWorkerFetch(options.baseURL) : globalThis.fetch.bind(globalThis));
  const fetchImpl = withRetryPolicy(options.kind === 'gateway' ? withoutSdkTelemetry(baseFetch, options.getIdToken) : baseFetch);
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

  /**
   * Runs one task. Through the gateway only the task's name, its inputs and the user's messages
   * travel (the server owns the prompts and parameters); with the user's own key the same
   * request is built here.
   */
  async function complete(task: ChatTask, messages: TaskMessage[], signal?: AbortSignal): Promise<string | null | undefined> {
    const openai = await sdk();
    let body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;
    if (options.kind === 'gateway') {
      const gatewayBody: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming & { [TASK_FIELD]: ChatTask } = {
        model: options.chatModel,
        messages: messages.map((m): ChatMessage => ({ role: m.role, content: m.content })),
        [TASK_FIELD]: task,
      };
      body = gatewayBody;
    } else {
      const built = buildTaskRequest(task, messages);
      body = {
        model: options.chatModel,
        messages: built.messages,
        max_tokens: built.max_tokens,
        ...(built.temperature !== undefined && { temperature: built.temperature }),
        ...(built.json && { response_format: { type: 'json_object' as const } }),
      };
    }
    const completion = await openai.chat.completions.create(body, { signal });
    return completion.choices[0]?.message?.content;
  }

  const toTaskMessages = (history: PersonaReplyInput['history']): TaskMessage[] => history.map((m) => ({ role: m.role, content: m.content }));

  return {
    kind: options.kind,

    async personaReply({ persona, history, slots }: PersonaReplyInput, signal?: AbortSignal): Promise<string> {
      const reply = (await complete({ task: 'persona_reply', persona, slots }, toTaskMessages(history.slice(-PERSONA_HISTORY_MESSAGES)), signal))?.trim();
      if (!reply) throw new AiError('emptyReply');
      return reply;
    },

    async extractFields({ history, slots }: ExtractFieldsInput, signal?: AbortSignal): Promise<FieldSuggestion[]> {
      const messages: TaskMessage[] = [{ role: 'user', content: transcript(history.slice(-EXTRACTION_MESSAGES)) }];
      return parseFieldSuggestions(await complete({ task: 'extraction', slots }, messages, signal));
    },

    async recommendHandoff({ history, currentPersona }: HandoffInput, signal?: AbortSignal): Promise<HandoffRecommendation | null> {
      const messages: TaskMessage[] = [{ role: 'user', content: transcript(history.slice(-HANDOFF_MESSAGES)) }];
      return parseHandoff(await complete({ task: 'handoff', current_persona: currentPersona }, messages, signal));
    },

    async buildImagePrompt(slots: DesignSlots, signal?: AbortSignal): Promise<string> {
      // The prompt is built from the brief; the one message only satisfies the chat API's shape.
      const prompt = (await complete({ task: 'image_prompt', slots }, [{ role: 'user', content: 'Write the image prompt for this brief.' }], signal))?.trim();
      if (!prompt) throw new AiError('emptyReply');
      return prompt;
    },

    async generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      const openai = await sdk();
      const size = request.size ?? DEFAULT_IMAGE_SIZE;
      const params: OpenAI.Images.ImageGenerateParamsNonStreaming = {
        model: options.imageModel,
        prompt: request.prompt,
        n: 1,
        size,
        quality: request.quality ?? DEFAULT_IMAGE_QUALITY,
        response_format: 'b64_json',
      };
      const body: OpenAI.Images.ImageGenerateParamsNonStreaming & { [TASK_FIELD]?: { task: typeof IMAGE_TASK } } =
        options.kind === 'gateway' ? { ...params, [TASK_FIELD]: { task: IMAGE_TASK } } : params;
      const result = await openai.images.generate(body, { signal, timeout: options.imageTimeoutMs });
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new AiError('other');
      const bytes = base64Bytes(b64);
      return { png: new Blob([bytes], { type: 'image/png' }), ...(pngHeaderSize(bytes) ?? imagePixels(size)), size, provider: options.kind };
    },
  };
}
