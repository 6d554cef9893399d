/**
 * The OpenAI-compatible gateway: the browser's openai client talks to these two routes, and the
 * server forwards to the real provider with its own key (DESIGN.md §2), so no key ever reaches
 * the browser. The gateway is not a general proxy: each request names one of the app's tasks
 * (field `inkclarity`), the server builds the provider request from the task with the shared
 * builder (src/engine/aiTasks.ts → aiRequests/: the Responses API for OpenAI, classic Chat
 * Completions for self-hosted servers), and anything else — a client `system` message, another
 * model, an unknown parameter, a size the app does not offer — is refused (400) before a byte is
 * forwarded. Who may call, and how often, is the AiAccess guard's job.
 *
 * To the browser the gateway always answers in Chat Completions' shape, whatever the provider
 * spoke: a `chat.completion` whose content is the model's finished answer, or (persona replies
 * with `stream: true`) `chat.completion.chunk` server-sent events ending in `[DONE]`. An answer
 * the model did not finish (`length` / `incomplete`, filtered, refused, empty) is an error
 * (502 `upstream_incomplete`, or an `error` event mid-stream), never an empty reply.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type OpenAI from 'openai';
import { buildTaskRequest, CRITIQUE_IMAGE_MAX_CHARS, CRITIQUE_IMAGE_PATTERN, IMAGE_TASK, TASK_FIELD, type ChatTask } from '../../src/engine/aiTasks';
import { AI_TASKS } from '../../src/engine/aiRequests/taskTable';
import { buildImageParams } from '../../src/engine/aiRequests/imageParams';
import type { ReplyResult } from '../../src/engine/aiRequests/readReply';
import { SLOT_FIELDS, type SlotField } from '../../src/engine/designBrief';
import type { AiAccess } from '../aiAccess';
import { ApiError } from '../errors';
import type { AiConfig } from './config';
import { createUpstreamClient, isModelRefusal, isProviderRefusal, providerError, upstreamFailure, UPSTREAM_IMAGE_RETRIES } from './upstream';
import { installAiErrorHandler, sendError } from './httpErrors';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, IMAGE_QUALITIES, IMAGE_SIZES } from '../../src/engine/imageOptions';
import { missingModelError, type ModelKind, type ModelsReport } from './modelCheck';
import { ModelHealth } from './modelHealth';
import { completeTask, openTaskStream } from './providerCalls';
import { startEventStream } from './eventStream';
import type { QuotaCharge } from '../aiAccess';

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
/**
 * 24 messages × 8,000 chars plus JSON overhead, rounded up, plus the one picture an Analyst
 * critique carries (CRITIQUE_IMAGE_MAX_CHARS, checked again by the schema below).
 */
const CHAT_BODY_LIMIT_BYTES = 256 * 1024 + CRITIQUE_IMAGE_MAX_CHARS;
const IMAGE_BODY_LIMIT_BYTES = 16 * 1024;
/**
 * A task that sends a picture (the Analyst's critique) waits this many chat time-outs for the
 * provider: reading an image and reasoning over it takes longer than a chat turn. Twice the
 * default 20 s is 40 s, inside the 45 s the browser waits (AI_TASKS.analyst_critique.timeoutMs).
 */
const VISION_TIMEOUT_FACTOR = 2;


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
  z.strictObject({
    task: z.literal('analyst_critique'),
    // A picture the provider would refuse (another type, not base64, too big) is refused here first.
    image: z
      .string()
      .max(CRITIQUE_IMAGE_MAX_CHARS, { message: 'The picture is too large; send at most 1024 px on its longest side.' })
      .regex(CRITIQUE_IMAGE_PATTERN, { message: 'The picture must be a base64 data URL of a PNG, JPEG or WebP image.' }),
  }),
]);

// The SDK fields the app's client sends; anything else is an unknown parameter (400).
export const ChatCompletionBodySchema = z.strictObject({
  model: z.string().max(200).optional(),
  messages: z.array(ChatMessageSchema).min(1).max(MAX_CHAT_MESSAGES)
    .refine((messages) => messages.reduce((total, m) => total + m.content.length, 0) <= MAX_TOTAL_MESSAGE_CHARS, {
      message: `At most ${MAX_TOTAL_MESSAGE_CHARS} characters in all messages together.`,
    }),
  /** Only for the tasks whose answer is shown as it arrives (persona replies). */
  stream: z.boolean().optional(),
  [TASK_FIELD]: ChatTaskSchema,
}).refine((body) => !body.stream || AI_TASKS[body[TASK_FIELD].task].streams, { message: 'This task does not stream.', path: ['stream'] });

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

export interface GatewayOptions {
  config: AiConfig;
  /** Who may call and how often (token + daily quota); see server/aiAccess.ts. */
  access: AiAccess;
  /** The start-up model check's findings (server/gateway/modelCheck.ts); absent = not checked. */
  models?: ModelsReport;
  /** Refusals per model, for /health's `failing` (one shared with /chat); default a private one. */
  health?: ModelHealth;
}

/**
 * Aborts the provider call when the browser goes away (tab closed, request cancelled, Stop), so
 * an abandoned answer is not paid for and a slot is not held for a minute.
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

/** The browser is told the model did not finish; what went wrong is logged, not sent. */
const INCOMPLETE = { status: 502, code: 'upstream_incomplete', message: 'The AI model did not finish its answer.' } as const;

