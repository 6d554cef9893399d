/**
 * The account belongs to the user: everything the server holds of them in one JSON document
 * (GET /crm/account/:userId/export), and all of it deleted in one transaction
 * (DELETE /crm/account/:userId) before the Firebase account itself is deleted.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connect.ts';
import { appointments, consultations, designs, idempotencyKeys, profiles } from '../db/schema.ts';
import { readProfile } from './profile.ts';
import { listAppointments, listConsultations, listDesigns } from './records.ts';
import { appointmentSchema, consultationSchema, designSchema, profileSchema } from './schemas.ts';

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user_id: z.string(),
  /** null when the user never created a profile. */
  profile: profileSchema.nullable(),
  designs: z.array(designSchema),
  consultations: z.array(consultationSchema),
  appointments: z.array(appointmentSchema),
}).describe('AccountExport');

export const accountDeletionSchema = z.object({
  deleted: z.object({
    profile: z.number().int(),
    designs: z.number().int(),
    consultations: z.number().int(),
    appointments: z.number().int(),
    idempotencyKeys: z.number().int(),
  }),
  /** True when the identity provider's account was deleted too (false: it was already gone). */
  identityDeleted: z.boolean(),
}).describe('AccountDeletion');

export type AccountExport = z.infer<typeof accountExportSchema>;
export type DeletedCounts = z.infer<typeof accountDeletionSchema>['deleted'];

export async function exportAccount(db: Db, userId: string): Promise<AccountExport> {
  const [profile, designList, consultationList, appointmentList] = await Promise.all([
    readProfile(db, userId), listDesigns(db, userId), listConsultations(db, userId), listAppointments(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    user_id: userId,
    profile: profile ?? null,
    designs: designList,
    consultations: consultationList,
    appointments: appointmentList,
  };
}

/** Deletes every row that belongs to userId; run inside one transaction so it is all or nothing. */
export async function deleteAccountRecords(tx: Tx, userId: string): Promise<DeletedCounts> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    designs: await count(tx.delete(designs).where(eq(designs.userId, userId)).returning({ id: designs.id })),
    consultations: await count(tx.delete(consultations).where(eq(consultations.userId, userId)).returning({ id: consultations.id })),
    appointments: await count(tx.delete(appointments).where(eq(appointments.userId, userId)).returning({ id: appointments.id })),
    idempotencyKeys: await count(tx.delete(idempotencyKeys).where(eq(idempotencyKeys.uid, userId)).returning({ key: idempotencyKeys.key })),
    profile: await count(tx.delete(profiles).where(eq(profiles.userId, userId)).returning({ id: profiles.userId })),
  };
}
