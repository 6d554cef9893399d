/**
 * Consultations, designs and appointments: row ↔ API mapping and the writes, each of which runs
 * inside the transaction runWrite gives it (so the record and its idempotency receipt commit
 * together).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/connect.ts';
import { appointments, consultations, designs, type AppointmentStatus } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import {
  APPOINTMENT_TRANSITIONS, DESIGN_PNG_MAX_BYTES, PNG_DATA_URL_PREFIX,
  type Appointment, type appointmentInputSchema, type Consultation, type consultationInputSchema,
  type Design, type designInputSchema,
} from '../../src/engine/crm/schemas';

export type { Appointment, Consultation, Design } from '../../src/engine/crm/schemas';


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

function toDesign(row: typeof designs.$inferSelect): Design {
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
    image: row.image === null ? null : PNG_DATA_URL_PREFIX + Buffer.from(row.image).toString('base64'),
    created_at: row.createdAt.toISOString(),
  };
}

function toAppointment(row: typeof appointments.$inferSelect): Appointment {
  return {
    id: row.id, user_id: row.userId, type: row.type, artist: row.artist, status: row.status,
    date: row.date, time: row.time, notes: row.notes,
  };
}

async function insertOnce<T>(kind: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
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

export async function listConsultations(db: Db, userId: string): Promise<Consultation[]> {
  const rows = await db.select().from(consultations).where(eq(consultations.userId, userId))
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
  return rows.map(toConsultation);
}

export async function createDesign(tx: Tx, userId: string, input: z.infer<typeof designInputSchema>): Promise<Design> {
  const image = input.image === null ? null : decodePngDataUrl(input.image);
  const [row] = await insertOnce('design', () => tx.insert(designs).values({
    id: input.id ?? randomUUID(), userId, style: input.style, placement: input.placement, size: input.size,
    colors: input.colors, keywords: input.keywords, description: input.description, prompt: input.prompt, image,
  }).returning());
  return toDesign(row);
}

export async function listDesigns(db: Db, userId: string): Promise<Design[]> {
  const rows = await db.select().from(designs).where(eq(designs.userId, userId))
    .orderBy(desc(designs.createdAt), desc(designs.id));
  return rows.map(toDesign);
}

export async function createAppointment(
  tx: Tx, userId: string, input: z.infer<typeof appointmentInputSchema>,
): Promise<Appointment> {
  const [row] = await insertOnce('appointment', () => tx.insert(appointments).values({
    id: input.id ?? randomUUID(), userId, type: input.type, artist: input.artist, status: 'requested',
    date: input.date, time: input.time, notes: input.notes,
  }).returning());
  return toAppointment(row);
}

export async function listAppointments(db: Db, userId: string): Promise<Appointment[]> {
  const rows = await db.select().from(appointments).where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
  return rows.map(toAppointment);
}

/** Moves an appointment along its lifecycle; 404 unknown, 403 someone else's, 409 not allowed. */
export async function changeAppointmentStatus(
  tx: Tx, callerUid: string, appointmentId: string, next: AppointmentStatus,
): Promise<Appointment> {
  // FOR UPDATE: two concurrent changes to one appointment must see each other's result.
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  if (row === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
  if (row.userId !== callerUid) throw new ApiError(403, 'forbidden', 'This appointment belongs to another account.');
  if (!APPOINTMENT_TRANSITIONS[row.status].includes(next)) {
    throw new ApiError(409, 'invalid_transition', `An appointment that is ${row.status} cannot become ${next}.`);
  }
  const [updated] = await tx.update(appointments).set({ status: next, updatedAt: new Date() })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, callerUid))).returning();
  return toAppointment(updated);
}
