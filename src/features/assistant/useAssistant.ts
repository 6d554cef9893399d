/**
 * The app's one assistant conversation and connection status, bound to the real database, the
 * product server and the on-device engine. The /chat page and the slide-over both read these, so
 * they show the same conversation.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { sendChat, chatUserId } from '@/api/chat';
import { streamChat } from '@/api/chatStream';
import { checkHealth } from '@/api/health';
import { deferredPersistence } from '@/db/deferredPersistence';
import { reportStorageError } from '@/db/storageHealth';
import { writeDesignToBrief } from '@/shared/brief/briefStorage';
import { assistantConsultation } from './assistantConsultation';
import { NOTHING_STORED, type AssistantPersistence } from './assistantPersistence';
import { createAssistantStore, type AssistantActions, type AssistantState } from './assistantStore';
import { createConnectionStore, createConnectionWatcher, type ConnectionState } from './connection';

export const connectionStore = createConnectionStore(() => checkHealth());
const watchConnection = createConnectionWatcher(connectionStore);

/**
 * Dexie and the conversation's queries load with the first read when the device has a database,
 * else with the first write; the consultation recorder (the CRM client and the outbox) with the
 * first answer. None of it is part of /chat's first screen (issue #38).
 */
const persistence = deferredPersistence<AssistantPersistence>(
  () => Promise.all([import('@/db/database'), import('./assistantDatabase')]).then(([{ db }, { createAssistantPersistence }]) => createAssistantPersistence(db)),
  NOTHING_STORED,
);

function noteConsultation(messages: Parameters<typeof assistantConsultation>[0]): void {
  const consultation = assistantConsultation(messages);
  if (!consultation) return;
  void import('@/sync/consultationRecorder')
    .then(({ consultationRecorder }) => consultationRecorder.note(consultation.key, consultation.summary))
    .catch((error: unknown) => console.warn('Consultation not recorded', error));
}

export const assistantStore = createAssistantStore({
  persistence,
  askServer: (request) => sendChat(request),
  askServerStream: (request, onDelta, signal) => streamChat(request, { onDelta, signal }),
  askDevice: async (request, agent) => (await import('./onDeviceAgents')).deviceReply(request, agent),
  // 'checking' counts as connected: the request itself finds out, and falls back to the device.
  isConnected: () => connectionStore.getState().status !== 'disconnected',
  onUnreachable: () => connectionStore.getState().reportUnreachable(),
  userId: chatUserId,
  writeDesign: (design) => writeDesignToBrief(design),
  // One consultation per conversation, updated as it grows (signed-in users only; the recorder checks).
  onConversationChanged: noteConsultation,
  onStorageError: (error) => {
    if (!reportStorageError(error)) console.error('Assistant storage failed', error);
  },
});

let hydration: Promise<void> | null = null;
function hydrateAssistant(): Promise<void> {
  hydration ??= assistantStore.getState().hydrate();
  return hydration;
}

export function useAssistant<T>(selector: (state: AssistantState & AssistantActions) => T): T {
  return useStore(assistantStore, selector);
}

export function useConnection<T>(selector: (state: ConnectionState) => T): T {
  return useStore(connectionStore, selector);
}

/** Hydrates the conversation and keeps the health check running while a panel is mounted. */
export function useAssistantSession(): void {
  useEffect(() => {
    void hydrateAssistant();
    return watchConnection();
  }, []);
}
