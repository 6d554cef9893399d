/**
 * The cloud provider: the openai SDK talking either to our server's gateway (which holds the
 * real key and builds the provider request) or straight to the user's own provider with the key
 * they typed into Settings — then the request is built here, with the same builder the server
 * uses (src/engine/aiTasks.ts → aiRequests/): the Responses API for OpenAI's models, classic Chat
 * Completions for a self-hosted server. Persona replies stream when the caller asks for the text
 * as it arrives. The SDK is loaded on first use so the on-device path never pays for it.
 */
import type OpenAI from 'openai';
import type { DesignSlots, FieldSuggestion, HandoffRecommendation } from '../engine/types';
import {
  buildAgentRequest,
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
import { AI_TASKS } from '../engine/aiRequests/taskTable';
import type { BuiltChatRequest } from '../engine/aiRequests/buildRequest';
import { createStreamReader, readChatReply, type ReplyResult } from '../engine/aiRequests/readReply';
import { buildImageParams } from '../engine/aiRequests/imageParams';
import type { ProviderFamily } from '../engine/aiRequests/providerFamily';
import { SEED_ARTISTS } from '../engine/artists';
import type { AgentCall, AiProvider, CritiqueAnswer, CritiqueInput, ExtractFieldsInput, GeneratedImage, HandoffInput, ImageRequest, PersonaReplyInput } from './aiClient';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, imagePixels } from '../engine/imageOptions';
import { createWorkerFetch } from './byokFetch';
import { AiError } from './errors';
import { parseAgentReply, parseCritique, parseFieldSuggestions, parseHandoff } from './cloudResponses';
import { withRetryPolicy } from '../engine/retryPolicy';
import type { ChatResponse } from '../engine/types';

