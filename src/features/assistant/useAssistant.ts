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
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storageHealth';
import { writeDesignToBrief } from '@/shared/brief/briefStorage';
import { consultationRecorder } from '@/sync/consultationRecorder';
import { assistantConsultation } from './assistantConsultation';
import { createAssistantPersistence } from './assistantPersistence';
import { createAssistantStore, type AssistantActions, type AssistantState } from './assistantStore';
import { createConnectionStore, createConnectionWatcher, type ConnectionState } from './connection';

export const connectionStore = createConnectionStore(() => checkHealth());
const watchConnection = createConnectionWatcher(connectionStore);

export const assistantStore = createAssistantStore({
  persistence: createAssistantPersistence(db),
  askServer: (request) => sendChat(request),
  askServerStream: (request, onDelta, signal) => streamChat(request, { onDelta, signal }),
  askDevice: async (request, agent) => (await import('./onDeviceAgents')).deviceReply(request, agent),
  // 'checking' counts as connected: the request itself finds out, and falls back to the device.
  isConnected: () => connectionStore.getState().status !== 'disconnected',
  onUnreachable: () => connectionStore.getState().reportUnreachable(),
  userId: chatUserId,
  writeDesign: (design) => writeDesignToBrief(design),
  // One consultation per conversation, updated as it grows (signed-in users only; the recorder checks).
  onConversationChanged: (messages) => {
    const consultation = assistantConsultation(messages);
    if (consultation) consultationRecorder.note(consultation.key, consultation.summary);
  },
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
