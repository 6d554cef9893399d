/**
 * The app's one designer store, bound to the real database and AI session. Components read it
 * through `useDesigner(selector)`; the store itself lives in designerStore.ts.
 */
import { useStore } from 'zustand';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storageHealth';
import { getAiClient } from '@/ai/aiSession';
import { DESIGNER_SYNC_CHANNEL } from '@/shared/brief/briefStorage';
import { chatUserId } from '@/api/chat';
import { createDesignerPersistence } from './designerPersistence';
import type { ConsultationSummary } from '@/engine/consultationSummary';
import { PERSONA_IDS } from '@/engine/types';
import { grewByAnswer, textChatConsultation, voiceChatConsultation } from './designerConsultation';
import { askAgent } from './voice/agentConversation';
import { useVoiceConversation } from './voice/voiceConversationStore';
import { broadcastSync, createDesignerStore, type DesignerActions, type DesignerState } from './designerStore';

export const designerStore = createDesignerStore({
  persistence: createDesignerPersistence(db),
  getClient: getAiClient,
  sync: broadcastSync(DESIGNER_SYNC_CHANNEL),
  askAgent: async (input) => askAgent({ ...input, userId: await chatUserId() }),
  onStorageError: (error) => {
    if (!reportStorageError(error)) console.error('Designer storage failed', error);
  },
});

/**
 * Hands a conversation to the consultation recorder, loaded on first use: it pulls in the CRM
 * client and the outbox, which the designer's first paint does not need (issue #16's JS budget).
 * The recorder itself ignores everyone who is not signed in.
 */
function noteConsultation(key: string, summary: ConsultationSummary | null): void {
  void import('@/sync/consultationRecorder')
    .then(({ consultationRecorder }) => consultationRecorder.note(key, summary))
    .catch((error: unknown) => console.warn('Consultation not recorded', error));
}

// Text Chat: one consultation per persona conversation, noted when an answer arrives in THIS tab
// (it was waiting for it), so a conversation synced in from another tab is not recorded twice.
designerStore.subscribe((after, before) => {
  for (const persona of PERSONA_IDS) {
    if (!before.replying[persona] || !grewByAnswer(before.conversations[persona], after.conversations[persona])) continue;
    const consultation = textChatConsultation(persona, after.conversations[persona] ?? [], after.slots);
    if (consultation) noteConsultation(consultation.key, consultation.summary);
  }
});

// Voice Chat: its own conversation; answers arrive only in the tab that asked.
useVoiceConversation.subscribe((after, before) => {
  if (!before.hydrated || !grewByAnswer(before.messages, after.messages)) return;
  const consultation = voiceChatConsultation(after.messages, designerStore.getState().slots);
  if (consultation) noteConsultation(consultation.key, consultation.summary);
});

let hydration: Promise<void> | null = null;
/** Hydrates once per page load (the screen may mount several times). */
export function hydrateDesigner(): Promise<void> {
  hydration ??= designerStore.getState().hydrate();
  return hydration;
}

export function useDesigner<T>(selector: (state: DesignerState & DesignerActions) => T): T {
  return useStore(designerStore, selector);
}
