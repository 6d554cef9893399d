/**
 * Hand-off packs: the one-page PDF the person's device makes for a request (issue #36), stored
 * apart from the appointment row (lists never read the bytes). The person attaches or replaces it;
 * the person and the request's artist read it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { appointmentPacks, appointments } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { PACK_PDF_MAX_BYTES, PDF_DATA_URL_PREFIX, type PackReceipt } from '../../src/engine/crm/schemas.ts';

/** Every PDF file starts with these bytes (ISO 32000-1, 7.5.2 "File header"). */
const PDF_HEADER = '%PDF-';
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodePdfDataUrl(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(PDF_DATA_URL_PREFIX.length);
  if (base64.length % 4 !== 0 || !BASE64_PATTERN.test(base64)) {
    throw new ApiError(400, 'invalid_request', 'The pack is not valid base64.', { pdf: 'Not valid base64' });
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > PACK_PDF_MAX_BYTES) {
    throw new ApiError(413, 'payload_too_large', 'The hand-off pack is larger than 6 MB.', { pdf: 'At most 6 MB' });
  }
  if (Buffer.from(bytes.subarray(0, PDF_HEADER.length)).toString('latin1') !== PDF_HEADER) {
    throw new ApiError(400, 'invalid_request', 'The hand-off pack is not a PDF.', { pdf: 'Not a PDF' });
  }
  return bytes;
}

/** Attaches (or replaces) the pack of one of the caller's appointments. */
export async function savePack(tx: Tx, callerUid: string, appointmentId: string, dataUrl: string): Promise<PackReceipt> {
  const pdf = decodePdfDataUrl(dataUrl);
  const [owned] = await tx.select({ id: appointments.id }).from(appointments)
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId)));
  if (owned === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
  const [row] = await tx.insert(appointmentPacks).values({ userId: callerUid, appointmentId, pdf, bytes: pdf.length })
    .onConflictDoUpdate({
      target: [appointmentPacks.userId, appointmentPacks.appointmentId],
      set: { pdf: sql`excluded.pdf`, bytes: sql`excluded.bytes`, createdAt: new Date() },
    }).returning({ bytes: appointmentPacks.bytes, createdAt: appointmentPacks.createdAt });
  return { appointment_id: appointmentId, bytes: row.bytes, created_at: row.createdAt.toISOString() };
}

/** The pack of one of the caller's appointments, or undefined. */
export async function readPack(db: Db, userId: string, appointmentId: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ pdf: appointmentPacks.pdf }).from(appointmentPacks)
    .where(and(eq(appointmentPacks.userId, userId), eq(appointmentPacks.appointmentId, appointmentId)));
  return row?.pdf;
}

/** The pack of a request made to this artist, or undefined (another artist's answers alike). */
export async function readStudioPack(db: Db, artistId: string, clientId: string, appointmentId: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ pdf: appointmentPacks.pdf }).from(appointmentPacks)
    .innerJoin(appointments, and(eq(appointments.userId, appointmentPacks.userId), eq(appointments.id, appointmentPacks.appointmentId)))
    .where(and(eq(appointmentPacks.userId, clientId), eq(appointmentPacks.appointmentId, appointmentId), eq(appointments.artistId, artistId)));
  return row?.pdf;
}
