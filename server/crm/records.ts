/**
 * Consultations, designs and appointments: row ↔ API mapping and the writes, each of which runs
 * inside the transaction runWrite gives it (so the record and its idempotency receipt commit
 * together).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { openSlots, upcomingOpenSlots } from '../../src/engine/booking/slots.ts';
import { designImagePath, type Design, type DesignPage } from '../../src/engine/contracts/designs.ts';
import { isImageSize } from '../../src/engine/imageOptions.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../db/connect.ts';
import { appointmentMessages, appointments, artists, consultations, designImages, designs, type AppointmentStatus } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { answerFor, hasPackColumn, NO_DECLINED_PROPOSAL, NO_PROPOSAL, toAppointment } from './appointmentRows.ts';
import {
  ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_TRANSITIONS, isActiveStatus, statusWords, CLIENT_DIRECTORY_TRANSITIONS, DESIGN_PNG_MAX_BYTES, PNG_DATA_URL_PREFIX,
  type Appointment, type appointmentInputSchema, type AppointmentMessage, type appointmentMessageInputSchema,
  type Artist as ApiArtist, type ArtistSlots, type Consultation, type consultationInputSchema, type consultationUpdateSchema,
  type designInputSchema, savedAnalysisSchema, type SavedAnalysis, type DepositMethod,
} from '../../src/engine/crm/schemas.ts';

export type { Appointment, Consultation, Design } from '../../src/engine/crm/schemas.ts';


const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** The record's owner: the caller, unless the body names someone else (403). */
export function ownerOf(callerUid: string, bodyUserId: string | undefined): string {
  if (bodyUserId !== undefined && bodyUserId !== callerUid) {
    throw new ApiError(403, 'forbidden', 'You can only create records for your own account.');
  }
  return callerUid;
}

function alreadyExists(kind: string): ApiError {
  return new ApiError(409, 'conflict', `A ${kind} with this id already exists.`);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null);) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) break;
  }
  return false;
}

/** Decodes and checks a PNG data URL: 413 over 8 MB, 400 when it is not a PNG. */
export function decodePngDataUrl(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  const decodedLength = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (decodedLength > DESIGN_PNG_MAX_BYTES) {
    throw new ApiError(413, 'payload_too_large', 'The design image is larger than 8 MB.', { image: 'At most 8 MB' });
  }
  if (base64.length % 4 !== 0 || !BASE64_PATTERN.test(base64)) {
    throw new ApiError(400, 'invalid_request', 'The design image is not valid base64.', { image: 'Not valid base64' });
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new ApiError(400, 'invalid_request', 'The design image is not a PNG.', { image: 'Not a PNG image' });
  }
  return bytes;
}

function toConsultation(row: typeof consultations.$inferSelect): Consultation {
  return { id: row.id, user_id: row.userId, topic: row.topic, agent: row.agent, date: row.date, notes: row.notes };
}

