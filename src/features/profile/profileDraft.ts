/**
 * The profile's edit mode as pure data (spec §4 "Profile": Edit copies the profile into a draft,
 * Cancel discards it, Save sends it). Validation is the server's own schema, so a draft that
 * passes here is never refused later for its shape.
 */
import { profileUpdateSchema, type ProfileUpdate } from '@/engine/crm/schemas';

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  /** Comma-separated in the form; a list on the wire. */
  preferredStyles: string;
  tattooExperience: string;
  designSize: string;
  designPlacement: string;
  colorPreference: string;
  stylePreferences: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelationship: string;
}

export type DraftErrors = Partial<Record<keyof ProfileDraft, string>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Comma-separated text → a list without empty items. */
export const splitList = (value: string): string[] => value.split(',').map((v) => v.trim()).filter(Boolean);

export function draftFromProfile(profile: Record<string, unknown>): ProfileDraft {
  const prefs = object(profile.designPreferences);
  const contact = object(profile.emergencyContact);
  return {
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    email: text(profile.email),
    phone: text(profile.phone),
    location: text(profile.location),
    preferredStyles: list(profile.preferredStyles).join(', '),
    tattooExperience: text(profile.tattooExperience),
    designSize: text(prefs.size),
    designPlacement: text(prefs.placement),
    colorPreference: text(prefs.colorPreference),
    stylePreferences: list(prefs.stylePreferences).join(', '),
    emergencyName: text(contact.name),
    emergencyPhone: text(contact.phone),
    emergencyRelationship: text(contact.relationship),
  };
}

/** Which draft field a schema path belongs to (for the per-field error). */
const FIELD_OF_PATH: Record<string, keyof ProfileDraft> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  location: 'location',
  preferredStyles: 'preferredStyles',
  tattooExperience: 'tattooExperience',
  'designPreferences.size': 'designSize',
  'designPreferences.placement': 'designPlacement',
  'designPreferences.colorPreference': 'colorPreference',
  'designPreferences.stylePreferences': 'stylePreferences',
  'emergencyContact.name': 'emergencyName',
  'emergencyContact.phone': 'emergencyPhone',
  'emergencyContact.relationship': 'emergencyRelationship',
};

const MESSAGES: Partial<Record<keyof ProfileDraft, string>> = {
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  emergencyPhone: 'Enter a valid phone number',
};

/** The draft as the server's update, or the errors per field. */
export function patchFromDraft(draft: ProfileDraft): { ok: true; patch: ProfileUpdate } | { ok: false; errors: DraftErrors } {
  const patch: ProfileUpdate = {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    location: draft.location.trim(),
    preferredStyles: splitList(draft.preferredStyles),
    tattooExperience: draft.tattooExperience.trim(),
    designPreferences: {
      size: draft.designSize.trim(),
      placement: draft.designPlacement.trim(),
      colorPreference: draft.colorPreference.trim(),
      stylePreferences: splitList(draft.stylePreferences),
    },
    emergencyContact: {
      name: draft.emergencyName.trim(),
      phone: draft.emergencyPhone.trim(),
      relationship: draft.emergencyRelationship.trim(),
    },
  };
  const result = profileUpdateSchema.safeParse(patch);
  if (result.success) return { ok: true, patch };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.filter((p) => typeof p === 'string').join('.');
    const field = FIELD_OF_PATH[path];
    if (field && !errors[field]) errors[field] = MESSAGES[field] ?? (issue.code === 'too_big' ? 'Too long' : 'Check this field');
  }
  return { ok: false, errors };
}

/** Header initials from the profile's names, else the email, else 'U' (spec §2's rule). */
export function profileInitials(profile: Record<string, unknown>): string {
  const letters = [text(profile.firstName), text(profile.lastName)].map((w) => Array.from(w.trim())[0] ?? '').join('');
  if (letters) return letters.toUpperCase();
  const first = Array.from(text(profile.email).trim())[0];
  return first ? first.toUpperCase() : 'U';
}

export const fullName = (profile: Record<string, unknown>): string =>
  [text(profile.firstName), text(profile.lastName)].map((s) => s.trim()).filter(Boolean).join(' ');

export const PROFILE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'designs', label: 'My Designs' },
  { id: 'consultations', label: 'Consultations' },
  { id: 'appointments', label: 'Appointments' },
  { id: 'preferences', label: 'Preferences' },
] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

/** The `?tab=` value, or Overview for anything unknown. */
export function tabFromQuery(value: string | null): ProfileTabId {
  return PROFILE_TABS.find((t) => t.id === value)?.id ?? 'overview';
}
