/**
 * Where the AI Assistant keeps its one conversation (DESIGN.md §3), so a reload or an offline
 * cold start shows it exactly as the user left it:
 * - `messages` rows with `conversationId: 'assistant'` (+ a `conversations` row of kind
 *   'assistant'), each reply's parts (cards, design, aftercare, handoff suggestions) and who
 *   answered (server or device) in `extra`;
 * - `settings` row `assistant-ui`: the unsent draft and the agent the user picked.
 * Every function may throw a Dexie error; the store reports it and keeps working from memory.
 * The row shapes live here; the Dexie queries in assistantDatabase.ts.
 */
import type { MessageRecord } from '@/db/database';
import { isAgentId } from '@/engine/agents/agents';
import type { AgentCard, AgentDesign, AgentId, HandoffSuggestion } from '@/engine/types';

export const ASSISTANT_CONVERSATION_ID = 'assistant';
export const ASSISTANT_UI_KEY = 'assistant-ui';

/** Who produced a reply: the product server, or the on-device engine (DESIGN.md §2). */
export type ReplySource = 'server' | 'on-device';

export interface AssistantMessage {
  id: string;
  role: 'user' | 'agent';
  content: string;
  timestamp: number;
  /** On agent messages: who answered (spec §3 agent and agent_name). */
  agent?: AgentId;
  agent_name?: string;
  cards?: AgentCard[];
  design?: AgentDesign | null;
  aftercare?: { tips: string[] } | null;
  handoff_suggestions?: HandoffSuggestion[];
  source?: ReplySource;
  /** The request failed on the server and on the device; `content` is spec §8's error text. */
  failed?: boolean;
  /** 'Use in designer' was applied. */
  designUsed?: boolean;
  /** The server's model was asked and did not finish, so its built-in engine answered (a quiet note says so). */
  modelFallback?: boolean;
  /** The user pressed Stop while the reply streamed; `content` is what had arrived. */
  stopped?: boolean;
}

export interface AssistantUiState {
  draft: string;
  /** The agent the user asked for; null lets the server's intent routing choose. */
  picked: AgentId | null;
}

export const DEFAULT_ASSISTANT_UI: AssistantUiState = { draft: '', picked: null };

const PART_KEYS = ['cards', 'design', 'aftercare', 'handoff_suggestions', 'source', 'failed', 'designUsed', 'modelFallback', 'stopped'] as const;

export function toRecord(message: AssistantMessage): MessageRecord {
  const extra: Record<string, unknown> = {};
  for (const key of PART_KEYS) if (message[key] !== undefined) extra[key] = message[key];
  return {
    id: message.id,
    conversationId: ASSISTANT_CONVERSATION_ID,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    ...(message.agent ? { agent: message.agent, agent_name: message.agent_name } : {}),
    ...(Object.keys(extra).length ? { extra } : {}),
  };
}

export function fromRecord(record: MessageRecord): AssistantMessage {
  const extra = record.extra ?? {};
  const message: AssistantMessage = {
    id: record.id,
    role: record.role === 'user' ? 'user' : 'agent',
    content: record.content,
    timestamp: record.timestamp,
  };
  if (isAgentId(record.agent)) {
    message.agent = record.agent;
    message.agent_name = record.agent_name ?? record.agent;
  }
  if (Array.isArray(extra.cards)) message.cards = extra.cards as AgentCard[];
  if (extra.design && typeof extra.design === 'object') message.design = extra.design as AgentDesign;
  if (extra.aftercare && typeof extra.aftercare === 'object') message.aftercare = extra.aftercare as { tips: string[] };
  if (Array.isArray(extra.handoff_suggestions)) message.handoff_suggestions = extra.handoff_suggestions as HandoffSuggestion[];
  if (extra.source === 'server' || extra.source === 'on-device') message.source = extra.source;
  if (extra.failed === true) message.failed = true;
  if (extra.designUsed === true) message.designUsed = true;
  if (extra.modelFallback === true) message.modelFallback = true;
  if (extra.stopped === true) message.stopped = true;
  return message;
}

export function sanitizeUi(raw: unknown): AssistantUiState {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return { draft: typeof r.draft === 'string' ? r.draft : '', picked: isAgentId(r.picked) ? r.picked : null };
}

// The Dexie queries are in assistantDatabase.ts, loaded on first use (useAssistant.ts).
export type { AssistantPersistence } from './assistantDatabase';

/** What each read answers on a device with no database yet (db/deferredPersistence.ts). */
export const NOTHING_STORED = {
  loadMessages: async (): Promise<AssistantMessage[]> => [],
  loadUi: async (): Promise<AssistantUiState> => sanitizeUi(undefined),
};
