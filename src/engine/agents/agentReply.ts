/**
 * The assistant panel's on-device answer (spec §3): route the message to an agent (or use the
 * one asked for) and build that agent's reply. Unknown agent ids fall back to Jess.
 */
import type { Artist } from '../artists';
import type { AgentId, ChatRequest, ChatResponse } from '../types';
import { aftercareReply } from './aftercareSpecialist';
import { AGENT_BY_ID, JESS_GREETING, isAgentId } from './agents';
import { artistReply } from './artistSpecialist';
import { jessReply } from './jess';
import { joshReply } from './josh';
import { routeAgent } from './routeAgent';
import { stylesReply } from './styleExpert';

export interface AgentReplyOptions {
  /** The artist directory the artist agent recommends from (the server's database). */
  artists: readonly Artist[];
  /** Answer as this agent instead of routing; an unknown id means Jess. */
  agent?: string;
}

/** The agent that answers: the requested one, Jess for an unknown id, else the router's choice. */
export function chooseAgent(request: ChatRequest, requested?: string): AgentId {
  if (requested !== undefined) return isAgentId(requested) ? requested : 'jess';
  return routeAgent(request.message, request.conversation_history);
}

export function agentReply(request: ChatRequest, options: AgentReplyOptions): ChatResponse {
  switch (chooseAgent(request, options.agent)) {
    case 'josh':
      return joshReply(request);
    case 'styles':
      return stylesReply(request);
    case 'artist':
      return artistReply(request, options.artists);
    case 'aftercare':
      return aftercareReply(request);
    case 'jess':
      return jessReply(request);
  }
}

/** The panel's first message (spec §4: the chat starts with a greeting from Jess). */
export function greetingResponse(): ChatResponse {
  return {
    agent: 'jess',
    agent_name: AGENT_BY_ID.jess.name,
    message: JESS_GREETING,
    cards: [],
    design: null,
    aftercare: null,
    handoff_suggestions: [],
  };
}
