/**
 * The designer's rows in Dexie (designerPersistence.ts describes them). Apart from the row
 * shapes so that Dexie loads after the designer's first paint (issue #16's JS budget): the app
 * loads it on first use (useDesigner.ts, `deferPersistence` in designerPersistence.ts).
 */
import Dexie from 'dexie';
import type { InkClarityDatabase } from '@/db/database';
import type { AiProviderKind } from '@/ai/aiClient';
import { requestPersistentStorage } from '@/db/persistentStorage';
import type { DesignSlots } from '@/engine/designBrief';
import { isImageSize } from '@/engine/imageOptions';
import type { PersonaId } from '@/engine/types';
import {
  BRIEF_ID,
  UI_SETTINGS_KEY,
  conversationId,
  fromRecord,
  legacySizeOption,
  sanitizeSlots,
  sanitizeUiState,
  toRecord,
  type ChatMessage,
  type DesignImage,
  type DesignerUiState,
} from './designerPersistence';

export function createDesignerPersistence(database: InkClarityDatabase) {
  return {
    async loadUi(): Promise<DesignerUiState> {
      const row = await database.settings.get(UI_SETTINGS_KEY);
      return sanitizeUiState(row?.value);
    },
    async saveUi(ui: DesignerUiState): Promise<void> {
      await database.settings.put({ key: UI_SETTINGS_KEY, value: ui });
    },
    async loadSlots(): Promise<DesignSlots> {
      const row = await database.designBriefs.get(BRIEF_ID);
      return sanitizeSlots(row?.slots);
    },
    async saveSlots(slots: DesignSlots): Promise<void> {
      await database.designBriefs.put({ id: BRIEF_ID, slots, updatedAt: Date.now() });
    },
    /** A persona's whole conversation, oldest first (one indexed range read). */
    async loadConversation(persona: PersonaId): Promise<ChatMessage[]> {
      const id = conversationId(persona);
      const rows = await database.messages
        .where('[conversationId+timestamp]')
        .between([id, Dexie.minKey], [id, Dexie.maxKey])
        .toArray();
      return rows.map((r) => fromRecord(r, persona));
    },
    /** The newest `limit` messages, oldest first: enough to show a long conversation at once. */
    async loadConversationTail(persona: PersonaId, limit: number): Promise<ChatMessage[]> {
      const id = conversationId(persona);
      const rows = await database.messages
        .where('[conversationId+timestamp]')
        .between([id, Dexie.minKey], [id, Dexie.maxKey])
        .reverse()
        .limit(limit)
        .toArray();
      return rows.reverse().map((r) => fromRecord(r, persona));
    },
    async putMessage(message: ChatMessage): Promise<void> {
      await database.transaction('rw', database.messages, database.conversations, async () => {
        await database.messages.put(toRecord(message));
        await database.conversations.put({ id: conversationId(message.persona), kind: 'persona', updatedAt: message.timestamp });
      });
    },
    /** Puts back many messages at once (Undo of Clear chat), in one transaction. */
    async putMessages(persona: PersonaId, messages: readonly ChatMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await database.transaction('rw', database.messages, database.conversations, async () => {
        await database.messages.bulkPut(messages.map(toRecord));
        await database.conversations.put({ id: conversationId(persona), kind: 'persona', updatedAt: messages[messages.length - 1].timestamp });
      });
    },
    async clearConversation(persona: PersonaId): Promise<void> {
      const id = conversationId(persona);
      await database.transaction('rw', database.messages, database.conversations, async () => {
        await database.messages.where('[conversationId+timestamp]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
        await database.conversations.delete(id);
      });
    },
    /** Every design made on this device, newest first. */
    async loadImages(): Promise<DesignImage[]> {
      const rows = await database.generatedImages.orderBy('createdAt').reverse().toArray();
      return rows.map((r) => ({
        ...r,
        slots: sanitizeSlots(r.slots),
        provider: (r.provider as AiProviderKind) ?? 'on-device',
        size: isImageSize(r.size) ? r.size : legacySizeOption(r.width, r.height),
      }));
    },
    async putImage(image: DesignImage): Promise<void> {
      await database.generatedImages.put(image);
      // The first design is something worth keeping: ask the browser not to evict it.
      void requestPersistentStorage();
    },
    async deleteImage(id: string): Promise<void> {
      await database.generatedImages.delete(id);
    },
  };
}
