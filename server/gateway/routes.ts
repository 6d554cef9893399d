/**
 * The OpenAI-compatible gateway: the browser's openai client talks to these two routes, and the
 * server forwards to the real provider with its own key (DESIGN.md §2), so no key ever reaches
 * the browser. The gateway is not a general proxy: each request names one of the app's tasks
 * (field `inkclarity`), the server builds the system prompt and picks model, token budget and
 * temperature from the task (src/engine/aiTasks.ts), and anything else — a client `system`
 * message, another model, an unknown parameter, a size the app does not offer — is refused (400)
 * before a byte is forwarded. Who may call, and how often, is the AiAccess guard's job.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type OpenAI from 'openai';
import { buildTaskRequest, IMAGE_TASK, TASK_FIELD, type ChatTask } from '../../src/engine/aiTasks';
import { SLOT_FIELDS, type SlotField } from '../../src/engine/designBrief';
import type { AiAccess } from '../aiAccess';
import { ApiError } from '../errors';
import type { AiConfig } from './config';
import { createUpstreamClient, upstreamFailure, UPSTREAM_IMAGE_RETRIES } from './upstream';
import { installAiErrorHandler, sendError } from './httpErrors';
import { IMAGE_QUALITIES, IMAGE_SIZES, type ImageQuality, type ImageSize } from '../../src/engine/imageOptions';
import { missingModelError, type ModelsReport } from './modelCheck';

/** The app sends at most 20 persona turns (PERSONA_HISTORY_MESSAGES); a little headroom. */
export const MAX_CHAT_MESSAGES = 24;
export const MAX_MESSAGE_CHARS = 8_000;
/** Every message together: a long thread, not a book. */
export const MAX_TOTAL_MESSAGE_CHARS = 48_000;
/** dall-e-3's own prompt limit. */
export const MAX_IMAGE_PROMPT_CHARS = 4_000;
/** One brief field is a word or a sentence. */
export const MAX_SLOT_CHARS = 500;
/** The SDK insists on a model name; the app sends this placeholder (src/ai/createAiClient.ts). */
export const GATEWAY_PLACEHOLDER_MODEL = 'server-default';
/** 24 messages × 8,000 chars plus JSON overhead, rounded up. */
const CHAT_BODY_LIMIT_BYTES = 256 * 1024;
const IMAGE_BODY_LIMIT_BYTES = 16 * 1024;


const ChatMessageSchema = z.strictObject({
  // No 'system': the server writes the system prompt.
  role: z.enum(['user', 'assistant'], { message: 'Only user and assistant messages are accepted; the server writes the system prompt.' }),
  content: z.string().max(MAX_MESSAGE_CHARS),
});

const slotsSchema = z.strictObject(
  Object.fromEntries(SLOT_FIELDS.map((field) => [field, z.string().max(MAX_SLOT_CHARS)])) as Record<SlotField, z.ZodString>,
);
const personaSchema = z.enum(['buddy', 'trainer', 'designer']);

export const ChatTaskSchema = z.discriminatedUnion('task', [
  z.strictObject({ task: z.literal('persona_reply'), persona: personaSchema, slots: slotsSchema }),
  z.strictObject({ task: z.literal('extraction'), slots: slotsSchema }),
  z.strictObject({ task: z.literal('handoff'), current_persona: personaSchema }),
  z.strictObject({ task: z.literal('image_prompt'), slots: slotsSchema }),
]);

// The SDK fields the app's client sends; anything else is an unknown parameter (400).
export const ChatCompletionBodySchema = z.strictObject({
  model: z.string().max(200).optional(),
  messages: z.array(ChatMessageSchema).min(1).max(MAX_CHAT_MESSAGES)
    .refine((messages) => messages.reduce((total, m) => total + m.content.length, 0) <= MAX_TOTAL_MESSAGE_CHARS, {
      message: `At most ${MAX_TOTAL_MESSAGE_CHARS} characters in all messages together.`,
    }),
  stream: z.literal(false).optional(),
  [TASK_FIELD]: ChatTaskSchema,
});

export const ImageGenerationBodySchema = z.strictObject({
  model: z.string().max(200).optional(),
  prompt: z.string().trim().min(1).max(MAX_IMAGE_PROMPT_CHARS),
  n: z.literal(1).optional(),
  size: z.enum(IMAGE_SIZES).optional(),
  quality: z.enum(IMAGE_QUALITIES).optional(),
  response_format: z.literal('b64_json').optional(),
  [TASK_FIELD]: z.strictObject({ task: z.literal(IMAGE_TASK) }),
});

