/**
 * POST /chat — the AI Assistant panel's five agents (spec §3, DESIGN.md §4). The engine always
 * has an answer; with an upstream configured the model answers first and the engine steps in
 * when the model fails or returns something that does not validate. Without an upstream anyone
 * may ask (the per-address limit applies); with one, an ID token and the daily quota are needed.
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
import { createUpstreamClient } from '../gateway/upstream';
import { installAiErrorHandler } from '../gateway/httpErrors';
import { ChatRequestSchema, ChatResponseSchema } from './chatSchemas';
import { upstreamAgentReply, type AgentRoster } from './upstreamAgent';

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
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (fastify, { config, access, getArtists }) => {
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
  const roster: AgentRoster[] = AGENTS.map((a) => ({ id: a.id, name: a.name, role: `${a.role} — ${a.description}` }));

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
    async (request): Promise<ChatResponse> => {
      const { agent: requested, ...chat }: ChatRequest & { agent?: string } = request.body;
      // An explicit agent (the selector) is honoured; unknown ids mean jess (spec §3).
      const agent = requested === undefined ? undefined : chooseAgent(chat, requested);
      const artists = await loadArtists();
      if (upstream) {
        await access.admit(request, 'chat');
        try {
          return await upstreamAgentReply(upstream, config.chatModel, chat, {
            roster,
            artists,
            agent,
            timeoutMs: Math.min(config.chatTimeoutMs, CHAT_UPSTREAM_TIMEOUT_MS),
          });
        } catch (err) {
          request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'upstream agent reply unusable; answering with the engine');
        }
      }
      return agentReply(chat, { artists, agent });
    },
  );
};
