/**
 * The assistant's rows in Dexie (assistantPersistence.ts describes them). Apart from the row
 * shapes so that Dexie loads on first use, not with the /chat screen (useAssistant.ts).
 */
import Dexie from 'dexie';
import type { InkClarityDatabase } from '@/db/database';
import { ASSISTANT_CONVERSATION_ID, ASSISTANT_UI_KEY, fromRecord, sanitizeUi, toRecord, type AssistantMessage, type AssistantUiState } from './assistantPersistence';

export function createAssistantPersistence(database: InkClarityDatabase) {
  const range = () =>
    database.messages.where('[conversationId+timestamp]').between([ASSISTANT_CONVERSATION_ID, Dexie.minKey], [ASSISTANT_CONVERSATION_ID, Dexie.maxKey]);
  return {
    /** The whole conversation, oldest first (one indexed range read; the list renders a window of it). */
    async loadMessages(): Promise<AssistantMessage[]> {
      return (await range().toArray()).map(fromRecord);
    },
    async putMessage(message: AssistantMessage): Promise<void> {
      await database.transaction('rw', database.messages, database.conversations, async () => {
        await database.messages.put(toRecord(message));
        await database.conversations.put({ id: ASSISTANT_CONVERSATION_ID, kind: 'assistant', updatedAt: message.timestamp });
      });
    },
    async clear(): Promise<void> {
      await database.transaction('rw', database.messages, database.conversations, async () => {
        await range().delete();
        await database.conversations.delete(ASSISTANT_CONVERSATION_ID);
      });
    },
    async loadUi(): Promise<AssistantUiState> {
      return sanitizeUi((await database.settings.get(ASSISTANT_UI_KEY))?.value);
    },
    async saveUi(ui: AssistantUiState): Promise<void> {
      await database.settings.put({ key: ASSISTANT_UI_KEY, value: ui });
    },
  };
}

export type AssistantPersistence = ReturnType<typeof createAssistantPersistence>;
