/**
 * Shared shapes of the engine's public face. The browser (src/ai), the server (/chat) and the
 * designer screen all speak these types, so they live apart from the code that produces them.
 */
import type { DesignSlots, FieldSuggestion } from './designBrief';

export type { DesignSlots, FieldSuggestion };

/** The Text Chat's three design helpers (spec §3). */
export type PersonaId = 'buddy' | 'trainer' | 'designer';

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

/** The five assistant agents of the product server (spec §3). */
export type AgentId = 'jess' | 'josh' | 'styles' | 'artist' | 'aftercare';

export interface AgentCard {
  title: string;
  description: string;
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
  role: 'user' | 'agent';
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