function toDesign(row: typeof designs.$inferSelect, imageBytes: number | null): Design {
  return {
    id: row.id,
    user_id: row.userId,
    style: row.style,
    placement: row.placement,
    size: row.size,
    colors: row.colors,
    keywords: row.keywords,
    description: row.description,
    prompt: row.prompt,
    render: row.renderSeed === null || !isImageSize(row.renderSize) ? null : { seed: row.renderSeed, size: row.renderSize },
    image_url: imageBytes === null ? null : designImagePath(row.userId, row.id),
    image_bytes: imageBytes,
    analysis: storedAnalysis(row.analysis),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A stored analysis as the API answers it: one this server cannot read (written by a newer
 * version, say) is left out rather than failing the whole design list.
 */
function storedAnalysis(value: unknown): SavedAnalysis | null {
  if (value === null || value === undefined) return null;
  const parsed = savedAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The name of the constraint a database error names, searching its causes (drizzle wraps them). */
function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

const SLOT_INDEX = 'appointments_active_slot_idx';

export function slotTaken(artistName: string, date: string, time: string): ApiError {
  return new ApiError(409, 'slot_taken',
    `${artistName} is already booked on ${date} at ${time}. Pick another time.`, { time: 'Slot already booked' });
}

export async function insertOnce<T>(kind: string, insert: () => Promise<T>, slot?: () => ApiError): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (slot !== undefined && violatedConstraint(error) === SLOT_INDEX) throw slot();
    if (isUniqueViolation(error)) throw alreadyExists(kind);
    throw error;
  }
}

export async function createConsultation(
  tx: Tx, userId: string, input: z.infer<typeof consultationInputSchema>,
): Promise<Consultation> {
  const [row] = await insertOnce('consultation', () => tx.insert(consultations).values({
    id: input.id ?? randomUUID(), userId, topic: input.topic, agent: input.agent, date: input.date, notes: input.notes,
  }).returning());
  return toConsultation(row);
}

/**
 * A conversation's consultation grows with it: present fields replace stored ones. 404 when the
 * caller has no such consultation (another account's answers alike).
 */
export async function updateConsultation(
  tx: Tx, callerUid: string, consultationId: string, patch: z.infer<typeof consultationUpdateSchema>,
): Promise<Consultation> {
  const [row] = await tx.update(consultations).set({
    ...(patch.topic === undefined ? {} : { topic: patch.topic }),
    ...(patch.agent === undefined ? {} : { agent: patch.agent }),
    ...(patch.date === undefined ? {} : { date: patch.date }),
    ...(patch.notes === undefined ? {} : { notes: patch.notes }),
  }).where(and(eq(consultations.userId, callerUid), eq(consultations.id, consultationId))).returning();
  if (row === undefined) throw new ApiError(404, 'not_found', 'No consultation with this id.');
  return toConsultation(row);
}

export async function listConsultations(db: Db, userId: string): Promise<Consultation[]> {
  const rows = await db.select().from(consultations).where(eq(consultations.userId, userId))
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
  return rows.map(toConsultation);
}

/** 413 when the new image would take the account past its storage quota (DESIGN_STORAGE_QUOTA_BYTES). */
async function checkStorageQuota(tx: Tx, userId: string, adding: number, quotaBytes: number): Promise<void> {
  // One writer per account at a time, so two concurrent saves cannot both squeeze under the quota.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`design-storage:${userId}`}))`);
  const [{ used }] = await tx.select({ used: sql<string>`coalesce(sum(${designImages.bytes}), 0)` })
    .from(designImages).where(eq(designImages.userId, userId));
  const usedBytes = Number(used);
  if (usedBytes + adding > quotaBytes) {
    const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
    throw new ApiError(413, 'storage_quota_exceeded',
      `Your saved designs use ${mb(usedBytes)} MB of your ${mb(quotaBytes)} MB. This image (${mb(adding)} MB) does not fit; delete saved designs to make room.`,
      { image: 'Storage quota exceeded' });
  }
}

export async function createDesign(
  tx: Tx, userId: string, input: z.infer<typeof designInputSchema>, storageQuotaBytes: number,
): Promise<Design> {
  const image = input.image === null ? null : decodePngDataUrl(input.image);
  if (image !== null) await checkStorageQuota(tx, userId, image.length, storageQuotaBytes);
  const [row] = await insertOnce('design', () => tx.insert(designs).values({
    id: input.id ?? randomUUID(), userId, style: input.style, placement: input.placement, size: input.size,
    colors: input.colors, keywords: input.keywords, description: input.description, prompt: input.prompt,
    renderSeed: input.render?.seed ?? null, renderSize: input.render?.size ?? null, analysis: input.analysis,
  }).returning());
  if (image !== null) await tx.insert(designImages).values({ userId, designId: row.id, png: image, bytes: image.length });
  return toDesign(row, image === null ? null : image.length);
}

/**
 * The Analyst's analysis saved with one of the caller's designs (replacing any earlier one).
 * 404 when the caller has no such design (another account's answers alike).
 */
export async function saveDesignAnalysis(tx: Tx, callerUid: string, designId: string, analysis: SavedAnalysis): Promise<Design> {
  const [row] = await tx.update(designs).set({ analysis })
    .where(and(eq(designs.userId, callerUid), eq(designs.id, designId))).returning();
  if (row === undefined) throw new ApiError(404, 'not_found', 'No design with this id.');
  const [image] = await tx.select({ bytes: designImages.bytes }).from(designImages)
    .where(and(eq(designImages.userId, callerUid), eq(designImages.designId, designId)));
  return toDesign(row, image?.bytes ?? null);
}

/** Opaque page cursor: the last item's creation time and id (newest-first order). */
export function encodeDesignCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function decodeDesignCursor(cursor: string): { createdAt: Date; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const createdAt = match ? new Date(match[1]) : undefined;
  if (!match || createdAt === undefined || Number.isNaN(createdAt.getTime())) {
    throw new ApiError(400, 'invalid_request', 'The cursor is not one this server gave out.', { 'querystring.cursor': 'Invalid cursor' });
  }
  return { createdAt, id: match[2] };
}

/** One page of a user's designs, newest first, metadata only (the image bytes are never read). */
export async function listDesigns(db: Db, userId: string, page: { limit: number; cursor?: string }): Promise<DesignPage> {
  const after = page.cursor === undefined ? undefined : decodeDesignCursor(page.cursor);
  // created_at is stored to the microsecond; cursors carry milliseconds, so compare at that precision.
  const createdMs = sql`date_trunc('milliseconds', ${designs.createdAt})`;
  const rows = await db.select({ design: designs, imageBytes: designImages.bytes }).from(designs)
    .leftJoin(designImages, and(eq(designImages.userId, designs.userId), eq(designImages.designId, designs.id)))
    .where(and(
      eq(designs.userId, userId),
      after === undefined ? undefined : or(
        lt(createdMs, after.createdAt),
        and(eq(createdMs, after.createdAt), lt(designs.id, after.id)),
      ),
    ))
    .orderBy(desc(createdMs), desc(designs.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map((row) => toDesign(row.design, row.imageBytes));
  const last = rows.length > page.limit ? rows[page.limit - 1].design : undefined;
  return { items, next_cursor: last === undefined ? null : encodeDesignCursor(last.createdAt, last.id) };
}

/** A design's PNG, or undefined when the caller has no such design with an image. */
export async function readDesignImage(db: Db, userId: string, designId: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ png: designImages.png }).from(designImages)
    .where(and(eq(designImages.userId, userId), eq(designImages.designId, designId)));
  return row?.png;
}

type ArtistRow = typeof artists.$inferSelect;

/** The directory artist an appointment's `artist` names (by id), if any. */
export async function findArtist(db: Db | Tx, artistId: string): Promise<ArtistRow | undefined> {
  const [row] = await db.select().from(artists).where(eq(artists.id, artistId));
  return row;
}

/** 409 unless the time is one of the artist's working slots on that date and has not begun. */
export function requireWorkingSlot(artist: ArtistRow, date: string, time: string, now = new Date()): void {
  if (!openSlots(artist.weeklyHours, artist.timeZone, date, [], now).includes(time)) {
    throw new ApiError(409, 'slot_unavailable',
      `${artist.name} does not take bookings on ${date} at ${time} (${artist.timeZone}). Pick one of the open times.`,
      { time: 'Not an open time' });
  }
}

/**
 * Books a slot. With a directory artist the time must be an open working slot, and the database's
 * partial unique index (one active booking per artist, date and time) settles races: of any
 * number of concurrent requests for one slot exactly one commits, the rest get 409 slot_taken.
 */
export async function createAppointment(
  tx: Tx, userId: string, input: z.infer<typeof appointmentInputSchema>,
): Promise<Appointment> {
  const artist = await findArtist(tx, input.artist);
  if (artist !== undefined) requireWorkingSlot(artist, input.date, input.time);
  const [row] = await insertOnce('appointment', () => tx.insert(appointments).values({
    id: input.id ?? randomUUID(), userId, type: input.type, artist: input.artist, status: 'requested',
    date: input.date, time: input.time, notes: input.notes, artistId: artist?.id ?? null,
    ...(input.details === undefined ? {} : { details: input.details }),
  }).returning(), () => slotTaken(artist?.name ?? input.artist, input.date, input.time));
  return toAppointment(row);
}

/**
 * Moves a requested or confirmed appointment to another slot of the same artist. The old slot
 * is free as soon as this commits (the row's own date and time change); the artist has to
 * confirm the new time, so the status goes back to requested.
 */
export async function rescheduleAppointment(
  tx: Tx, callerUid: string, appointmentId: string, slot: { date: string; time: string },
): Promise<Appointment> {
  const [row] = await tx.select().from(appointments)
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId))).for('update');
  if (row === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
  if (!isActiveStatus(row.status)) {
    throw new ApiError(409, 'invalid_transition', `An appointment that is ${statusWords(row.status)} cannot be rescheduled.`);
  }
  const artist = row.artistId === null ? undefined : await findArtist(tx, row.artistId);
  if (artist !== undefined) requireWorkingSlot(artist, slot.date, slot.time);
  const [updated] = await insertOnce('appointment', () => tx.update(appointments)
    // A paid deposit stays with the appointment (the studio confirms the new time without asking again).
    .set({ date: slot.date, time: slot.time, status: 'requested', ...NO_PROPOSAL, ...NO_DECLINED_PROPOSAL, updatedAt: new Date() })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, callerUid))).returning(),
  () => slotTaken(artist?.name ?? row.artist, slot.date, slot.time));
  return answerFor(tx, updated);
}

