/**
 * The one request builder: an AI task plus its messages becomes the exact request body the
 * provider documents for that model, shared by the server's gateway, /chat and the browser's own
 * key. Pure: the caller sends `body` to `endpoint` with whatever client it has.
 *
 * OpenAI (`openai` family) — the Responses API, `POST /v1/responses` (OpenAI's migration guide
 * recommends it over Chat Completions for reasoning models):
 *   { model, instructions, input, max_output_tokens, store: false,
 *     reasoning: { effort }            reasoning models only ("Unsupported parameter" otherwise)
 *     temperature                      classic models, or a reasoning model at effort `none` only —
 *                                      otherwise a 400 `unsupported_value` ("Only the default (1)
 *                                      value is supported"), per OpenAI's reasoning guide
 *     text: { format: json_schema }    JSON tasks: strict structured outputs
 *     stream: true }                   streamed tasks
 *   A picture (the Analyst's critique) is an `input_image` part beside the `input_text` of the
 *   last user message: { type: 'input_image', image_url: 'data:image/png;base64,…', detail }
 *   (API reference, Responses `input`: "A fully qualified URL or base64 encoded image in a data
 *   URL"; openai SDK `ResponseInputImage`, detail `high` | `low` | `auto` | `original`).
 *   `max_tokens` does not exist there, and on Chat Completions a reasoning model refuses it
 *   ("Unsupported parameter: 'max_tokens' is not supported with this model. Use
 *   'max_completion_tokens' instead.").
 *
 * OpenAI-compatible servers (`openai-compatible`) — Chat Completions with the classic
 * parameters llama.cpp's server, Ollama and vLLM document: { model, messages (system first),
 * max_tokens, temperature, response_format: json_schema, stream }. A picture is the classic
 * `{ type: 'image_url', image_url: { url, detail } }` content part (openai SDK
 * `ChatCompletionContentPartImage`; llama.cpp's server and Ollama read the same shape).
 */
import { AI_TASKS, type AiTaskName, type TaskSpec } from './taskTable';
import { OUTPUT_SCHEMAS, type OutputSchemaName } from './outputSchemas.generated';
import { chatModelCapabilities, effortFor } from './modelCapabilities';
import type { ProviderFamily } from './providerFamily';

export type ChatEndpoint = 'responses' | 'chat.completions';

/** A message of the conversation; the system prompt goes separately. */
export interface ProviderMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ProviderTarget {
  family: ProviderFamily;
  model: string;
}

/** The detail levels both endpoints document for a picture (openai SDK `ImageDetail`, 2026-12). */
export const IMAGE_DETAILS = ['low', 'high', 'auto'] as const;
export type ImageDetail = (typeof IMAGE_DETAILS)[number];

/** A picture the model looks at: a `data:image/…;base64,` URL and how closely to look. */
export interface PromptImage {
  dataUrl: string;
  detail: ImageDetail;
}

export interface TaskPrompt {
  /** The system prompt (instructions) the engine wrote for the task. */
  system: string;
  messages: readonly ProviderMessage[];
  /** A picture shown with the last user message (vision tasks only). */
  image?: PromptImage;
}

export interface BuiltChatRequest {
  endpoint: ChatEndpoint;
  /** The JSON body, ready to send. */
  body: Record<string, unknown>;
  task: AiTaskName;
  /** What the answer must be: free text, or JSON of this schema. */
  output: TaskSpec['output'];
  stream: boolean;
}

/** The API path of an endpoint, relative to the base URL (which ends in /v1). */
export const ENDPOINT_PATHS: Record<ChatEndpoint, string> = { responses: '/responses', 'chat.completions': '/chat/completions' };

/** The last user message carries the picture, in the endpoint's own content-part shape. */
function withImage(messages: readonly ProviderMessage[], image: PromptImage | undefined, endpoint: ChatEndpoint): Record<string, unknown>[] {
  const last = messages.map((m) => m.role).lastIndexOf('user');
  return messages.map((m, i) => {
    if (!image || i !== last) return { role: m.role, content: m.content };
    const parts =
      endpoint === 'responses'
        ? [{ type: 'input_text', text: m.content }, { type: 'input_image', image_url: image.dataUrl, detail: image.detail }]
        : [{ type: 'text', text: m.content }, { type: 'image_url', image_url: { url: image.dataUrl, detail: image.detail } }];
    return { role: m.role, content: parts };
  });
}

function responsesRequest(model: string, spec: TaskSpec, prompt: TaskPrompt, stream: boolean): Record<string, unknown> {
  const capabilities = chatModelCapabilities(model);
  const effort = capabilities.reasoning ? effortFor(spec.effort, capabilities.efforts) : undefined;
  // Sampling settings are refused by a reasoning model unless it is not reasoning (effort none).
  const temperatureAllowed = !capabilities.reasoning || effort === 'none';
  return {
    model,
    instructions: prompt.system,
    input: withImage(prompt.messages, prompt.image, 'responses'),
    max_output_tokens: capabilities.reasoning ? spec.reasoningBudget : spec.classicMaxTokens,
    // The app keeps its own conversations; nothing needs to be retained at the provider.
    store: false,
    ...(effort !== undefined && { reasoning: { effort } }),
    ...(spec.temperature !== undefined && temperatureAllowed && { temperature: spec.temperature }),
    ...(spec.output !== 'text' && { text: { format: jsonSchemaFormat(spec.output) } }),
    ...(stream && { stream: true }),
  };
}

function jsonSchemaFormat(name: OutputSchemaName) {
  return { type: 'json_schema', name, schema: OUTPUT_SCHEMAS[name], strict: true };
}

function classicChatRequest(model: string, spec: TaskSpec, prompt: TaskPrompt, stream: boolean): Record<string, unknown> {
  return {
    model,
    messages: [{ role: 'system', content: prompt.system }, ...withImage(prompt.messages, prompt.image, 'chat.completions')],
    max_tokens: spec.classicMaxTokens,
    ...(spec.temperature !== undefined && { temperature: spec.temperature }),
    ...(spec.output !== 'text' && {
      response_format: { type: 'json_schema', json_schema: { name: spec.output, schema: OUTPUT_SCHEMAS[spec.output], strict: true } },
    }),
    ...(stream && { stream: true }),
  };
}

/**
 * The provider request for a task. `stream` asks for a streamed answer; it is honoured only for
 * the tasks whose answer is shown as it arrives (the table's `streams`).
 */
export function buildChatRequest(target: ProviderTarget, task: AiTaskName, prompt: TaskPrompt, options: { stream?: boolean } = {}): BuiltChatRequest {
  const spec = AI_TASKS[task];
  const stream = Boolean(options.stream && spec.streams);
  const openai = target.family === 'openai';
  return {
    endpoint: openai ? 'responses' : 'chat.completions',
    body: openai ? responsesRequest(target.model, spec, prompt, stream) : classicChatRequest(target.model, spec, prompt, stream),
    task,
    output: spec.output,
    stream,
  };
}
