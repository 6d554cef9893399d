/**
 * The profile record (spec §3 "User profile") and its read model: the stored row plus the
 * summaries of the user's consultations, designs and appointments.
 */
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { VerifiedCaller } from '../auth.ts';
import type { Db, Tx } from '../db/connect.ts';
import { appointments, consultations, designs, profiles } from '../db/schema.ts';
import type { profileSchema, profileUpdateSchema } from './schemas.ts';

export type Profile = z.infer<typeof profileSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Splits a display name the way sign-up joined it: first word, then the rest. */
export function splitDisplayName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The row a first sign-in creates: names and email from the token, everything else empty. */
export function profileFromClaims(caller: VerifiedCaller): typeof profiles.$inferInsert {
  return { userId: caller.uid, ...splitDisplayName(caller.name), email: caller.email ?? '' };
}

export async function readProfile(db: Db | Tx, userId: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (row === undefined) return undefined;
  const [consultationRows, designRows, appointmentRows] = await Promise.all([
    db.select({ topic: consultations.topic, agent: consultations.agent, date: consultations.date, notes: consultations.notes })
      .from(consultations).where(eq(consultations.userId, userId)).orderBy(desc(consultations.createdAt), desc(consultations.id)),
    db.select({ id: designs.id, style: designs.style, placement: designs.placement, createdAt: designs.createdAt })
      .from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.createdAt), desc(designs.id)),
    db.select({
      id: appointments.id, type: appointments.type, artist: appointments.artist, status: appointments.status,
      date: appointments.date, time: appointments.time,
    }).from(appointments).where(eq(appointments.userId, userId)).orderBy(desc(appointments.createdAt), desc(appointments.id)),
  ]);
  return {
    user_id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    location: row.location,
    preferredStyles: row.preferredStyles,
    tattooExperience: row.tattooExperience,
    skinTone: row.skinTone,
    allergies: row.allergies,
    medicalConditions: row.medicalConditions,
    emergencyContact: row.emergencyContact,
    designPreferences: row.designPreferences,
    consultationHistory: consultationRows,
    savedDesigns: designRows.map((design) => ({
      id: design.id, style: design.style, placement: design.placement, created_at: design.createdAt.toISOString(),
    })),
    appointments: appointmentRows,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin.toISOString(),
  };
}

/** Creates the caller's profile from the token on first sign-in; later sign-ins bump lastLogin. */
export async function signInProfile(tx: Tx, caller: VerifiedCaller): Promise<void> {
  await tx.insert(profiles).values(profileFromClaims(caller))
    .onConflictDoUpdate({ target: profiles.userId, set: { lastLogin: new Date() } });
}

/** Applies an update; a caller without a stored profile gets one seeded from the token first. */
export async function updateProfile(tx: Tx, caller: VerifiedCaller, update: ProfileUpdate): Promise<void> {
  await tx.insert(profiles).values(profileFromClaims(caller)).onConflictDoNothing({ target: profiles.userId });
  const changes: Partial<typeof profiles.$inferInsert> = {
    firstName: update.firstName,
    lastName: update.lastName,
    email: update.email,
    phone: update.phone,
    location: update.location,
    dateOfBirth: update.dateOfBirth,
    preferredStyles: update.preferredStyles,
    tattooExperience: update.tattooExperience,
    skinTone: update.skinTone,
    allergies: update.allergies,
    medicalConditions: update.medicalConditions,
    emergencyContact: update.emergencyContact,
    designPreferences: update.designPreferences,
  };
  const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(present).length > 0) {
    await tx.update(profiles).set(present).where(eq(profiles.userId, caller.uid));
  }
}
