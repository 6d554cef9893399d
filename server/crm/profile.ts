/**
 * The profile record (spec §3 "User profile") and its read model: the stored row plus the
 * summaries of the user's consultations, designs and appointments.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { VerifiedCaller } from '../auth.ts';
import type { Db, Tx } from '../db/connect.ts';
import { appointments, consultations, designs, profiles } from '../db/schema.ts';
import type { Profile, profileUpdateSchema } from '../../src/engine/crm/schemas';

export type { Profile } from '../../src/engine/crm/schemas';
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Splits a display name the way sign-up joined it: first word, then the rest. */
export function splitDisplayName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The row a first sign-in creates: names and email from the token, everything else empty. */
export function profileFromClaims(caller: VerifiedCaller, pro = false, artistId: string | null = null): typeof profiles.$inferInsert {
  return { userId: caller.uid, ...splitDisplayName(caller.name), email: caller.email ?? '', pro, artistId };
}

type Account = Pick<VerifiedCaller, 'uid' | 'email'>;

/** Does an account match one entry: a Firebase uid, an email address, `*@domain`, or `*`? */
function matchesEntry(entry: string, { uid, email }: Account): boolean {
  const address = (email ?? '').toLowerCase();
  if (entry === '*') return true;
  if (entry.startsWith('*@')) return address !== '' && address.endsWith(entry.slice(1));
  return entry === uid.toLowerCase() || (address !== '' && entry === address);
}

/**
 * Who is on the Pro plan (PRO_UIDS, comma-separated): Firebase uids, email addresses, `*@domain`
 * for every address of a domain (the demo), or `*` for everyone. Empty: nobody.
 */
export function proPolicy(setting: string | undefined): (caller: Account) => boolean {
  const entries = (setting ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return (caller) => entries.some((entry) => matchesEntry(entry, caller));
}

/**
 * Which accounts answer for which directory artist (ARTIST_ACCOUNTS, comma-separated
 * `who=artist-id`, `who` as in PRO_UIDS but never `*`): the studio's side of booking. The first
 * matching entry wins; an account matching none is an ordinary client.
 */
export function artistPolicy(setting: string | undefined): (caller: Account) => string | null {
  const entries = (setting ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const at = entry.lastIndexOf('=');
    const who = entry.slice(0, Math.max(at, 0)).trim().toLowerCase();
    if (at <= 0 || who === '*' || entry.slice(at + 1).trim() === '') throw new Error(`ARTIST_ACCOUNTS entries are who=artist-id (who: a uid, an email or *@domain), got "${entry}"`);
    return { who, artistId: entry.slice(at + 1).trim() };
  });
  return (caller) => entries.find((entry) => matchesEntry(entry.who, caller))?.artistId ?? null;
}

/** ISO-8601 in UTC with milliseconds, the same text Date.prototype.toISOString() gives. */
const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The profile with its three summaries in ONE statement: on PGlite every round trip costs, and
 * the profile is the app's most frequent read.
 */
export async function readProfile(db: Db | Tx, userId: string): Promise<Profile | undefined> {
  const result = await db.execute(sql`
    select p.*,
      ${isoUtc(sql`p.created_at`)} as created_at_iso,
      ${isoUtc(sql`p.last_login`)} as last_login_iso,
      (select coalesce(json_agg(json_build_object('topic', c.topic, 'agent', c.agent, 'date', c.date, 'notes', c.notes)
         order by c.created_at desc, c.id desc), '[]'::json)
       from ${consultations} c where c.user_id = p.user_id) as consultation_history,
      (select coalesce(json_agg(json_build_object('id', d.id, 'style', d.style, 'placement', d.placement,
         'created_at', ${isoUtc(sql`d.created_at`)}) order by d.created_at desc, d.id desc), '[]'::json)
       from ${designs} d where d.user_id = p.user_id) as saved_designs,
      (select coalesce(json_agg(json_build_object('id', a.id, 'type', a.type, 'artist', a.artist, 'status', a.status,
         'date', a.date, 'time', a.time) order by a.created_at desc, a.id desc), '[]'::json)
       from ${appointments} a where a.user_id = p.user_id) as appointments
    from ${profiles} p where p.user_id = ${userId}`);
  const row = (result as unknown as { rows: ProfileRow[] }).rows[0];
  if (row === undefined) return undefined;
  return {
    user_id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.date_of_birth,
    location: row.location,
    preferredStyles: row.preferred_styles,
    tattooExperience: row.tattoo_experience,
    skinTone: row.skin_tone,
    allergies: row.allergies,
    medicalConditions: row.medical_conditions,
    emergencyContact: row.emergency_contact,
    designPreferences: row.design_preferences,
    consultationHistory: row.consultation_history,
    savedDesigns: row.saved_designs,
    appointments: row.appointments,
    createdAt: row.created_at_iso,
    lastLogin: row.last_login_iso,
    pro: row.pro,
    artistId: row.artist_id,
  };
}

/** One row of readProfile's statement, as both drivers return it (json columns parsed). */
interface ProfileRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  location: string;
  preferred_styles: string[];
  tattoo_experience: string;
  skin_tone: string;
  allergies: string[];
  medical_conditions: string[];
  emergency_contact: Profile['emergencyContact'];
  design_preferences: Profile['designPreferences'];
  consultation_history: Profile['consultationHistory'];
  saved_designs: Profile['savedDesigns'];
  appointments: Profile['appointments'];
  created_at_iso: string;
  last_login_iso: string;
  pro: boolean;
  artist_id: string | null;
}

/**
 * Creates the caller's profile from the token on first sign-in; later sign-ins bump lastLogin.
 * The Pro flag and the artist role are the server's to set (PRO_UIDS, ARTIST_ACCOUNTS), refreshed at every sign-in.
 */
export async function signInProfile(tx: Tx, caller: VerifiedCaller, pro: boolean, artistId: string | null = null): Promise<void> {
  await tx.insert(profiles).values(profileFromClaims(caller, pro, artistId))
    .onConflictDoUpdate({ target: profiles.userId, set: { lastLogin: new Date(), pro, artistId } });
}

/** Creates the caller's profile from the token when there is none yet; an existing one is left alone. */
export async function ensureProfile(tx: Tx, caller: VerifiedCaller, pro: boolean, artistId: string | null): Promise<void> {
  await tx.insert(profiles).values(profileFromClaims(caller, pro, artistId)).onConflictDoNothing({ target: profiles.userId });
}

/** Applies an update; a caller without a stored profile gets one seeded from the token first. */
export async function updateProfile(tx: Tx, caller: VerifiedCaller, update: ProfileUpdate, pro: boolean): Promise<void> {
  await tx.insert(profiles).values(profileFromClaims(caller, pro)).onConflictDoNothing({ target: profiles.userId });
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
