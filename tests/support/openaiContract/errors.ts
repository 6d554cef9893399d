/**
 * Provider errors in OpenAI's own shape `{ error: { message, type, param, code } }`, worded as the
 * API words them (quoted from public issue threads that paste the API's answers; each constructor
 * names its source).
 */
export interface ProviderErrorBody {
  message: string;
  type: string;
  param: string | null;
  code: string | null;
}

export interface Refusal {
  status: number;
  error: ProviderErrorBody;
  headers?: Record<string, string>;
}

export const refusal = (status: number, error: ProviderErrorBody, headers?: Record<string, string>): Refusal => ({ status, error, headers });

const invalid = (message: string, param: string | null, code: string | null, status = 400): Refusal =>
  refusal(status, { message, type: 'invalid_request_error', param, code });

/** griptape-ai/ComfyUI-Griptape#312, koosoli/ESPHomeDesigner#379 (gpt-5 family on Chat Completions). */
export const maxTokensRefused = () =>
  invalid("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", 'max_tokens', 'unsupported_parameter');

/** johny-b/llmcomp#69, owndev/Open-WebUI-Functions#98 (reasoning models and `temperature`). */
export const samplingRefused = (param: 'temperature' | 'top_p', value: unknown) =>
  invalid(`Unsupported value: '${param}' does not support ${String(value)} with this model. Only the default (1) value is supported.`, param, 'unsupported_value');

/** The same family of 400s for an effort the model does not offer / a classic model given one. */
export const effortRefused = (param: string, value: unknown, offered: readonly string[]) =>
  invalid(`Unsupported value: '${param}' does not support '${String(value)}' with this model. Supported values are: ${offered.map((e) => `'${e}'`).join(', ')}.`, param, 'unsupported_value');
export const parameterRefused = (param: string) => invalid(`Unsupported parameter: '${param}' is not supported with this model.`, param, 'unsupported_parameter');

/** OpenAI JSON mode guide: json_object needs "JSON" in the context, else a 400 naming messages. */
export const jsonWordMissing = (param: 'messages' | 'input') =>
  invalid(
    param === 'messages'
      ? "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'."
      : "Response input messages must contain the word 'json' in some form to use 'text.format' of type 'json_object'.",
    param,
    null,
  );

/** Structured Outputs guide, "Supported schemas": strict schemas close every object and require every key. */
export const invalidSchema = (name: string, why: string, param: string) =>
  invalid(`Invalid schema for response_format '${name}': ${why}`, param, 'invalid_json_schema');

/** firecrawl/firecrawl#1052, GoodAI/charlie-mnemonic#41 (404 for an unknown or retired model). */
export const modelNotFound = (model: string) => invalid(`The model \`${model}\` does not exist or you do not have access to it.`, null, 'model_not_found', 404);

/** vercel/ai#6102, genkit-ai/genkit#3346 (gpt-image models and `response_format`). */
export const unknownParameter = (param: string) => invalid(`Unknown parameter: '${param}'.`, param, 'unknown_parameter');

/** griptape-ai/griptape-nodes-engine#1031 (gpt-image quality), and the same shape for sizes. */
export const invalidValue = (param: string, value: unknown, allowed: readonly string[]) =>
  invalid(`Invalid value: '${String(value)}'. Supported values are: ${allowed.slice(0, -1).map((a) => `'${a}'`).join(', ')}, and '${allowed[allowed.length - 1]}'.`, param, 'invalid_value');

/** Chat Completions' answer to a body field it does not know (e.g. an app's own field leaking through). */
export const unrecognizedArgument = (param: string) => invalid(`Unrecognized request argument supplied: ${param}`, null, null);

/** The Responses API's answer to Chat Completions' names, pointing at their new homes. */
export const movedParameter = (param: string, moved: string) =>
  invalid(`Unsupported parameter: '${param}'. In the Responses API, this parameter has moved to '${moved}'.`, param, 'unsupported_parameter');

export const belowMinimum = (param: string, minimum: number, value: unknown) =>
  invalid(`Invalid '${param}': integer below minimum value. Expected a value >= ${minimum}, but got ${String(value)} instead.`, param, 'integer_below_min_value');

export const missingParameter = (param: string) => invalid(`Missing required parameter: '${param}'.`, param, 'missing_required_parameter');

/** The 401 OpenAI sends for a wrong key (it quotes part of the key: never pass it on). */
export const invalidKey = (): Refusal =>
  refusal(401, { message: 'Incorrect API key provided: sk-test***1234. You can find your API key at https://platform.openai.com/account/api-keys.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' });
export const rateLimited = (): Refusal =>
  refusal(429, { message: 'Rate limit reached for requests', type: 'requests', param: null, code: 'rate_limit_exceeded' }, { 'retry-after-ms': '5' });
export const quotaExceeded = (): Refusal =>
  refusal(429, { message: 'You exceeded your current quota, please check your plan and billing details.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' });
export const serverError = (): Refusal =>
  refusal(500, { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null }, { 'retry-after-ms': '5' });