/** Active (requested or confirmed) bookings of an artist as `YYYY-MM-DDTHH:MM`, from a date on. */
async function takenSlots(db: Db, artistId: string, fromDate: string, toDate?: string): Promise<Set<string>> {
  const rows = await db.select({ date: appointments.date, time: appointments.time }).from(appointments).where(and(
    eq(appointments.artistId, artistId),
    inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
    gte(appointments.date, fromDate),
    toDate === undefined ? undefined : lte(appointments.date, toDate),
  ));
  return new Set(rows.map((taken) => `${taken.date}T${taken.time}`));
}

/** The open start times of an artist on a date (404 for an unknown artist). */
export async function listArtistSlots(db: Db, artistId: string, date: string): Promise<ArtistSlots> {
  const artist = await findArtist(db, artistId);
  if (artist === undefined) throw new ApiError(404, 'not_found', 'No artist with this id.');
  const taken = await takenSlots(db, artist.id, date, date);
  const times = openSlots(artist.weeklyHours, artist.timeZone, date, [...taken].map((key) => key.slice(11)));
  return { artist_id: artist.id, date, time_zone: artist.timeZone, times };
}

/** How many upcoming open slots each directory entry lists (what the artist agent quotes). */
const DIRECTORY_OPEN_SLOTS = 3;

