/**
 * The one IndexedDB database of the app (DESIGN.md §3).
 *
 * What lives where:
 * - IndexedDB (this file): everything the user makes or the app must restore after a reload or an
 *   offline cold start — conversations and messages, the design brief, generated images (PNG
 *   blobs), cached profile records, settings, and the outbox of CRM writes waiting to sync.
 * - localStorage: only the theme preference, because it must be read synchronously before first
 *   paint (see src/shared/theme/theme.ts).
 *
 * Schema changes go in a new `this.version(n)` block below the last one; never edit an old one.
 * Dexie keeps the data and runs the upgrade when a user with an older version opens the app.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { DesignSlots } from '@/engine/designBrief';

export const DATABASE_NAME = 'inkclarity';

export type ConversationKind = 'persona' | 'assistant';

export interface ConversationRecord {
  /** 'persona:buddy', 'persona:trainer', 'persona:designer' or 'assistant'. */
  id: string;
  kind: ConversationKind;
  updatedAt: number;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  role: 'user' | 'agent' | 'assistant';
  content: string;
  timestamp: number;
  agent?: string;
  agent_name?: string;
  /** Anything else a message carries (cards, design, aftercare, handoff suggestions, image id). */
  extra?: Record<string, unknown>;
}

/** The designer's brief; one row per brief id ('current' for the open one). */
export interface DesignBriefRecord {
  id: string;
  slots: DesignSlots;
  updatedAt: number;
}

export interface GeneratedImageRecord {
  id: string;
  createdAt: number;
  png: Blob;
  slots: DesignSlots;
  prompt: string;
  provider: string;
  width: number;
  height: number;
  /** The size option it was drawn for; missing on designs saved before it was recorded (read as the nearest option). */
  size?: string;
  seed?: number;
  /** Set on a variation: the id of the design it varies (History groups it under that one). */
  variationOf?: string;
}

export interface ProfileCacheRecord {
  uid: string;
  profile: Record<string, unknown>;
  fetchedAt: number;
}

export interface UserRecord {
  id: string;
  user_id: string;
  created_at?: string;
  [field: string]: unknown;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

export interface OutboxEntry {
  seq?: number;
  idempotencyKey: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
  lastError?: string;
}

export class InkClarityDatabase extends Dexie {
  conversations!: EntityTable<ConversationRecord, 'id'>;
  messages!: EntityTable<MessageRecord, 'id'>;
  designBriefs!: EntityTable<DesignBriefRecord, 'id'>;
  generatedImages!: EntityTable<GeneratedImageRecord, 'id'>;
  profileCache!: EntityTable<ProfileCacheRecord, 'uid'>;
  savedDesigns!: EntityTable<UserRecord, 'id'>;
  consultations!: EntityTable<UserRecord, 'id'>;
  appointments!: EntityTable<UserRecord, 'id'>;
  settings!: EntityTable<SettingRecord, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      conversations: 'id, kind, updatedAt',
      messages: 'id, [conversationId+timestamp]',
      designBriefs: 'id',
      generatedImages: 'id, createdAt',
      profileCache: 'uid',
      savedDesigns: 'id, user_id, created_at',
      consultations: 'id, user_id',
      appointments: 'id, user_id',
      settings: 'key',
      outbox: '++seq, &idempotencyKey, createdAt',
    });
  }
}

export const db = new InkClarityDatabase();
