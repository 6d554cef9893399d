/**
 * Shared shapes of the engine's public face. The browser (src/ai), the server (/chat) and the
 * designer screen all speak these types, so they live apart from the code that produces them.
 */
import type { DesignSlots, FieldSuggestion } from './designBrief';

export type { DesignSlots, FieldSuggestion };

/** The Text Chat's three design helpers (spec §3), in the order the screen lists them. */
export const PERSONA_IDS = ['buddy', 'trainer', 'designer'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
export const isPersonaId = (value: unknown): value is PersonaId => typeof value === 'string' && (PERSONA_IDS as readonly string[]).includes(value);

export interface Persona {
  id: PersonaId;
  name: string;
  description: string;
}

/** One turn of a persona conversation, oldest first. */
export interface PersonaMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Handoff recommendation (spec §3). */
export interface HandoffRecommendation {
  recommendedAgent: PersonaId;
  confidence: number;
  reasoning: string;
}

/** The five assistant agents of the product server (spec §3), in the order the selector lists them. */
export const AGENT_IDS = ['jess', 'josh', 'styles', 'artist', 'aftercare'] as const;
export type AgentId = (typeof AGENT_IDS)[number];

/** Longest chat message (/chat and the voice tab): a sentence or a paragraph, generous for dictation. */
export const MAX_CHAT_MESSAGE_CHARS = 4_000;

/** Who spoke a chat_history entry (spec §3). */
export const CHAT_HISTORY_ROLES = ['user', 'agent'] as const;

export interface AgentCard {
  title: string;
  description: string;
  /** An in-app route the card opens, e.g. the artist agent's hand-off to /booking?artist=<id>. */
  href?: string;
}

export interface AgentDesign {
  style?: string;
  placement?: string;
  size?: string;
}

export interface HandoffSuggestion {
  agent_id: AgentId;
  reason: string;
  confidence: number;
}

/** One entry of a chat request's conversation_history (spec §3). */
export interface ChatHistoryEntry {
  role: (typeof CHAT_HISTORY_ROLES)[number];
  message: string;
  timestamp: string;
  agent?: string;
}

export interface ChatRequest {
  message: string;
  user_id: string;
  conversation_history: ChatHistoryEntry[];
}

/** The chat response, exactly the fields the spec's client reads. */
export interface ChatResponse {
  agent: AgentId;
  agent_name: string;
  message: string;
  cards: AgentCard[];
  design: AgentDesign | null;
  aftercare: { tips: string[] } | null;
  handoff_suggestions: HandoffSuggestion[];
}
