/**
 * Validation of what a cloud model returns for the JSON jobs. Strict structured outputs keep
 * OpenAI's models to the shape, but a self-hosted model may still drift (or wrap its JSON in a
 * Markdown fence: parseModelJson reads through that), so each item is checked on its own: good
 * items are kept, bad ones dropped, and a reply with nothing usable counts as a failure (the
 * caller then answers on the device). Hand-written checks rather than zod: these small shapes are
 * not worth zod in the browser's AI chunk.
 */
import {
  BODY_ZONE_OPTIONS,
  COLOR_OPTIONS,
  SIZE_OPTIONS,
  SLOT_FIELDS,
  STYLE_OPTIONS,
  type FieldSuggestion,
  type SlotField,
} from '../engine/designBrief';
import { parseModelJson } from '../engine/aiRequests/parseModelJson';
import { AGENT_BY_ID } from '../engine/agents/agents';
import type { Artist } from '../engine/artists';
import { PERSONA_IDS, type AgentId, type ChatResponse, type HandoffRecommendation } from '../engine/types';
import { parseChatResponse } from '../engine/contracts/chatResponse';
import { CRITIQUE_LIMITS } from '../engine/aiRequests/critiqueLimits';

/** Free-text slot values longer than this are a model rambling, not a detail. */
const MAX_SLOT_VALUE_CHARS = 500;
const MAX_REASONING_CHARS = 500;

const OPTIONS_BY_FIELD: Partial<Record<SlotField, readonly string[]>> = {
  style: STYLE_OPTIONS,
  bodyZone: BODY_ZONE_OPTIONS,
  size: SIZE_OPTIONS,
  colors: COLOR_OPTIONS,
};

/** Lower-cases and folds the spelling variants models use ("Black & Gray", "neo traditional"). */
function canonical(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bgray\b/g, 'grey')
    .replace(/\bcolou?rful\b/g, 'colorful')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The option a model's value names, or undefined if it names none. Free-text fields pass through. */
export function normaliseSlotValue(field: SlotField, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_SLOT_VALUE_CHARS) return undefined;
  const options = OPTIONS_BY_FIELD[field];
  if (!options) return trimmed;
  const wanted = canonical(trimmed);
  return options.find((option) => canonical(option) === wanted);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSlotField = (value: unknown): value is SlotField => typeof value === 'string' && (SLOT_FIELDS as readonly string[]).includes(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));

const parseJsonObject = parseModelJson;

/** Parses {"fields": [...]} (or a bare list under another key) into valid suggestions. */
export function parseFieldSuggestions(content: string | null | undefined): FieldSuggestion[] {
  const parsed = parseJsonObject(content);
  const items: unknown[] = Array.isArray(parsed)
    ? parsed
    : isRecord(parsed)
      ? ((Object.values(parsed).find(Array.isArray) as unknown[] | undefined) ?? [])
      : [];
  const suggestions: FieldSuggestion[] = [];
  for (const item of items) {
    if (!isRecord(item) || !isSlotField(item.field) || typeof item.value !== 'string' || !isFiniteNumber(item.confidence)) continue;
    const value = normaliseSlotValue(item.field, item.value);
    if (value === undefined) continue;
    suggestions.push({ field: item.field, value, confidence: clamp01(item.confidence) });
  }
  return suggestions;
}

/** Parses {"recommendedAgent","confidence","reasoning"}; throws when the shape is wrong. */
export function parseHandoff(content: string | null | undefined): HandoffRecommendation {
  const parsed = parseJsonObject(content);
  if (!isRecord(parsed)) throw new Error('The handoff is not a JSON object.');
  const agent = typeof parsed.recommendedAgent === 'string' ? parsed.recommendedAgent.trim().toLowerCase() : '';
  const recommendedAgent = PERSONA_IDS.find((id) => id === agent);
  if (!recommendedAgent) throw new Error(`Unknown persona "${agent}".`);
  if (!isFiniteNumber(parsed.confidence)) throw new Error('The handoff has no confidence.');
  const reasoning = typeof parsed.reasoning === 'string' ? parsed.reasoning.trim() : '';
  if (!reasoning || reasoning.length > MAX_REASONING_CHARS) throw new Error('The handoff has no usable reasoning.');
  return { recommendedAgent, confidence: clamp01(parsed.confidence), reasoning };
}

/** Nulls in a structured answer mean "not set": the chat response leaves those keys out. */
function withoutNulls(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

/**
 * The assistant's reply from the user's own provider (task `agent_reply`), checked like /chat
 * checks it (server/chat/upstreamAgent.ts): the agent asked for, and only directory artists.
 */
export function parseAgentReply(content: string | null | undefined, context: { agent?: AgentId; artists: readonly Artist[] }): ChatResponse {
  const parsed = parseJsonObject(content);
  if (!isRecord(parsed) || typeof parsed.agent !== 'string') throw new Error('The reply is not an agent reply.');
  const agentId = parsed.agent as AgentId;
  const profile = AGENT_BY_ID[agentId];
  if (!profile) throw new Error(`Unknown agent "${parsed.agent}".`);
  const reply = parseChatResponse({ ...parsed, agent_name: profile.name, design: withoutNulls(parsed.design) });
  if (!reply) throw new Error('The reply does not have the chat response shape.');
  if (context.agent && reply.agent !== context.agent) throw new Error(`Asked for ${context.agent}, the model answered as ${reply.agent}.`);
  if (reply.agent === 'artist') {
    const known = new Set(context.artists.map((a) => a.name.toLowerCase()));
    if (reply.cards.length === 0 || reply.cards.some((card) => !known.has(card.title.toLowerCase()))) throw new Error('The artist agent named artists outside the directory.');
  }
  return { ...reply, design: reply.design && Object.keys(reply.design).length > 0 ? reply.design : null };
}

/** The Analyst's critique lists as the model wrote them (task `analyst_critique`). */
export interface CritiqueLists {
  strengths: string[];
  risks: string[];
  suggestions: string[];
}

const CRITIQUE_KEYS = ['strengths', 'risks', 'suggestions'] as const;

/** One list: its strings trimmed, empty or non-string points dropped, long ones cut, at most the limit. */
function critiqueList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((point): point is string => typeof point === 'string' && point.trim().length > 0)
    .map((point) => {
      const trimmed = point.trim();
      return trimmed.length > CRITIQUE_LIMITS.itemChars ? `${trimmed.slice(0, CRITIQUE_LIMITS.itemChars - 1).trimEnd()}…` : trimmed;
    })
    .slice(0, CRITIQUE_LIMITS.items);
}

/**
 * Parses {"strengths","risks","suggestions"}: each list keeps its usable points. Throws when the
 * answer is not that object or holds no point at all (the screen then says the critique did not come).
 */
export function parseCritique(content: string | null | undefined): CritiqueLists {
  const parsed = parseJsonObject(content);
  if (!isRecord(parsed) || !CRITIQUE_KEYS.some((key) => Array.isArray(parsed[key]))) throw new Error('The critique is not a JSON object of three lists.');
  const lists = { strengths: critiqueList(parsed.strengths), risks: critiqueList(parsed.risks), suggestions: critiqueList(parsed.suggestions) };
  if (CRITIQUE_KEYS.every((key) => lists[key].length === 0)) throw new Error('The critique has no usable point.');
  return lists;
}
