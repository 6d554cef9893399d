/** Which other agents could help next, from the routing scores of the message. */
import type { AgentId, HandoffSuggestion } from '../types';
import { AGENT_BY_ID } from './agents';
import { routingScores } from './routeAgent';

const REASONS: Record<AgentId, string> = {
  jess: 'Jess can coordinate the next step.',
  josh: 'Josh can turn this into a custom design concept.',
  styles: 'The Style Expert can explain the styles with examples.',
  artist: 'The Artist Specialist can find an artist for this and check openings.',
  aftercare: 'The Aftercare Specialist can walk you through healing.',
};

/** At most this many suggestions: more is noise. */
const MAX_SUGGESTIONS = 2;
/** Confidence of a suggestion an agent adds on purpose (e.g. Josh → an artist for the finished design). */
export const PLANNED_HANDOFF_CONFIDENCE = 0.6;

export function handoffReason(agent: AgentId): string {
  return REASONS[agent];
}

/** Other agents whose topics the message also touches, strongest first. */
export function suggestHandoffs(message: string, answering: AgentId, planned: readonly AgentId[] = []): HandoffSuggestion[] {
  const scores = routingScores(message);
  const total = Object.values(scores).reduce((sum, s) => sum + s, 0);
  const fromMessage: HandoffSuggestion[] = (Object.keys(scores) as AgentId[])
    .filter((id) => id !== answering && id !== 'jess' && scores[id] >= 2 && total > 0)
    .sort((a, b) => scores[b] - scores[a])
    .map((id) => ({ agent_id: id, reason: REASONS[id], confidence: Math.round((scores[id] / total) * 100) / 100 }));
  const plannedSuggestions = planned
    .filter((id) => id !== answering && !fromMessage.some((s) => s.agent_id === id) && AGENT_BY_ID[id])
    .map((id) => ({ agent_id: id, reason: REASONS[id], confidence: PLANNED_HANDOFF_CONFIDENCE }));
  return [...fromMessage, ...plannedSuggestions].slice(0, MAX_SUGGESTIONS);
}
