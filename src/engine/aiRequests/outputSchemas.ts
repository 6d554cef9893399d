/**
 * What the model must answer with for the JSON tasks, as zod schemas: the one source of truth.
 * From them come (1) the strict JSON schemas sent to the provider (structured outputs:
 * outputSchemas.generated.ts, written by `npx tsx scripts/generate-ai-schemas.ts` and checked
 * against these by outputSchemas.test.ts), and (2) the server's validation of what comes back.
 * The browser reads the generated file only, so zod stays out of its AI chunk; it validates the
 * two small shapes it parses by hand (src/ai/cloudResponses.ts).
 *
 * Strict structured outputs require every property and forbid extra ones (OpenAI's Structured
 * Outputs guide, "Supported schemas": "all fields must be required", "additionalProperties: false
 * must always be set in objects"), so an optional value is nullable here rather than optional.
 * Length limits stay in zod (they are checked on the answer) and are left out of the schema sent.
 */
import { z } from 'zod';
import { SLOT_FIELDS } from '../designBrief';
import { AGENT_IDS, PERSONA_IDS } from '../types';
import { CRITIQUE_LIMITS } from './critiqueLimits';

const confidence = z.number().min(0).max(1);

/** Field extraction: the details the client stated (spec §3 "Extracted field suggestion"). */
export const DesignFieldsOutput = z.strictObject({
  fields: z.array(z.strictObject({ field: z.enum(SLOT_FIELDS as [string, ...string[]]), value: z.string(), confidence })),
});

/** Handoff recommendation (spec §3). */
export const HandoffOutput = z.strictObject({
  recommendedAgent: z.enum(PERSONA_IDS),
  confidence,
  reasoning: z.string(),
});

/** Bounds on an assistant reply: a card list, a few tips, a few handoffs — never an essay. */
export const AGENT_REPLY_LIMITS = {
  replyChars: 2_000,
  cards: 8,
  tips: 10,
  handoffs: 4,
  shortText: 120,
  cardText: 600,
} as const;

const shortText = z.string().trim().min(1).max(AGENT_REPLY_LIMITS.shortText);
const cardText = z.string().trim().max(AGENT_REPLY_LIMITS.cardText);

/**
 * The assistant's reply (the /chat response without `agent_name`, which the server fills in from
 * its own list of agents). `message` comes right after `agent`: a strict schema's keys arrive in
 * this order, so the reply text streams early, before the cards.
 */
export const AgentReplyOutput = z.strictObject({
  agent: z.enum(AGENT_IDS),
  message: z.string().trim().min(1).max(AGENT_REPLY_LIMITS.replyChars),
  cards: z.array(z.strictObject({ title: shortText, description: cardText })).max(AGENT_REPLY_LIMITS.cards),
  design: z.strictObject({ style: shortText.nullable(), placement: shortText.nullable(), size: shortText.nullable() }).nullable(),
  aftercare: z.strictObject({ tips: z.array(z.string().trim().min(1).max(AGENT_REPLY_LIMITS.cardText)).min(1).max(AGENT_REPLY_LIMITS.tips) }).nullable(),
  handoff_suggestions: z
    .array(z.strictObject({ agent_id: z.enum(AGENT_IDS), reason: z.string().trim().min(1).max(AGENT_REPLY_LIMITS.cardText), confidence }))
    .max(AGENT_REPLY_LIMITS.handoffs),
});

export type AgentReplyOutputValue = z.infer<typeof AgentReplyOutput>;


const critiquePoint = z.string().trim().min(1).max(CRITIQUE_LIMITS.itemChars);
const critiqueList = z.array(critiquePoint).max(CRITIQUE_LIMITS.items);

/** The Analyst's written critique (the vision model, with a key): what works, what may go wrong, what to change. */
export const AnalystCritiqueOutput = z.strictObject({
  strengths: critiqueList,
  risks: critiqueList,
  suggestions: critiqueList,
});

export type AnalystCritiqueOutputValue = z.infer<typeof AnalystCritiqueOutput>;

/** Every JSON task's schema by the name the provider sees (`json_schema.name`). */
export const OUTPUT_SCHEMA_SOURCES = {
  design_fields: DesignFieldsOutput,
  handoff: HandoffOutput,
  agent_reply: AgentReplyOutput,
  analyst_critique: AnalystCritiqueOutput,
} as const;