/** A model name other than the placeholder or the server's own is refused: the caller does not choose. */
function checkModel(requested: string | undefined, configured: string): void {
  if (requested === undefined || requested === GATEWAY_PLACEHOLDER_MODEL || requested === configured) return;
  throw new ApiError(400, 'invalid_request', 'The model is chosen by the server; send "server-default" or omit it.', { model: 'Unknown model' });
}

type ImageParams = OpenAI.Images.ImageGenerateParamsNonStreaming;

/**
 * The app speaks dall-e-3's parameters (spec §7). The gpt-image models always answer in base64,
 * refuse `response_format`, name qualities low/medium/high and offer 1536-pixel sides instead of
 * 1792, so for them the same request is translated.
 */
export function upstreamImageParams(model: string, prompt: string, size: ImageSize, quality: ImageQuality): ImageParams {
  if (/^gpt-image/i.test(model)) {
    const gptSize = size === '1792x1024' ? '1536x1024' : size === '1024x1792' ? '1024x1536' : size;
    return { model, prompt, n: 1, size: gptSize, quality: quality === 'hd' ? 'high' : 'medium' };
  }
  return { model, prompt, n: 1, size, quality, response_format: 'b64_json' };
}

export interface GatewayOptions {
  config: AiConfig;
  /** Who may call and how often (token + daily quota); see server/aiAccess.ts. */
  access: AiAccess;
  /** The start-up model check's findings (server/gateway/modelCheck.ts); absent = not checked. */
  models?: ModelsReport;
}

/**
 * Aborts the provider call when the browser goes away (tab closed, request cancelled), so an
 * abandoned image is not paid for and a slot is not held for a minute.
 */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

function noUpstream(reply: FastifyReply) {
  return sendError(reply, 503, 'upstream_unavailable', 'No AI provider is configured on this server; the app uses its built-in engine.');
}

export const gatewayRoutes: FastifyPluginAsync<GatewayOptions> = async (fastify, { config, access, models }) => {
  fastify.setValidatorCompiler(validatorCompiler);
  installAiErrorHandler(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const upstream: OpenAI | null = createUpstreamClient(config);
  // Before the body is read: with no upstream every call is a 503 anyway, so no token is asked for.
  if (upstream) app.addHook('onRequest', (request) => access.authenticate(request, true));

  app.post(
    '/v1/chat/completions',
    { bodyLimit: CHAT_BODY_LIMIT_BYTES, schema: { body: ChatCompletionBodySchema, tags: ['ai'], summary: 'OpenAI-compatible chat completion, forwarded to the configured provider' } },
    async (request, reply) => {
      if (!upstream) return noUpstream(reply);
      checkModel(request.body.model, config.chatModel);
      // A configured model the provider does not have: say so before any quota is spent.
      const gone = missingModelError(models, 'chat');
      if (gone) return sendError(reply, gone.status, gone.code, gone.message);
      const task: ChatTask = request.body[TASK_FIELD];
      await access.admit(request, 'chat');
      const built = buildTaskRequest(task, request.body.messages);
      try {
        const completion = await upstream.chat.completions.create({
          model: config.chatModel,
          messages: built.messages,
          max_tokens: built.max_tokens,
          ...(built.temperature !== undefined && { temperature: built.temperature }),
          ...(built.json && { response_format: { type: 'json_object' as const } }),
        }, { signal: abortOnDisconnect(reply) });
        return reply.send(completion);
      } catch (err) {
        const failure = upstreamFailure(err);
        request.log.warn({ status: failure.status, code: failure.code }, 'AI chat upstream failed');
        return sendError(reply, failure.status, failure.code, failure.message);
      }
    },
  );

  app.post(
    '/v1/images/generations',
    { bodyLimit: IMAGE_BODY_LIMIT_BYTES, schema: { body: ImageGenerationBodySchema, tags: ['ai'], summary: 'OpenAI-compatible image generation (b64_json), forwarded to the configured provider' } },
    async (request, reply) => {
      if (!upstream) return noUpstream(reply);
      checkModel(request.body.model, config.imageModel);
      const gone = missingModelError(models, 'image');
      if (gone) return sendError(reply, gone.status, gone.code, gone.message);
      await access.admit(request, 'image');
      const { prompt, size, quality } = request.body;
      try {
        const images = await upstream.images.generate(
          upstreamImageParams(config.imageModel, prompt, size ?? '1024x1024', quality ?? 'standard'),
          { timeout: config.imageTimeoutMs, maxRetries: UPSTREAM_IMAGE_RETRIES, signal: abortOnDisconnect(reply) },
        );
        return reply.send(images);
      } catch (err) {
        const failure = upstreamFailure(err);
        request.log.warn({ status: failure.status, code: failure.code }, 'AI image upstream failed');
        return sendError(reply, failure.status, failure.code, failure.message);
      }
    },
  );
};
