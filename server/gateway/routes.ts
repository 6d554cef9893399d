/**
 * The OpenAI-compatible gateway: the browser's openai client talks to these two routes with a
 * dummy key, and the server forwards to the real provider with its own key (DESIGN.md §2), so no
 * key ever reaches the browser. Only the subset the app uses is accepted, with bounds, and the
 * server — not the caller — picks the models.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type OpenAI from 'openai';
import type { AiConfig } from './config';
import { createUpstreamClient, upstreamFailure, UPSTREAM_IMAGE_RETRIES } from './upstream';
import { installAiErrorHandler, sendError } from './httpErrors';
import { IMAGE_QUALITIES, IMAGE_SIZES, type ImageQuality, type ImageSize } from '../../src/engine/imageOptions';

/** Long persona chats are trimmed by the client; this only stops abuse. */
export const MAX_CHAT_MESSAGES = 64;
export const MAX_MESSAGE_CHARS = 8_000;
/** The app asks for at most 400 tokens (extraction); a little headroom for other callers. */
export const MAX_COMPLETION_TOKENS = 1_000;
/** dall-e-3's own prompt limit. */
export const MAX_IMAGE_PROMPT_CHARS = 4_000;
/** 64 messages × 8,000 chars plus JSON overhead, rounded up. */
const CHAT_BODY_LIMIT_BYTES = 600 * 1024;
const IMAGE_BODY_LIMIT_BYTES = 16 * 1024;


const ChatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(MAX_MESSAGE_CHARS),
});

export const ChatCompletionBodySchema = z.object({
  /** Accepted for SDK compatibility and ignored: the server's AI_CHAT_MODEL is used. */
  model: z.string().max(200).optional(),
  messages: z.array(ChatMessageSchema).min(1).max(MAX_CHAT_MESSAGES),
  max_tokens: z.number().int().min(1).max(MAX_COMPLETION_TOKENS).optional(),
  temperature: z.number().min(0).max(2).optional(),
  response_format: z.object({ type: z.enum(['text', 'json_object']) }).optional(),
  stream: z.literal(false).optional(),
});

export const ImageGenerationBodySchema = z.object({
  /** Accepted for SDK compatibility and ignored: the server's AI_IMAGE_MODEL is used. */
  model: z.string().max(200).optional(),
  prompt: z.string().trim().min(1).max(MAX_IMAGE_PROMPT_CHARS),
  n: z.literal(1).optional(),
  size: z.enum(IMAGE_SIZES).optional(),
  quality: z.enum(IMAGE_QUALITIES).optional(),
  response_format: z.literal('b64_json').optional(),
});

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

export const gatewayRoutes: FastifyPluginAsync<GatewayOptions> = async (fastify, { config }) => {
  fastify.setValidatorCompiler(validatorCompiler);
  installAiErrorHandler(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const upstream: OpenAI | null = createUpstreamClient(config);

  app.post(
    '/v1/chat/completions',
    { bodyLimit: CHAT_BODY_LIMIT_BYTES, schema: { body: ChatCompletionBodySchema, tags: ['ai'], summary: 'OpenAI-compatible chat completion, forwarded to the configured provider' } },
    async (request, reply) => {
      if (!upstream) return noUpstream(reply);
      const { messages, max_tokens, temperature, response_format } = request.body;
      try {
        const completion = await upstream.chat.completions.create({
          model: config.chatModel,
          messages,
          ...(max_tokens !== undefined && { max_tokens }),
          ...(temperature !== undefined && { temperature }),
          ...(response_format !== undefined && { response_format }),
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
