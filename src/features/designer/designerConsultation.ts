/**
 * Designer conversations (Text Chat per persona, Voice Chat) of a signed-in user as consultations:
 * one per conversation, updated as it grows (src/sync/consultationRecorder.ts). The topic comes
 * from the brief when it names the design, else the first question.
 */
import { summarizeConversation, type ConsultationSummary } from '@/engine/consultationSummary';
import type { DesignSlots } from '@/engine/designBrief';
import { PERSONA_BY_ID } from '@/engine/personaProfiles';
import type { PersonaId } from '@/engine/types';
import type { ChatMessage } from './designerPersistence';
import type { VoiceMessage } from './voice/voiceConversationStore';

export interface DesignerConsultation {
  key: string;
  summary: ConsultationSummary | null;
}

/** A persona's Text Chat: the persona answers unless one of the five agents did (`answeredBy`). */
export function textChatConsultation(persona: PersonaId, messages: readonly ChatMessage[], brief: Partial<DesignSlots>): DesignerConsultation | null {
  const first = messages[0];
  if (!first) return null;
  const personaName = PERSONA_BY_ID[persona].name;
  const turns = messages.map((m) => ({ role: m.role, text: m.content, failed: m.failed, agentName: m.role === 'agent' ? (m.answeredBy?.name ?? personaName) : undefined }));
  return { key: `designer:${persona}:${first.id}`, summary: summarizeConversation(turns, { brief, defaultAgent: personaName }) };
}

export function voiceChatConsultation(messages: readonly VoiceMessage[], brief: Partial<DesignSlots>): DesignerConsultation | null {
  const first = messages[0];
  if (!first) return null;
  const turns = messages.map((m) => ({ role: m.role, text: m.content, agentName: m.agentName }));
  return { key: `designer:voice:${first.id}`, summary: summarizeConversation(turns, { brief }) };
}

/** Whether a conversation grew by an answer (not loaded, not cleared): only then is it recorded. */
export function grewByAnswer(before: readonly { role: string }[] | undefined, after: readonly { role: string }[] | undefined): boolean {
  return before !== undefined && after !== undefined && after !== before && after.length > before.length && after[after.length - 1]?.role === 'agent';
}
