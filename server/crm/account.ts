/**
 * The account belongs to the user: everything the server holds of them in one JSON document
 * (GET /crm/account/:userId/export), and all of it deleted in one transaction
 * (DELETE /crm/account/:userId) before the Firebase account itself is deleted.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connect.ts';
import { appointmentMessages, appointmentPacks, appointments, consultations, designImages, designs, idempotencyKeys, profiles, usageCounters } from '../db/schema.ts';
import { readProfile } from './profile.ts';
import { listAllAppointmentMessages, listAppointments, listConsultations, listDesigns, readDesignImage } from './records.ts';
import { appointmentMessageSchema, appointmentSchema, consultationSchema, designSchema, profileSchema, type Design } from '../../src/engine/crm/schemas.ts';
import { DESIGN_PAGE_MAX_LIMIT } from '../../src/engine/contracts/designs.ts';

/** An exported design carries its PNG as a data URL, so the file is the whole account. */
const exportedDesignSchema = designSchema.extend({ image: z.string().nullable() });

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user_id: z.string(),
  /** null when the user never created a profile. */
  profile: profileSchema.nullable(),
  designs: z.array(exportedDesignSchema),
  consultations: z.array(consultationSchema),
  appointments: z.array(appointmentSchema),
  /** Message Artist threads, every appointment's, oldest first within each. */
  appointmentMessages: z.array(appointmentMessageSchema),
}).describe('AccountExport');

export const accountDeletionSchema = z.object({
  deleted: z.object({
    profile: z.number().int(),
    designs: z.number().int(),
    consultations: z.number().int(),
    appointments: z.number().int(),
    appointmentMessages: z.number().int(),
    /** Hand-off packs (PDFs) attached to the appointments. */
    appointmentPacks: z.number().int(),
    designImages: z.number().int(),
    idempotencyKeys: z.number().int(),
    usageCounters: z.number().int(),
  }),
  /** True when the identity provider's account was deleted too (false: it was already gone). */
  identityDeleted: z.boolean(),
}).describe('AccountDeletion');

export type AccountExport = z.infer<typeof accountExportSchema>;
export type DeletedCounts = z.infer<typeof accountDeletionSchema>['deleted'];

export async function exportAccount(db: Db, userId: string): Promise<AccountExport> {
  const [profile, designList, consultationList, appointmentList, messageList] = await Promise.all([
    readProfile(db, userId), exportedDesigns(db, userId), listConsultations(db, userId), listAppointments(db, userId),
    listAllAppointmentMessages(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    user_id: userId,
    profile: profile ?? null,
    designs: designList,
    consultations: consultationList,
    appointments: appointmentList,
    appointmentMessages: messageList,
  };
}

/** Every design of the user (all pages), each with its PNG inlined. */
async function exportedDesigns(db: Db, userId: string): Promise<z.infer<typeof exportedDesignSchema>[]> {
  const all: Design[] = [];
  let cursor: string | undefined;
  do {
    const page = await listDesigns(db, userId, { limit: DESIGN_PAGE_MAX_LIMIT, cursor });
    all.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  const out = [];
  for (const design of all) {
    const png = design.image_url ? await readDesignImage(db, userId, design.id) : undefined;
    out.push({ ...design, image: png ? `data:image/png;base64,${Buffer.from(png).toString('base64')}` : null });
  }
  return out;
}

/** Deletes every row that belongs to userId; run inside one transaction so it is all or nothing. */
export async function deleteAccountRecords(tx: Tx, userId: string): Promise<DeletedCounts> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    designImages: await count(tx.delete(designImages).where(eq(designImages.userId, userId)).returning({ id: designImages.designId })),
    designs: await count(tx.delete(designs).where(eq(designs.userId, userId)).returning({ id: designs.id })),
    consultations: await count(tx.delete(consultations).where(eq(consultations.userId, userId)).returning({ id: consultations.id })),
    appointmentMessages: await count(tx.delete(appointmentMessages).where(eq(appointmentMessages.userId, userId)).returning({ id: appointmentMessages.id })),
    appointmentPacks: await count(tx.delete(appointmentPacks).where(eq(appointmentPacks.userId, userId)).returning({ id: appointmentPacks.appointmentId })),
    appointments: await count(tx.delete(appointments).where(eq(appointments.userId, userId)).returning({ id: appointments.id })),
    idempotencyKeys: await count(tx.delete(idempotencyKeys).where(eq(idempotencyKeys.uid, userId)).returning({ key: idempotencyKeys.key })),
    usageCounters: await count(tx.delete(usageCounters).where(eq(usageCounters.identity, `uid:${userId}`)).returning({ day: usageCounters.day })),
    profile: await count(tx.delete(profiles).where(eq(profiles.userId, userId)).returning({ id: profiles.userId })),
  };
}