/** A finished answer in Chat Completions' shape (what the browser's SDK reads). */
function completionBody(model: string, text: string) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }],
  };
}

function chunkBody(id: string, model: string, delta: Record<string, unknown>, finish: string | null) {
  return { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] };
}

export const gatewayRoutes: FastifyPluginAsync<GatewayOptions> = async (fastify, { config, access, models, health = new ModelHealth() }) => {
  fastify.setValidatorCompiler(validatorCompiler);
  installAiErrorHandler(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const upstream: OpenAI | null = createUpstreamClient(config);
  // Before the body is read: with no upstream every call is a 503 anyway, so no token is asked for.
  if (upstream) app.addHook('onRequest', (request) => access.authenticate(request, true));
  const target = { family: config.family, model: config.chatModel };

  /** A provider failure: logged (code and param only), refunded when refused, counted for /health. */
  async function providerFailed(request: FastifyRequest, reply: FastifyReply, kind: ModelKind, charge: QuotaCharge, err: unknown) {
    const failure = upstreamFailure(err);
    request.log.warn({ status: failure.status, code: failure.code, provider: providerError(err), task: kind }, `AI ${kind} upstream failed`);
    if (isProviderRefusal(err)) await charge.refund();
    if (isModelRefusal(err)) health.refused(kind, providerError(err)!);
    return sendError(reply, failure.status, failure.code, failure.message);
  }

  function unfinished(request: FastifyRequest, task: string, result: Extract<ReplyResult, { ok: false }>) {
    request.log.warn({ task, reason: result.reason, chars: result.text.length }, 'AI model did not finish its answer');
  }

  app.post(
    '/v1/chat/completions',
    { bodyLimit: CHAT_BODY_LIMIT_BYTES, schema: { body: ChatCompletionBodySchema, tags: ['ai'], summary: "A task's answer (Chat Completions shape, streamed for persona replies), from the configured provider" } },
    async (request, reply) => {
      if (!upstream) return noUpstream(reply);
      checkModel(request.body.model, config.chatModel);
      // A configured model the provider does not have: say so before any quota is spent.
      const gone = missingModelError(models, 'chat');
      if (gone) return sendError(reply, gone.status, gone.code, gone.message);
      const task: ChatTask = request.body[TASK_FIELD];
      const charge = await access.admit(request, 'chat');
      const built = buildTaskRequest(target, task, request.body.messages, { stream: request.body.stream === true });
      const signal = abortOnDisconnect(reply);
      if (!built.stream) {
        let result: ReplyResult;
        try {
          const vision = task.task === 'analyst_critique';
          result = await completeTask(upstream, built, { signal, ...(vision && { timeout: config.chatTimeoutMs * VISION_TIMEOUT_FACTOR }) });
        } catch (err) {
          return providerFailed(request, reply, 'chat', charge, err);
        }
        health.succeeded('chat');
        if (!result.ok) {
          unfinished(request, task.task, result);
          return sendError(reply, INCOMPLETE.status, INCOMPLETE.code, INCOMPLETE.message);
        }
        return reply.send(completionBody(config.chatModel, result.text));
      }
      let stream;
      try {
        stream = await openTaskStream(upstream, built, { signal });
      } catch (err) {
        return providerFailed(request, reply, 'chat', charge, err);
      }
      health.succeeded('chat');
      const events = startEventStream(reply);
      const id = `chatcmpl-${randomUUID()}`;
      events.send(chunkBody(id, config.chatModel, { role: 'assistant', content: '' }, null));
      try {
        for await (const event of stream.events) {
          const delta = stream.reader.push(event);
          if (delta) events.send(chunkBody(id, config.chatModel, { content: delta }, null));
          if (stream.reader.done) break;
        }
        const result = stream.reader.result();
        if (result.ok) {
          events.send(chunkBody(id, config.chatModel, {}, 'stop'));
          events.send('[DONE]');
        } else {
          unfinished(request, task.task, result);
          events.send({ error: { code: INCOMPLETE.code, message: INCOMPLETE.message } }, 'error');
        }
      } catch (err) {
        if (!events.closed) {
          const failure = upstreamFailure(err);
          request.log.warn({ status: failure.status, code: failure.code, provider: providerError(err) }, 'AI chat stream failed');
          events.send({ error: { code: failure.code, message: failure.message } }, 'error');
        }
      }
      events.end();
      return reply;
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
      const charge = await access.admit(request, 'image');
      const { prompt, size, quality } = request.body;
      const params = buildImageParams(config.imageModel, { prompt, size: size ?? DEFAULT_IMAGE_SIZE, quality: quality ?? DEFAULT_IMAGE_QUALITY });
      try {
        const images = await upstream.images.generate(params as OpenAI.Images.ImageGenerateParamsNonStreaming, {
          timeout: config.imageTimeoutMs,
          maxRetries: UPSTREAM_IMAGE_RETRIES,
          signal: abortOnDisconnect(reply),
        });
        health.succeeded('image');
        return reply.send(images);
      } catch (err) {
        return providerFailed(request, reply, 'image', charge, err);
      }
    },
  );
};
