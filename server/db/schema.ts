/**
 * The server's tables. drizzle-kit generates server/db/migrations from this file
 * (`npx drizzle-kit generate`); the same migrations run on PGlite and on PostgreSQL 15.
 *
 * Records belong to a Firebase uid (`user_id`); the profile's user_id *is* the uid, so a
 * caller may touch a row only when its user_id equals the verified token's uid.
 */
import { sql } from 'drizzle-orm';
import { EMPTY_APPOINTMENT_DETAILS, type AppointmentDetails, type AppointmentStatus, type DepositMethod } from '../../src/engine/crm/schemas';
import type { SavedAnalysis } from '../../src/engine/contracts/analysis';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '../../src/engine/booking/slots';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export interface EmergencyContact {
  name: string;
  phone: string;
  relationship: string;
}

export interface DesignPreferences {
  size: string;
  placement: string;
  colorPreference: string;
  stylePreferences: string[];
}

export const profiles = pgTable('profiles', {
  userId: text('user_id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  dateOfBirth: text('date_of_birth').notNull().default(''),
  location: text('location').notNull().default(''),
  preferredStyles: jsonb('preferred_styles').$type<string[]>().notNull().default([]),
  tattooExperience: text('tattoo_experience').notNull().default(''),
  skinTone: text('skin_tone').notNull().default(''),
  allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
  medicalConditions: jsonb('medical_conditions').$type<string[]>().notNull().default([]),
  emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>().notNull()
    .default({ name: '', phone: '', relationship: '' }),
  designPreferences: jsonb('design_preferences').$type<DesignPreferences>().notNull()
    .default({ size: '', placement: '', colorPreference: '', stylePreferences: [] }),
  createdAt: createdAt(),
  lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Pro plan (the Booking Agent): set by the server from PRO_UIDS at sign-in, never by the client. */
  pro: boolean('pro').notNull().default(false),
  /** The directory artist this account answers for: set by the server from ARTIST_ACCOUNTS at sign-in. */
  artistId: text('artist_id'),
});

// Record ids are client-made UUIDs (offline-first) namespaced by owner: the primary key is
// (user_id, id), so one account's id can never collide with — or reveal — another's.
export const designs = pgTable('designs', {
  id: uuid('id').notNull(),
  userId: text('user_id').notNull(),
  style: text('style').notNull(),
  placement: text('placement').notNull(),
  size: text('size').notNull(),
  colors: text('colors').notNull(),
  keywords: text('keywords').notNull(),
  description: text('description').notNull(),
  prompt: text('prompt').notNull(),
  /**
   * How the on-device renderer drew (or would draw) it: seed and size option. The stencil is drawn
   * from the brief with these, so any device can make a saved design's stencil. Null on designs
   * saved before they were recorded (no stencil offered then).
   */
  renderSeed: bigint('render_seed', { mode: 'number' }),
  renderSize: text('render_size'),
  /**
   * The Analyst's analysis saved with the design (issue #35, src/engine/contracts/analysis.ts):
   * figures only, a few kilobytes, replaced whole by PUT /crm/designs/:id/analysis. Null until analysed.
   */
  analysis: jsonb('analysis').$type<SavedAnalysis>(),
  createdAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.userId, table.id] }),
  index('designs_user_created_idx').on(table.userId, table.createdAt),
]);

/**
 * A design's PNG, apart from its metadata: lists never read the bytes, and the sum of `bytes`
 * per user is the storage quota's measure. Rows go with their design (same owner, same id).
 */
export const designImages = pgTable('design_images', {
  userId: text('user_id').notNull(),
  designId: uuid('design_id').notNull(),
  png: bytea('png').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (table) => [primaryKey({ columns: [table.userId, table.designId] })]);

export const consultations = pgTable('consultations', {
  id: uuid('id').notNull(),
  userId: text('user_id').notNull(),
  topic: text('topic').notNull(),
  agent: text('agent').notNull(),
  date: text('date').notNull(),
  notes: text('notes').notNull(),
  createdAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.userId, table.id] }),
  index('consultations_user_created_idx').on(table.userId, table.createdAt),
]);