export interface CloudProviderOptions {
  kind: 'gateway' | 'byok';
  /** OpenAI-compatible base URL, e.g. `${origin}/v1` for the gateway. */
  baseURL: string;
  apiKey: string;
  /** Own key: which contract the provider speaks (the gateway always speaks Chat Completions to us). */
  family?: ProviderFamily;
  chatModel: string;
  imageModel: string;
  maxRetries: number;
  imageTimeoutMs: number;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * Gateway only: a fresh Firebase ID token (the device's anonymous identity or the signed-in
   * user's). The server refuses gateway calls without one when it holds a provider key.
   */
  getIdToken?: () => Promise<string | null>;
}

/** A cloud answer that did not come (ran out of tokens, was filtered, refused or empty). */
export class UnfinishedReply extends Error {
  override name = 'UnfinishedReply';
  constructor(readonly reason: string) {
    super(`The model did not finish its answer (${reason}).`);
  }
}

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

/** The model a provider says answered (`model` on a completion or a response), else the one asked for. */
function answeringModel(answer: unknown, asked: string): string {
  const named = typeof answer === 'object' && answer !== null && 'model' in answer ? (answer as { model: unknown }).model : undefined;
  return typeof named === 'string' && named.trim() && named !== 'server-default' ? named.trim() : asked;
}

function finished(result: ReplyResult): string {
  if (!result.ok) throw new UnfinishedReply(result.reason);
  return result.text;
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
          fetch: fetchImpl,
          dangerouslyAllowBrowser: true,
        }),
    );
    return client;
  };
  const target = { family: options.family ?? 'openai', model: options.chatModel };

  /** Sends a built request (own key); the body is the shared builder's, in the provider's shape. */
  async function send(built: BuiltChatRequest, signal: AbortSignal | undefined): Promise<unknown> {
    const openai = await sdk();
    const request = { signal, timeout: AI_TASKS[built.task].timeoutMs };
    const body = built.body as never;
    return built.endpoint === 'responses' ? openai.responses.create(body, request) : openai.chat.completions.create(body, request);
  }

  /** Reads a streamed answer, passing each piece on; throws when it does not finish, or was stopped. */
  async function readStream(
    events: AsyncIterable<unknown>,
    endpoint: BuiltChatRequest['endpoint'],
    onDelta: (text: string) => void,
    signal: AbortSignal | undefined,
  ): Promise<string> {
    const reader = createStreamReader(endpoint);
    for await (const event of events) {
      const delta = reader.push(event);
      if (delta) onDelta(delta);
      if (reader.done) break;
    }
    // The SDK ends a stream quietly when it is aborted (Stop): that is a cancellation, not an answer.
    signal?.throwIfAborted();
    return finished(reader.result());
  }

  /**
   * Runs one task and returns the model's finished text. Through the gateway only the task's name,
   * its inputs and the user's messages travel (the server owns the prompts and parameters, and
   * answers in Chat Completions' shape); with the user's own key the request is built here.
   */
  async function complete(task: ChatTask, messages: TaskMessage[], signal?: AbortSignal, onDelta?: (text: string) => void): Promise<string> {
    const stream = Boolean(onDelta) && AI_TASKS[task.task].streams;
    if (options.kind === 'byok') {
      const built = buildTaskRequest(target, task, messages, { stream });
      const answer = await send(built, signal);
      return stream && onDelta ? readStream(answer as AsyncIterable<unknown>, built.endpoint, onDelta, signal) : finished(readChatReply(built.endpoint, answer));
    }
    const openai = await sdk();
    const gatewayBody = {
      model: options.chatModel,
      messages: messages.map((m) => ({ role: m.role, content: m.content })),
      [TASK_FIELD]: task,
    };
    const request = { signal, timeout: AI_TASKS[task.task].timeoutMs };
    if (stream && onDelta) {
      const events = await openai.chat.completions.create({ ...gatewayBody, stream: true } as OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming, request);
      return readStream(events, 'chat.completions', onDelta, signal);
    }
    const completion = await openai.chat.completions.create(gatewayBody as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, request);
    return finished(readChatReply('chat.completions', completion));
  }

  const toTaskMessages = (history: PersonaReplyInput['history']): TaskMessage[] => history.map((m) => ({ role: m.role, content: m.content }));

  return {
    kind: options.kind,

    async personaReply({ persona, history, slots, onDelta }: PersonaReplyInput, signal?: AbortSignal): Promise<string> {
      const reply = (await complete({ task: 'persona_reply', persona, slots }, toTaskMessages(history.slice(-PERSONA_HISTORY_MESSAGES)), signal, onDelta)).trim();
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
      const prompt = (await complete({ task: 'image_prompt', slots }, [{ role: 'user', content: 'Write the image prompt for this brief.' }], signal)).trim();
      if (!prompt) throw new AiError('emptyReply');
      return prompt;
    },

    async agentReply(call: AgentCall, signal?: AbortSignal): Promise<ChatResponse> {
      // Only an own key asks the model directly; through our server the assistant is /chat.
      if (options.kind !== 'byok') throw new Error('The gateway has no agent task; ask /chat.');
      const context = { agent: call.agent, artists: SEED_ARTISTS };
      const built = buildAgentRequest(target, { task: 'agent_reply', ...context }, call);
      return parseAgentReply(finished(readChatReply(built.endpoint, await send(built, signal))), context);
    },

    async critiqueDesign({ image, figures }: CritiqueInput, signal?: AbortSignal): Promise<CritiqueAnswer> {
      const task: ChatTask = { task: 'analyst_critique', image };
      const messages: TaskMessage[] = [{ role: 'user', content: figures }];
      if (options.kind === 'byok') {
        const built = buildTaskRequest(target, task, messages);
        const answer = await send(built, signal);
        return { ...parseCritique(finished(readChatReply(built.endpoint, answer))), model: answeringModel(answer, options.chatModel) };
      }
      // Through the gateway the server holds the model: its name comes back on the completion.
      const openai = await sdk();
      const body = { model: options.chatModel, messages, [TASK_FIELD]: task };
      const completion = await openai.chat.completions.create(body as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, {
        signal,
        timeout: AI_TASKS.analyst_critique.timeoutMs,
      });
      return { ...parseCritique(finished(readChatReply('chat.completions', completion))), model: answeringModel(completion, options.chatModel) };
    },

    async generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      const openai = await sdk();
      const size = request.size ?? DEFAULT_IMAGE_SIZE;
      const quality = request.quality ?? DEFAULT_IMAGE_QUALITY;
      // To the gateway the app's own options (the server maps them for its model); to an own
      // provider the model's parameters, from the same builder the gateway uses.
      const body =
        options.kind === 'gateway'
          ? { model: options.imageModel, prompt: request.prompt, n: 1, size, quality, response_format: 'b64_json', [TASK_FIELD]: { task: IMAGE_TASK } }
          : buildImageParams(options.imageModel, { prompt: request.prompt, size, quality });
      const result = await openai.images.generate(body as OpenAI.Images.ImageGenerateParamsNonStreaming, { signal, timeout: options.imageTimeoutMs });
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new AiError('other');
      const bytes = base64Bytes(b64);
      return { png: new Blob([bytes], { type: 'image/png' }), ...(pngHeaderSize(bytes) ?? imagePixels(size)), size, provider: options.kind };
    },
  };
}
