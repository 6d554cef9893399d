/**
 * The /chat contract as zod schemas: the request (bounded, so a huge history cannot tie up the
 * server) and the response. What an upstream model must return is the engine's AgentReplyOutput
 * (src/engine/aiRequests/outputSchemas.ts), the source of the strict JSON schema it is asked for.
 */
import { z } from 'zod';
import { AGENT_IDS, CHAT_HISTORY_ROLES, MAX_CHAT_MESSAGE_CHARS, type ChatResponse } from '../../src/engine/types';

/** Past turns the client may send; the agents and the upstream read only the recent ones. */
export const MAX_HISTORY_ENTRIES = 100;
export const MAX_USER_ID_CHARS = 128;

export const ChatRequestSchema = z
  .object({
    message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_CHARS),
    user_id: z.string().trim().min(1).max(MAX_USER_ID_CHARS),
    conversation_history: z
      .array(
        z.object({
          role: z.enum(CHAT_HISTORY_ROLES),
          message: z.string().max(MAX_CHAT_MESSAGE_CHARS),
          timestamp: z.string().max(64),
          agent: z.string().max(32).optional(),
        }),
      )
      .max(MAX_HISTORY_ENTRIES)
      .default([]),
    /** Answer as this agent (the designer's agent selector, DESIGN.md §2); unknown ids mean jess. Omitted: route by intent. */
    agent: z.string().trim().max(32).optional(),
    /**
     * Ours: answer as server-sent events — `delta` events carry the reply's text as the model
     * writes it, one `reply` event the finished response (see server/chat/routes.ts).
     */
    stream: z.boolean().optional(),
  })
  .describe('ChatRequest');

const agentId = z.enum(AGENT_IDS);

/** The response as documented and serialised: its structure, whatever the engine's list sizes. */
export const ChatResponseSchema = z
  .object({
    agent: agentId,
    agent_name: z.string(),
    message: z.string(),
    cards: z.array(z.object({ title: z.string(), description: z.string(), href: z.string().optional() })),
    design: z.object({ style: z.string().optional(), placement: z.string().optional(), size: z.string().optional() }).nullable(),
    aftercare: z.object({ tips: z.array(z.string()) }).nullable(),
    handoff_suggestions: z.array(z.object({ agent_id: agentId, reason: z.string(), confidence: z.number().min(0).max(1) })),
  })
  .describe('ChatResponse');

// Keep the schema and the shared type in step: this fails to compile if they drift apart.
export type ChatResponseFromSchema = z.infer<typeof ChatResponseSchema>;
const _sameShape: (r: ChatResponseFromSchema) => ChatResponse = (r) => r;
void _sameShape;
