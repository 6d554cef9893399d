/**
 * The one IndexedDB database of the app (DESIGN.md §3).
 *
 * What lives where:
 * - IndexedDB (this file): everything the user makes or the app must restore after a reload or an
 *   offline cold start — conversations and messages, the design brief, generated images (PNG
 *   blobs), cached profile records, settings, and the outbox of CRM writes waiting to sync.
 * - localStorage: only the theme preference, because it must be read synchronously before first
 *   paint (see src/shared/theme/theme.ts), and hints that name nobody's data (the signed-in hint is
 *   removed at sign-out).
 *
 * Whose rows are on show: one owner's at a time (the signed-in person, or the device's anonymous
 * visitor); everyone else's wait in `keptRows` (ownership.ts, followDeviceOwner.ts).
 *
 * Schema changes go in a new `this.version(n)` block below the last one; never edit an old one.
 * Dexie keeps the data and runs the upgrade when a user with an older version opens the app.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { DesignSlots } from '@/engine/designBrief';
import { DATABASE_NAME, databaseLoaded } from './databasePresence';
import { followDeviceOwner } from './followDeviceOwner';
import type { KeptRow } from './ownership';

export { DATABASE_NAME };

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

/**
 * Sync state of a locally held CRM record (src/sync): absent = the server's copy;
 * 'pending' = changed on this device, a write waits in the outbox; 'set-aside' = the server
 * refused a write for it (the outbox entry says why; the user edits and resends or discards).
 */
export type RecordSyncState = 'pending' | 'set-aside';

export interface ProfileCacheRecord {
  uid: string;
  profile: Record<string, unknown>;
  fetchedAt: number;
  syncState?: RecordSyncState;
}

