/**
 * The app's AI tasks as data: for each task, what the model answers with, how hard a reasoning
 * model should think, how many tokens it may spend, whether the answer streams to the user and
 * how long a person waits before the device answers instead. Everything that differs between
 * tasks lives in this one table, so adding a task (the Analyst's critique, say) is one entry here,
 * plus its prompt and, when it answers in JSON, its schema in outputSchemas.ts.
 *
 * The figures, and why:
 * - Spec §9 gives the classic budgets (150 / 400 / 200 / 200 tokens, temperature 0.8 / 0.7). They
 *   still apply to classic models (self-hosted servers, non-reasoning OpenAI models).
 * - A reasoning model spends its reasoning tokens out of the same budget (OpenAI's reasoning guide,
 *   "Allocating space for reasoning"; the Chat Completions reference on `max_completion_tokens`:
 *   "including visible output tokens and reasoning tokens"), so 150 tokens at the default effort
 *   come back as `content: ""`, `finish_reason: "length"`. These small tasks ask for effort `none`
 *   or `low` and get a budget that covers the answer plus that effort's reasoning.
 */
import type { OutputSchemaName } from './outputSchemas.generated';

/** OpenAI's reasoning effort values (openai SDK `Shared.ReasoningEffort`, 2026-12). */
export const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'] as const;
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

export const AI_TASK_NAMES = ['persona_reply', 'extraction', 'handoff', 'image_prompt', 'agent_reply', 'analyst_critique'] as const;
export type AiTaskName = (typeof AI_TASK_NAMES)[number];

export interface TaskSpec {
  /** Free text, or JSON that must match one of the output schemas (strict structured outputs). */
  output: 'text' | OutputSchemaName;
  /** Reasoning models: the effort asked for (a model without it gets the nearest higher one it has). */
  effort: ReasoningEffort;
  /** Reasoning models: `max_output_tokens` / `max_completion_tokens` — the answer plus reasoning at `effort`. */
  reasoningBudget: number;
  /** Classic models: `max_tokens` (spec §9). */
  classicMaxTokens: number;
  /** Sampling temperature where the model allows one (spec §9); absent = the provider's default. */
  temperature?: number;
  /** The reply is shown token by token as it arrives. */
  streams: boolean;
  /** How long a person waits for the cloud before the device answers (the browser's time-out). */
  timeoutMs: number;
}

/**
 * A persona reply is under 100 words (~140 tokens; the prompt asks for it). At effort `none` a
 * reasoning model spends nothing on reasoning, so 600 tokens leave four times the answer's room
 * for a chatty turn without letting a runaway reply cost much.
 */
const PERSONA_REPLY: TaskSpec = {
  output: 'text',
  effort: 'none',
  reasoningBudget: 600,
  classicMaxTokens: 150,
  temperature: 0.8,
  streams: true,
  // Streaming shows the first words within a second or two; a reply that has not started after
  // 20 s is not coming, and the device's answer is better than a longer wait.
  timeoutMs: 20_000,
};

/**
 * Extraction must get negations and corrections right, so it thinks a little (`low`: a few hundred
 * reasoning tokens); its JSON is at most six fields (~150 tokens). 2,000 tokens is that with room
 * to spare. Past 12 s the on-device extraction fills the brief instead, so the reply is not held up.
 */
const EXTRACTION: TaskSpec = { output: 'design_fields', effort: 'low', reasoningBudget: 2_000, classicMaxTokens: 400, streams: false, timeoutMs: 12_000 };

/** One agent name and a sentence (~60 tokens) at effort `none`. */
const HANDOFF: TaskSpec = { output: 'handoff', effort: 'none', reasoningBudget: 400, classicMaxTokens: 200, streams: false, timeoutMs: 12_000 };

/** An 80-word prompt (~110 tokens) at effort `none`; the engine's sentence stands in on failure. */
const IMAGE_PROMPT: TaskSpec = {
  output: 'text',
  effort: 'none',
  reasoningBudget: 500,
  classicMaxTokens: 200,
  temperature: 0.7,
  streams: false,
  timeoutMs: 15_000,
};

/**
 * The assistant's reply: ~100 words plus cards, tips and handoffs as JSON (~500 tokens). Choosing
 * the agent and naming only directory artists is worth a little thought (`low`). /chat gives the
 * model 12 s of the client's 30 (server/chat/routes.ts), the engine answering after that.
 */
const AGENT_REPLY: TaskSpec = {
  output: 'agent_reply',
  effort: 'low',
  reasoningBudget: 2_500,
  classicMaxTokens: 700,
  temperature: 0.7,
  streams: true,
  timeoutMs: 12_000,
};

/**
 * The Analyst's written critique of a design (a picture plus the on-device figures): three short
 * lists, at most 5 × 3 items of 280 characters (~1,000 tokens of JSON). Looking at a picture and
 * weighing it against the figures is worth some thought (`low`); 4,000 tokens is the answer plus
 * that reasoning with room to spare. Nothing is waiting on it — the on-device analysis is already
 * on screen — so the person may wait longer than for a chat turn: a vision answer at `low` takes
 * 10–20 s, and 45 s leaves room for a loaded provider before the screen says it did not come.
 */
const ANALYST_CRITIQUE: TaskSpec = {
  output: 'analyst_critique',
  effort: 'low',
  reasoningBudget: 4_000,
  classicMaxTokens: 1_200,
  temperature: 0.4,
  streams: false,
  timeoutMs: 45_000,
};

export const AI_TASKS: Readonly<Record<AiTaskName, TaskSpec>> = {
  persona_reply: PERSONA_REPLY,
  extraction: EXTRACTION,
  handoff: HANDOFF,
  image_prompt: IMAGE_PROMPT,
  agent_reply: AGENT_REPLY,
  analyst_critique: ANALYST_CRITIQUE,
};