// The status list lives with the CRM shapes the browser shares (src/engine/crm/schemas.ts).
export { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../src/engine/crm/schemas';

export const appointments = pgTable('appointments', {
  id: uuid('id').notNull(),
  userId: text('user_id').notNull(),
  type: text('type').notNull(),
  artist: text('artist').notNull(),
  status: text('status').$type<AppointmentStatus>().notNull().default('requested'),
  date: text('date').notNull(),
  time: text('time').notNull(),
  notes: text('notes').notNull(),
  /** The directory artist's id when `artist` names one; only such bookings hold a slot. */
  artistId: text('artist_id'),
  /** The request's idea, placement, size, style, lettering, references and budget (AppointmentDetails). */
  details: jsonb('details').$type<AppointmentDetails>().notNull().default(EMPTY_APPOINTMENT_DETAILS),
  /** Another time the studio offered; cleared when the person takes it or moves the request. */
  proposedDate: text('proposed_date'),
  proposedTime: text('proposed_time'),
  /**
   * Which proposal is on show (a fresh id per proposal): the person's answer names it, so an answer
   * sent late from a device's outbox never takes or clears a newer proposal (409 proposal_changed).
   */
  proposalId: uuid('proposal_id'),
  /** The last proposed time the person turned down, and when; the studio's list says so. Cleared by the studio's next answer. */
  declinedProposalDate: text('declined_proposal_date'),
  declinedProposalTime: text('declined_proposal_time'),
  proposalDeclinedAt: timestamp('proposal_declined_at', { withTimezone: true, mode: 'date' }),
  /** The studio's note with its last answer. */
  studioNote: text('studio_note').notNull().default(''),
  /** The deposit asked for when the studio accepted (minor units); null = none asked. */
  depositAmount: integer('deposit_amount'),
  depositCurrency: text('deposit_currency'),
  depositMethod: text('deposit_method').$type<DepositMethod>(),
  depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true, mode: 'date' }),
  /**
   * The opaque reference a payment carries back (Checkout metadata and client_reference_id): the
   * webhook finds the appointment by it, so no uid or record id travels to the provider.
   */
  depositRef: uuid('deposit_ref'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  primaryKey({ columns: [table.userId, table.id] }),
  index('appointments_user_created_idx').on(table.userId, table.createdAt),
  index('appointments_artist_idx').on(table.artistId, table.createdAt),
  uniqueIndex('appointments_deposit_ref_idx').on(table.depositRef),
  // One active booking per artist slot, enforced by the database so concurrent requests cannot
  // both win (no read-then-write race); cancelled, declined and completed ones free the slot.
  uniqueIndex('appointments_active_slot_idx').on(table.artistId, table.date, table.time)
    .where(sql`${table.artistId} is not null and ${table.status} in ('requested', 'deposit_due', 'confirmed')`),
  check('appointments_status_check', sql`${table.status} in ('requested', 'deposit_due', 'confirmed', 'completed', 'cancelled', 'declined')`),
]);

/** A request's hand-off pack: the one-page PDF made on the person's device (same owner, same id). */
export const appointmentPacks = pgTable('appointment_packs', {
  userId: text('user_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  pdf: bytea('pdf').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (table) => [primaryKey({ columns: [table.userId, table.appointmentId] })]);

/**
 * Every payment-provider event applied, by the provider's event id: a replayed (or re-sent)
 * event finds its row and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  depositRef: uuid('deposit_ref'),
  receivedAt: createdAt(),
});

/**
 * Message Artist: a thread stored with its appointment (same owner, same appointment id). Only
 * the client writes today (author 'client'); the studio answers by message or email outside the
 * app, so there is no studio author yet — the column leaves room for one without a migration.
 */
export const appointmentMessages = pgTable('appointment_messages', {
  id: uuid('id').notNull(),
  userId: text('user_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  author: text('author').notNull().default('client'),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.userId, table.id] }),
  index('appointment_messages_thread_idx').on(table.userId, table.appointmentId, table.createdAt),
  check('appointment_messages_author_check', sql`${table.author} in ('client', 'studio')`),
]);

export const artists = pgTable('artists', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  styles: jsonb('styles').$type<string[]>().notNull(),
  city: text('city').notNull(),
  bio: text('bio').notNull(),
  studio: text('studio').notNull().default(''),
  /** IANA zone of the studio: appointment dates and times are wall-clock times there. */
  timeZone: text('time_zone').notNull().default('UTC'),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull().default({}),
  /** Deposit asked once the studio accepts a request, in the currency's minor unit; null = none. */
  depositAmount: integer('deposit_amount'),
  depositCurrency: text('deposit_currency'),
  cancellationPolicy: text('cancellation_policy').notNull().default(''),
});

/**
 * One row per (caller, Idempotency-Key): the request's fingerprint and the first response,
 * stored verbatim as JSON text so a replay is byte-for-byte the first reply.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  uid: text('uid').notNull(),
  key: uuid('key').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  responseBody: text('response_body'),
  createdAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.uid, table.key] }),
  index('idempotency_keys_created_idx').on(table.createdAt),
]);

/**
 * Daily AI use per identity (`uid:<firebase uid>`), counted in the database so every server
 * process on one PostgreSQL shares the same count. `day` is the UTC date.
 */
export const usageCounters = pgTable('usage_counters', {
  identity: text('identity').notNull(),
  kind: text('kind').notNull(),
  day: text('day').notNull(),
  count: integer('count').notNull(),
}, (table) => [primaryKey({ columns: [table.identity, table.kind, table.day] })]);

/**
 * Demo requests from the landing page's public form (POST /demo-requests, issue #20). No account
 * owns them; the id is the device's UUID. `forwarded_at` is set once DEMO_WEBHOOK_URL accepted the
 * request; `forward_attempts` / `forward_error` say what happened otherwise (a row with attempts
 * and no forwarded_at was never delivered — see docs/server.md).
 */
export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  preferredDate: text('preferred_date').notNull(),
  preferredTime: text('preferred_time').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true, mode: 'date' }),
  forwardAttempts: integer('forward_attempts').notNull().default(0),
  forwardError: text('forward_error'),
}, (table) => [index('demo_requests_created_idx').on(table.createdAt)]);
