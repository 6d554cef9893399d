/** The slice of the identity provider's user the UI shows (spec §3 "Current user"). */
export interface CurrentUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** Avatar menu name: display name, else the part of the email before the @, else 'User' (spec §2). */
export function userDisplayName(user: Pick<CurrentUser, 'displayName' | 'email'>): string {
  const name = user.displayName?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
}

/**
 * Avatar initials (spec §2): first letters of the first two words of the display name, else the
 * first letter of the email, else 'U'.
 */
export function userInitials(user: Pick<CurrentUser, 'displayName' | 'email'>): string {
  const words = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0])
      .join('')
      .toUpperCase();
  }
  const first = Array.from((user.email ?? '').trim())[0];
  return first ? first.toUpperCase() : 'U';
}
