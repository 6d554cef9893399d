/**
 * The assistant conversation as a consultation: its key (a cleared conversation starts a new one,
 * so the key is the first message's id) and the engine's summary of it so far.
 */
import { summarizeConversation, type ConsultationSummary } from '@/engine/consultationSummary';
import type { AssistantMessage } from './assistantPersistence';

export function assistantConsultation(messages: readonly AssistantMessage[]): { key: string; summary: ConsultationSummary | null } | null {
  const first = messages[0];
  if (!first) return null;
  const turns = messages.map((m) => ({ role: m.role, text: m.content, agentName: m.agent_name, failed: m.failed }));
  return { key: `assistant:${first.id}`, summary: summarizeConversation(turns) };
}
