/**
 * Where the designer keeps its work (DESIGN.md §3), so a reload or an offline cold start shows
 * exactly what the user left:
 * - `messages` (+ a `conversations` row): one conversation per persona, id `persona:<id>`;
 * - `designBriefs` row `current`: the six slots;
 * - `generatedImages`: every design drawn on this device, PNG blob + the brief and prompt;
 * - `settings` row `designer-ui`: the open tab, agent, persona, Advanced Options, the design on
 *   show, its variations, the pending handoff suggestion and unsent drafts.
 *
 * Every function here may throw a Dexie error; the store reports it through storageHealth and
 * keeps working from memory.
 */
import Dexie from 'dexie';
import type { InkClarityDatabase, MessageRecord } from '@/db/database';
import { requestPersistentStorage } from '@/db/persistentStorage';
import type { DesignSlots } from '@/engine/designBrief';
import { BRIEF_ID, sanitizeSlots } from '@/shared/brief/briefStorage';
import type { SlotChange } from '@/engine/slotExtraction';
import { isPersonaId, type AgentId, type HandoffRecommendation, type PersonaId } from '@/engine/types';
import { isAgentId } from '@/engine/agents/agents';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, isImageQuality, isImageSize } from '@/engine/imageOptions';
import type { AiProviderKind, ImageQuality, ImageSize } from '@/ai/aiClient';

export type DesignerTab = 'text' | 'voice' | 'studio';
export const DESIGNER_TABS: readonly DesignerTab[] = ['text', 'voice', 'studio'];

export const UI_SETTINGS_KEY = 'designer-ui';

export const conversationId = (persona: PersonaId): string => `persona:${persona}`;

export { BRIEF_ID, sanitizeSlots };

/** One Text Chat message as the screen shows it. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'agent';
  content: string;
  timestamp: number;
  persona: PersonaId;
  /** On a user message: what field extraction took from it (shown with Undo). */
  capture?: SlotChange[];
  captureUndone?: boolean;
  /** On an agent message: the reply failed and `content` is spec §8's error text. */
  failed?: boolean;
  /**
   * On an agent message: one of the five assistant agents answered instead of the persona (the
   * badge's agent, or a question for a specialist), and whether the server or the device did.
   */
  answeredBy?: { agent: AgentId; name: string; source: 'server' | 'device' };
}

export interface DesignerUiState {
  tab: DesignerTab;
  agent: AgentId;
  persona: PersonaId;
  imageQuality: ImageQuality;
  imageSize: ImageSize;
  currentImageId: string | null;
  variationIds: string[];
  handoff: HandoffRecommendation | null;
  drafts: Partial<Record<PersonaId, string>>;
}

export const DEFAULT_UI_STATE: DesignerUiState = {
  tab: 'text',
  agent: 'jess',
  persona: 'buddy',
  imageQuality: DEFAULT_IMAGE_QUALITY,
  imageSize: DEFAULT_IMAGE_SIZE,
  currentImageId: null,
  variationIds: [],
  handoff: null,
  drafts: {},
};

/** A generated design (Dexie `generatedImages`). */
export interface DesignImage {
  id: string;
  createdAt: number;
  png: Blob;
  slots: DesignSlots;
  prompt: string;
  provider: AiProviderKind;
  /** Pixel size as drawn, and the size option it was drawn for (the stencil's size). */
  width: number;
  height: number;
  size: ImageSize;
  seed?: number;
  /** On a variation: the design it varies (History groups variations under it). */
  variationOf?: string;
}

/**
 * The size option of a design saved before images carried one: the option nearest its pixel
 * size (HD designs are twice as large). Only old records need this; new ones store `size`.
 */
function legacySizeOption(width: number, height: number): ImageSize {
  if (width > height * 1.2) return '1792x1024';
  if (height > width * 1.2) return '1024x1792';
  return '1024x1024';
}

const isTab = (v: unknown): v is DesignerTab => typeof v === 'string' && (DESIGNER_TABS as readonly string[]).includes(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Reads the stored UI row, keeping only values that are still valid (older rows, hand edits). */
export function sanitizeUiState(raw: unknown): DesignerUiState {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const handoff = r.handoff as HandoffRecommendation | null | undefined;
  const drafts: Partial<Record<PersonaId, string>> = {};
  if (r.drafts && typeof r.drafts === 'object') {
    for (const [k, v] of Object.entries(r.drafts as Record<string, unknown>)) if (isPersonaId(k) && isString(v)) drafts[k] = v;
  }
  return {
    tab: isTab(r.tab) ? r.tab : DEFAULT_UI_STATE.tab,
    agent: isAgentId(r.agent) ? r.agent : DEFAULT_UI_STATE.agent,
    persona: isPersonaId(r.persona) ? r.persona : DEFAULT_UI_STATE.persona,
    imageQuality: isImageQuality(r.imageQuality) ? r.imageQuality : DEFAULT_UI_STATE.imageQuality,
    imageSize: isImageSize(r.imageSize) ? r.imageSize : DEFAULT_UI_STATE.imageSize,
    currentImageId: isString(r.currentImageId) ? r.currentImageId : null,
    variationIds: Array.isArray(r.variationIds) ? r.variationIds.filter(isString) : [],
    handoff: handoff && isPersonaId(handoff.recommendedAgent) && isString(handoff.reasoning) ? handoff : null,
    drafts,
  };
}

export function toRecord(message: ChatMessage): MessageRecord {
  const extra: Record<string, unknown> = {};
  if (message.capture) extra.capture = message.capture;
  if (message.captureUndone) extra.captureUndone = true;
  if (message.failed) extra.failed = true;
  if (message.answeredBy) extra.answeredBy = message.answeredBy;
  return {
    id: message.id,
    conversationId: conversationId(message.persona),
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    agent: message.persona,
    ...(Object.keys(extra).length ? { extra } : {}),
  };
}

function isAnsweredBy(v: unknown): v is ChatMessage['answeredBy'] {
  const r = v as { agent?: unknown; name?: unknown; source?: unknown } | null;
  return typeof r === 'object' && r !== null && isAgentId(r.agent) && typeof r.name === 'string' && (r.source === 'server' || r.source === 'device');
}

export function fromRecord(record: MessageRecord, persona: PersonaId): ChatMessage {
  const extra = record.extra ?? {};
  return {
    id: record.id,
    role: record.role === 'user' ? 'user' : 'agent',
    content: record.content,
    timestamp: record.timestamp,
    persona,
    ...(Array.isArray(extra.capture) ? { capture: extra.capture as SlotChange[] } : {}),
    ...(extra.captureUndone ? { captureUndone: true } : {}),
    ...(extra.failed ? { failed: true } : {}),
    ...(isAnsweredBy(extra.answeredBy) ? { answeredBy: extra.answeredBy } : {}),
  };
}

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

export type DesignerPersistence = ReturnType<typeof createDesignerPersistence>;
