/**
 * The /chat contract as zod schemas: the request (bounded, so a huge history cannot tie up the
 * server) and the response — which also validates what an upstream model returns, since it is
 * asked for exactly this JSON.
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

/** Bounds on a model's answer: a card list, a few tips, a few handoffs — never an essay. */
const MAX_REPLY_CHARS = 2_000;
const MAX_CARDS = 8;
const MAX_TIPS = 10;
const MAX_HANDOFFS = 4;
const MAX_SHORT_TEXT = 120;
const MAX_CARD_TEXT = 600;

const shortText = z.string().trim().min(1).max(MAX_SHORT_TEXT);

/** What an upstream model must return before /chat passes it on (else the engine answers). */
export const UpstreamChatResponseSchema = z.object({
  agent: agentId,
  agent_name: z.string().max(MAX_SHORT_TEXT),
  message: z.string().trim().min(1).max(MAX_REPLY_CHARS),
  cards: z.array(z.object({ title: shortText, description: z.string().trim().max(MAX_CARD_TEXT) })).max(MAX_CARDS),
  design: z.object({ style: shortText.optional(), placement: shortText.optional(), size: shortText.optional() }).nullable(),
  aftercare: z.object({ tips: z.array(z.string().trim().min(1).max(MAX_CARD_TEXT)).min(1).max(MAX_TIPS) }).nullable(),
  handoff_suggestions: z
    .array(z.object({ agent_id: agentId, reason: z.string().trim().min(1).max(MAX_CARD_TEXT), confidence: z.number().min(0).max(1) }))
    .max(MAX_HANDOFFS),
});

// Keep the schema and the shared type in step: this fails to compile if they drift apart.
export type ChatResponseFromSchema = z.infer<typeof ChatResponseSchema> | z.infer<typeof UpstreamChatResponseSchema>;
const _sameShape: (r: ChatResponseFromSchema) => ChatResponse = (r) => r;
void _sameShape;