export interface UserRecord {
  id: string;
  user_id: string;
  created_at?: string;
  syncState?: RecordSyncState;
  /** When this device last changed the record (ms); orders pending records before the server's. */
  localUpdatedAt?: number;
  [field: string]: unknown;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

/** The local table a CRM write changes (its record is `recordId` there; the profile's is the uid). */
export type OutboxTable = 'profileCache' | 'savedDesigns' | 'consultations' | 'appointments' | 'demoRequests' | 'appointmentMessages';

/**
 * The owner of outbox entries no account owns: the landing page's demo requests (issue #20),
 * sent without a token whoever is signed in. No Firebase uid is empty, so it meets no account.
 */
export const PUBLIC_OUTBOX_UID = '';

/**
 * One CRM write waiting to reach the server (DESIGN.md §3 "Outbox"; the flusher is src/sync).
 * Entries belong to the uid that made them and are only ever sent with that uid's token.
 */
export interface OutboxEntry {
  /** Auto-increment: the order entries are sent in. */
  seq?: number;
  /** UUID v4, fixed for the entry's life (a resend after an edit gets a new one). */
  idempotencyKey: string;
  uid: string;
  /** The CRM client's write (src/api/crm.ts `CrmWrite['op']`). */
  op: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  table: OutboxTable;
  recordId: string;
  createdAt: number;
  /** 'waiting' entries are sent; 'set-aside' ones wait for the user (edit and resend, or discard). */
  status: 'waiting' | 'set-aside';
  attempts: number;
  /** Earliest time (ms) the timer retries after a failure; 0 = now. */
  notBefore: number;
  /** Technical reason of the last failure (status, server code) — for the Settings list. */
  lastError?: string;
  /** Spec §8's sentence for a set-aside write, shown to the user. */
  failure?: string;
}

/**
 * The on-body preview of one design (/preview/:imageId): the user's photo (kept only here, never
 * sent anywhere unless they share the composite) or a bundled sample, and where the design sits
 * on it, so a reload returns to the same preview. One row per design.
 */
export interface SkinPreviewRecord {
  imageId: string;
  /** The user's own photo, or null when a bundled sample (or nothing yet) is used. */
  photo: Blob | null;
  /** The bundled sample photo's id when no own photo is used. */
  sampleId: string | null;
  /** The placement (src/features/preview/placement.ts), checked again when read. */
  placement: { x: number; y: number; size: number; rotation: number; flip: boolean; curvature: number };
  healed: boolean;
  /** The user's ink strength adjustment over the skin-tuned strength (1 = as tuned). */
  strength: number;
  updatedAt: number;
}

/**
 * The Analyst's working state for one subject (issue #35), so a reload or an offline start returns
 * to the same analysis: the person's inputs (size, zone, skin tone, lettering) and, for an
 * uploaded reference photo, the photo itself (kept only here, never sent unless saved to the
 * profile). Keyed `image:<generated image id>`, `design:<saved design id>` or `photo:<uuid>`.
 * The analysis itself is recomputed from the pixels; a saved one lives on the saved design.
 */
export interface AnalystSubjectRecord {
  key: string;
  kind: 'image' | 'design' | 'photo';
  /** The uploaded reference photo (kind 'photo' only). */
  photo?: Blob;
  /** The photo's file name, for the screen. */
  name?: string;
  /** AnalysisInputs (src/engine/contracts/analysis.ts), checked again when read. */
  inputs: unknown;
  /** The uid signed in when the photo was uploaded. Whose rows are on show is src/db/ownership.ts's: a new owner never sees these. */
  uid?: string;
  /** The saved design this subject was saved as (photos and generated images). */
  savedDesignId?: string;
  updatedAt: number;
}

/**
 * A request's hand-off pack (issue #36): the one-page PDF made on this device, kept here so it can
 * be downloaded and shared offline, and sent to the server once the request itself has synced.
 */
export interface HandoffPackRecord {
  appointmentId: string;
  user_id: string;
  pdf: Blob;
  createdAt: number;
  /** When the server accepted it; absent while it waits to be sent. */
  uploadedAt?: number;
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
  skinPreviews!: EntityTable<SkinPreviewRecord, 'imageId'>;
  /** Demo requests waiting to be sent (user_id is PUBLIC_OUTBOX_UID); removed once the server has them. */
  demoRequests!: EntityTable<UserRecord, 'id'>;
  /** Message Artist threads: one row per message (`appointment_id`, `body`, `author`, `created_at`). */
  appointmentMessages!: EntityTable<UserRecord, 'id'>;
  /** Personal rows of people who are signed out, kept for their next sign-in (ownership.ts); no screen reads it. */
  keptRows!: EntityTable<KeptRow, 'id'>;
  /** The Analyst's per-subject inputs and uploaded reference photos. */
  analystSubjects!: EntityTable<AnalystSubjectRecord, 'key'>;
  /** Hand-off packs made on this device, one per appointment (personal rows: each names its `user_id`). */
  handoffPacks!: EntityTable<HandoffPackRecord, 'appointmentId'>;

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
    // v2: the outbox gets its owner, status and local record (nothing wrote v1 entries: dropped).
    this.version(2).stores({
      outbox: '++seq, &idempotencyKey, [uid+status], [table+recordId]',
    }).upgrade((tx) => tx.table('outbox').clear());
    // v3 (issue #17): the on-body previews, a new table only; nothing else changes.
    this.version(3).stores({ skinPreviews: 'imageId, updatedAt' });
    // v4 (issue #20): demo requests waiting for the server, a new table only.
    this.version(4).stores({ demoRequests: 'id' });
    // v5 (issue #12): Message Artist threads, a new table only; read per appointment.
    this.version(5).stores({ appointmentMessages: 'id, user_id, appointment_id' });
    // v6 (issue #37): one owner's rows on show, everyone else's kept apart; a new table only. Until
    // an owner is recorded, what the device holds is the anonymous visitor's (adopted at sign-in, as before).
    this.version(6).stores({ keptRows: '++id, owner' });
    // v7 (issue #35): the Analyst's subjects, a new table only.
    this.version(7).stores({ analystSubjects: 'key, kind, updatedAt' });
    // v8 (issue #36): hand-off packs made on this device, a new table only.
    this.version(8).stores({ handoffPacks: 'appointmentId, user_id' });
  }
}

export const db = new InkClarityDatabase();
/** Keeps the app's database showing only the current owner's rows (followDeviceOwner.ts). */
export const deviceOwnership = followDeviceOwner(db);
// Readers that skipped a database that did not exist yet (databasePresence.ts) use it from now on.
databaseLoaded();