/** How an artist's deposits are taken (server/payments/depositMethod.ts decides from the settings). */
export type DepositMethodOf = (artistId: string) => DepositMethod;

/** The public face of an artist row: who, where, when, and what booking asks (nothing of any client). */
export function toApiArtist(artist: ArtistRow, openSlotTimes: string[], methodOf: DepositMethodOf): ApiArtist {
  return {
    id: artist.id, name: artist.name, studio: artist.studio, styles: artist.styles, city: artist.city, bio: artist.bio,
    timeZone: artist.timeZone, weeklyHours: artist.weeklyHours, openSlots: openSlotTimes,
    deposit: artist.depositAmount === null || artist.depositCurrency === null ? null
      : { amount: artist.depositAmount, currency: artist.depositCurrency, method: methodOf(artist.id) },
    cancellationPolicy: artist.cancellationPolicy,
  };
}

/** The directory with each artist's next open slots computed from hours and bookings. */
export async function listArtists(db: Db, methodOf: DepositMethodOf = () => 'by_hand'): Promise<ApiArtist[]> {
  const rows = await db.select().from(artists).orderBy(artists.name);
  // A day back: west of UTC the artist's today can still be yesterday in UTC.
  const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const active = await db.select({ artistId: appointments.artistId, date: appointments.date, time: appointments.time })
    .from(appointments).where(and(inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]), gte(appointments.date, today)));
  return rows.map((artist) => {
    const taken = new Set(active.filter((booking) => booking.artistId === artist.id).map((booking) => `${booking.date}T${booking.time}`));
    return toApiArtist(artist, upcomingOpenSlots(artist.weeklyHours, artist.timeZone, taken, DIRECTORY_OPEN_SLOTS), methodOf);
  });
}

