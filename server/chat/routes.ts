/**
 * POST /chat — the AI Assistant panel's five agents (spec §3, DESIGN.md §4). The engine always
 * has an answer; with an upstream configured the model answers first and the engine steps in
 * when the model fails or returns something that does not validate. Without an upstream anyone
 * may ask (the per-address limit applies); with one, an ID token and the daily quota are needed;
 * a call the provider refuses (4xx) is not charged.
 *
 * With `stream: true` the answer comes as server-sent events: `delta` events `{"text"}` with the
 * reply's text as the model writes it, then one `reply` event `{"reply": <the chat response>,
 * "answered_by": "model" | "engine", "model_failed"?: true}` — the finished, validated response.
 * When the model fails part-way, `reply` carries the engine's answer (`answered_by: "engine"`,
 * `model_failed: true`) and replaces the text streamed so far.
 */
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEED_ARTISTS, type Artist } from '../../src/engine/artists';
import { agentReply, chooseAgent } from '../../src/engine/agents/agentReply';
import { AGENTS } from '../../src/engine/agents/agents';
import { loadTagger } from '../../src/engine/nlp/tagger';
import type { ChatRequest, ChatResponse } from '../../src/engine/types';
import type { AiAccess } from '../aiAccess';
import { errorBodySchema } from '../errors';
import type { AiConfig } from '../gateway/config';
import { createUpstreamClient, isModelRefusal, isProviderRefusal, providerError } from '../gateway/upstream';
import { installAiErrorHandler } from '../gateway/httpErrors';
import { ModelHealth } from '../gateway/modelHealth';
import { startEventStream } from '../gateway/eventStream';
import { ChatRequestSchema, ChatResponseSchema } from './chatSchemas';
import { UnusableReply, upstreamAgentReply, type AgentRoster } from './upstreamAgent';

/**
 * The spec's client gives up after 30 s; the model gets well under that so the engine's answer
 * still arrives in time when the model is slow.
 */
export const CHAT_UPSTREAM_TIMEOUT_MS = 12_000;
/** 100 history entries × 4,000 chars plus JSON overhead, rounded up. */
const CHAT_BODY_LIMIT_BYTES = 512 * 1024;

export interface ChatRoutesOptions {
  config: AiConfig;
  /** Token and daily quota when an upstream answers (server/aiAccess.ts). */
  access: AiAccess;
  /** The artist directory (the server's database); default the seed list. */
  getArtists?: () => Promise<Artist[]>;
  /** Refusals per model, for /health's `failing` (shared with the gateway); default a private one. */
  health?: ModelHealth;
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (fastify, { config, access, getArtists, health = new ModelHealth() }) => {
  // The engine's part-of-speech tagger (open-vocabulary subjects) loads once, before the first request.
  await loadTagger();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  installAiErrorHandler(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const upstream = createUpstreamClient(config);
  // The engine is free to run; a provider call is not: with an upstream, /chat needs an identity.
  if (upstream) app.addHook('onRequest', (request) => access.authenticate(request, true));
  const loadArtists = getArtists ?? (async () => [...SEED_ARTISTS]);
  const roster: AgentRoster[] = AGENTS.map((a) => ({ id: a.id, name: a.name }));
  const target = { family: config.family, model: config.chatModel };

  app.post(
    '/chat',
    {
      bodyLimit: CHAT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['chat'],
        summary: 'Ask the assistant agents (jess, josh, styles, artist, aftercare)',
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema, 500: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { agent: requested, stream: streamed, ...chat }: ChatRequest & { agent?: string; stream?: boolean } = request.body;
      // An explicit agent (the selector) is honoured; unknown ids mean jess (spec §3).
      const agent = requested === undefined ? undefined : chooseAgent(chat, requested);
      const artists = await loadArtists();
      // Charged before anything is streamed, so a used-up quota is still a plain 429.
      const charge = upstream ? await access.admit(request, 'chat') : null;
      const events = streamed ? startEventStream(reply) : null;
      let answer: ChatResponse | null = null;
      if (upstream && charge) {
        const controller = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableEnded) controller.abort();
        });
        try {
          answer = await upstreamAgentReply(upstream, target, chat, {
            roster,
            artists,
            agent,
            timeoutMs: Math.min(config.chatTimeoutMs, CHAT_UPSTREAM_TIMEOUT_MS),
            signal: controller.signal,
            onDelta: events ? (text) => events.send({ text }, 'delta') : undefined,
          });
          health.succeeded('chat');
        } catch (err) {
          // Logged without the provider's message (it can quote the key): its code and param only.
          request.log.warn(
            { reason: err instanceof UnusableReply ? err.message : err instanceof Error ? err.name : 'unknown', provider: providerError(err) },
            'upstream agent reply unusable; answering with the engine',
          );
          if (isProviderRefusal(err)) await charge.refund();
          if (isModelRefusal(err)) health.refused('chat', providerError(err)!);
        }
      }
      const answeredBy = answer ? 'model' : 'engine';
      answer ??= agentReply(chat, { artists, agent });
      if (!events) return reply.header('x-answered-by', answeredBy).send(answer);
      // model_failed: the model was asked and its answer was not used, so the engine's stands in.
      events.send({ reply: ChatResponseSchema.parse(answer), answered_by: answeredBy, ...(upstream && answeredBy === 'engine' && { model_failed: true }) }, 'reply');
      events.end();
      return reply;
    },
  );
};
