import { describe, expect, it } from 'vitest';
import { draftFromProfile, fullName, patchFromDraft, profileInitials, tabFromQuery } from './profileDraft';

const profile = {
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 1234', location: 'London',
  preferredStyles: ['geometric', 'japanese'], tattooExperience: 'first',
  designPreferences: { size: 'small', placement: 'forearm', colorPreference: 'black only', stylePreferences: ['fine line'] },
  emergencyContact: { name: 'Mary', phone: '0123', relationship: 'sister' },
};

describe('profile draft', () => {
  it('round-trips a profile into the server update', () => {
    const result = patchFromDraft(draftFromProfile(profile));
    expect(result).toEqual({ ok: true, patch: {
      firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 1234', location: 'London',
      preferredStyles: ['geometric', 'japanese'], tattooExperience: 'first',
      designPreferences: profile.designPreferences, emergencyContact: profile.emergencyContact,
    } });
  });

  it('reads a profile with missing fields as empty, never invented', () => {
    const draft = draftFromProfile({});
    expect(Object.values(draft).every((v) => v === '')).toBe(true);
  });

  it('names the field a bad value is in', () => {
    const draft = { ...draftFromProfile(profile), email: 'not-an-email', emergencyPhone: 'call me' };
    expect(patchFromDraft(draft)).toEqual({ ok: false, errors: { email: 'Enter a valid email address', emergencyPhone: 'Enter a valid phone number' } });
  });

  it('splits comma lists and drops empty items', () => {
    const result = patchFromDraft({ ...draftFromProfile({}), preferredStyles: ' tribal, ,dotwork ,' });
    expect(result.ok && result.patch.preferredStyles).toEqual(['tribal', 'dotwork']);
  });

  it('makes initials and the full name', () => {
    expect(profileInitials(profile)).toBe('AL');
    expect(profileInitials({ email: 'zed@x.io' })).toBe('Z');
    expect(profileInitials({})).toBe('U');
    expect(fullName({ firstName: 'Ada', lastName: ' ' })).toBe('Ada');
  });

  it('keeps only known tabs', () => {
    expect(tabFromQuery('designs')).toBe('designs');
    expect(tabFromQuery('admin')).toBe('overview');
    expect(tabFromQuery(null)).toBe('overview');
  });
});
