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
 *   `max_tokens` does not exist there, and on Chat Completions a reasoning model refuses it
 *   ("Unsupported parameter: 'max_tokens' is not supported with this model. Use
 *   'max_completion_tokens' instead.").
 *
 * OpenAI-compatible servers (`openai-compatible`) — Chat Completions with the classic
 * parameters llama.cpp's server, Ollama and vLLM document: { model, messages (system first),
 * max_tokens, temperature, response_format: json_schema, stream }.
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

export interface TaskPrompt {
  /** The system prompt (instructions) the engine wrote for the task. */
  system: string;
  messages: readonly ProviderMessage[];
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

function responsesRequest(model: string, spec: TaskSpec, prompt: TaskPrompt, stream: boolean): Record<string, unknown> {
  const capabilities = chatModelCapabilities(model);
  const effort = capabilities.reasoning ? effortFor(spec.effort, capabilities.efforts) : undefined;
  // Sampling settings are refused by a reasoning model unless it is not reasoning (effort none).
  const temperatureAllowed = !capabilities.reasoning || effort === 'none';
  return {
    model,
    instructions: prompt.system,
    input: prompt.messages.map((m) => ({ role: m.role, content: m.content })),
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
    messages: [{ role: 'system', content: prompt.system }, ...prompt.messages.map((m) => ({ role: m.role, content: m.content }))],
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
