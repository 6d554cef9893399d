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
import type { MessageRecord } from '@/db/database';
import type { DesignSlots } from '@/engine/designBrief';
import { BRIEF_ID, sanitizeSlots } from '@/shared/brief/briefStorage';
import type { SlotChange } from '@/engine/slotChanges';
import { isPersonaId, type AgentId, type HandoffRecommendation, type PersonaId } from '@/engine/types';
import { isAgentId } from '@/engine/agents/agents';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, isImageQuality, isImageSize } from '@/engine/imageOptions';
import type { AiProviderKind, ImageQuality, ImageSize } from '@/ai/aiClient';
import { deferredPersistence } from '@/db/deferredPersistence';

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
  answeredBy?: { agent: AgentId; name: string; source: 'server' | 'byok' | 'device' };
  /**
   * On an agent message: the cloud model was asked and did not answer, so the device did
   * (DESIGN.md §2: never worse than the device); the screen says so quietly.
   */
  cloudFallback?: boolean;
  /** On an agent message: the user pressed Stop; `content` is what had arrived. */
  stopped?: boolean;
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
export function legacySizeOption(width: number, height: number): ImageSize {
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
  if (message.cloudFallback) extra.cloudFallback = true;
  if (message.stopped) extra.stopped = true;
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
  return typeof r === 'object' && r !== null && isAgentId(r.agent) && typeof r.name === 'string' && (r.source === 'server' || r.source === 'byok' || r.source === 'device');
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
    ...(extra.cloudFallback ? { cloudFallback: true } : {}),
    ...(extra.stopped ? { stopped: true } : {}),
  };
}

export type DesignerPersistence = ReturnType<typeof import('./designerDatabase').createDesignerPersistence>;

/** The reads, and what each answers on a device with no database yet: what an empty database gives. */
type Reads = Pick<DesignerPersistence, 'loadUi' | 'loadSlots' | 'loadConversation' | 'loadConversationTail' | 'loadImages'>;
export const NOTHING_STORED: Reads = {
  loadUi: async () => sanitizeUiState(undefined),
  loadSlots: async () => sanitizeSlots(undefined),
  loadConversation: async () => [],
  loadConversationTail: async () => [],
  loadImages: async () => [],
};

/**
 * The designer's persistence, loading Dexie and its queries on first use (db/deferredPersistence.ts):
 * with no database on the device, reads answer NOTHING_STORED and the first write loads it.
 */
export function deferPersistence(load: () => Promise<DesignerPersistence>, stored?: () => Promise<boolean>): DesignerPersistence {
  return deferredPersistence(load, NOTHING_STORED, stored);
}
