/**
 * Checks a /chat response body (and an own key's assistant reply, src/ai/cloudResponses.ts).
 * Hand-written (no zod in the browser bundle): the shape is small. Returns undefined when the
 * body is not a chat response; drops malformed cards and suggestions one by one.
 */
import { isAgentId } from '../agents/agents';
import type { AgentCard, AgentDesign, ChatResponse, HandoffSuggestion } from '../types';

export function parseChatResponse(body: unknown): ChatResponse | undefined {
  if (!isRecord(body)) return undefined;
  const { agent, agent_name, message } = body;
  if (!isAgentId(agent) || typeof agent_name !== 'string' || typeof message !== 'string' || !message.trim()) return undefined;
  const design = body.design;
  const aftercare = body.aftercare;
  return {
    agent,
    agent_name,
    message,
    cards: arrayOf(body.cards, parseCard),
    design: isRecord(design) ? parseDesign(design) : null,
    aftercare: isRecord(aftercare) && Array.isArray(aftercare.tips) ? { tips: aftercare.tips.filter((t): t is string => typeof t === 'string') } : null,
    handoff_suggestions: arrayOf(body.handoff_suggestions, parseHandoff),
  };
}

function parseCard(value: unknown): AgentCard | undefined {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.description !== 'string') return undefined;
  // Only in-app routes: a card link never leaves the app (the hand-off to /booking?artist=<id>).
  const href = typeof value.href === 'string' && /^\/(?!\/)/.test(value.href) ? value.href : undefined;
  return href === undefined ? { title: value.title, description: value.description } : { title: value.title, description: value.description, href };
}

function parseDesign(value: Record<string, unknown>): AgentDesign {
  const design: AgentDesign = {};
  if (typeof value.style === 'string') design.style = value.style;
  if (typeof value.placement === 'string') design.placement = value.placement;
  if (typeof value.size === 'string') design.size = value.size;
  return design;
}

function parseHandoff(value: unknown): HandoffSuggestion | undefined {
  if (!isRecord(value) || !isAgentId(value.agent_id) || typeof value.reason !== 'string' || typeof value.confidence !== 'number') return undefined;
  return { agent_id: value.agent_id, reason: value.reason, confidence: value.confidence };
}

function arrayOf<T>(value: unknown, parse: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(parse).filter((item): item is T => item !== undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