export async function listAppointments(db: Db, userId: string): Promise<Appointment[]> {
  const rows = await db.select({ row: appointments, hasPack: hasPackColumn }).from(appointments).where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
  return rows.map(({ row, hasPack }) => toAppointment(row, hasPack));
}

/** Moves an appointment along its lifecycle; 404 unknown or someone else's (alike), 409 not allowed. */
export async function changeAppointmentStatus(
  tx: Tx, callerUid: string, appointmentId: string, next: AppointmentStatus,
): Promise<Appointment> {
  // FOR UPDATE: two concurrent changes to one appointment must see each other's result.
  const [row] = await tx.select().from(appointments)
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId))).for('update');
  // Another account's appointment answers exactly like one that does not exist.
  if (row === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
  // With a directory artist the studio confirms (PUT /crm/studio/requests/…), never the person.
  const allowed = row.artistId === null ? APPOINTMENT_TRANSITIONS : CLIENT_DIRECTORY_TRANSITIONS;
  if (!allowed[row.status].includes(next)) {
    throw new ApiError(409, 'invalid_transition', `An appointment that is ${statusWords(row.status)} cannot become ${statusWords(next)}.`);
  }
  const [updated] = await tx.update(appointments).set({ status: next, updatedAt: new Date() })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, callerUid))).returning();
  return answerFor(tx, updated);
}

// Message Artist ---------------------------------------------------------------------------------

function toMessage(row: typeof appointmentMessages.$inferSelect): AppointmentMessage {
  return {
    id: row.id, user_id: row.userId, appointment_id: row.appointmentId,
    author: row.author === 'studio' ? 'studio' : 'client', body: row.body, created_at: row.createdAt.toISOString(),
  };
}

/** 404 unless the caller owns the appointment (another account's answers exactly alike). */
async function requireOwnAppointment(db: Db | Tx, callerUid: string, appointmentId: string): Promise<void> {
  const [row] = await db.select({ id: appointments.id }).from(appointments)
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId)));
  if (row === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
}

/** The thread of one of the caller's appointments, oldest first (how a conversation reads). */
export async function listAppointmentMessages(db: Db, callerUid: string, appointmentId: string): Promise<AppointmentMessage[]> {
  await requireOwnAppointment(db, callerUid, appointmentId);
  const rows = await db.select().from(appointmentMessages)
    .where(and(eq(appointmentMessages.userId, callerUid), eq(appointmentMessages.appointmentId, appointmentId)))
    .orderBy(appointmentMessages.createdAt, appointmentMessages.id);
  return rows.map(toMessage);
}

/** Every message of a user (account export), grouped by appointment, oldest first. */
export async function listAllAppointmentMessages(db: Db, userId: string): Promise<AppointmentMessage[]> {
  const rows = await db.select().from(appointmentMessages).where(eq(appointmentMessages.userId, userId))
    .orderBy(appointmentMessages.appointmentId, appointmentMessages.createdAt, appointmentMessages.id);
  return rows.map(toMessage);
}

/** Adds the caller's message to the thread of one of their appointments. */
export async function createAppointmentMessage(
  tx: Tx, callerUid: string, appointmentId: string, input: z.infer<typeof appointmentMessageInputSchema>,
): Promise<AppointmentMessage> {
  await requireOwnAppointment(tx, callerUid, appointmentId);
  const [row] = await insertOnce('message', () => tx.insert(appointmentMessages).values({
    id: input.id ?? randomUUID(), userId: callerUid, appointmentId, author: 'client', body: input.body,
  }).returning());
  return toMessage(row);
}
