import { describe, expect, it } from 'vitest';
import { userDisplayName, userInitials } from '@/shared/auth/userDisplay';

describe('avatar menu name (spec §2)', () => {
  it.each([
    [{ displayName: 'Riley Stone', email: 'riley@example.com' }, 'Riley Stone'],
    [{ displayName: '  ', email: 'ink.lover@example.com' }, 'ink.lover'],
    [{ displayName: null, email: 'ink.lover@example.com' }, 'ink.lover'],
    [{ displayName: null, email: '@example.com' }, 'User'],
    [{ displayName: null, email: null }, 'User'],
  ])('%o → %s', (user, expected) => {
    expect(userDisplayName(user)).toBe(expected);
  });
});

describe('avatar initials (spec §2)', () => {
  it.each([
    [{ displayName: 'Riley Stone', email: 'x@example.com' }, 'RS'],
    [{ displayName: 'riley ann stone', email: null }, 'RA'],
    [{ displayName: 'Cher', email: 'c@example.com' }, 'C'],
    [{ displayName: '  Émile   zola ', email: null }, 'ÉZ'],
    [{ displayName: '', email: 'zed@example.com' }, 'Z'],
    [{ displayName: null, email: null }, 'U'],
    [{ displayName: null, email: '' }, 'U'],
  ])('%o → %s', (user, expected) => {
    expect(userInitials(user)).toBe(expected);
  });
});
