/**
 * Identity-provider error codes → what the user reads (spec §8 "Login" and "Identity provider
 * codes seen", plus the codes Firebase v9+ raises instead of the older ones). Pure: the screens
 * decide where a message goes (beside a field, above the form, or a toast).
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  googleFailed: 'Failed to sign in with Google. Please try again.',
  signedIn: 'Signed in successfully!',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

export type AuthFlow = 'email-sign-in' | 'sign-up' | 'google';

export interface AuthErrorOutcome {
  /** null: nothing to show (the user closed the popup themselves). */
  message: string | null;
  /** The field the message belongs beside, when it is about one field. */
  field?: 'email' | 'password';
  /** The password policy should be fetched again (the provider refused the password). */
  refreshPasswordPolicy?: boolean;
}

/** The code of a Firebase error (`auth/...`), or undefined for anything else. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

const CODE_MESSAGES: Record<string, AuthErrorOutcome> = {
  'auth/invalid-email': { message: AUTH_MESSAGES.emailInvalid, field: 'email' },
  'auth/missing-email': { message: AUTH_MESSAGES.emailRequired, field: 'email' },
  'auth/missing-password': { message: AUTH_MESSAGES.passwordRequired, field: 'password' },
  'auth/email-already-in-use': { message: 'An account with this email already exists. Sign in instead.', field: 'email' },
  'auth/weak-password': { message: 'This password is too weak. Check the requirements below.', field: 'password', refreshPasswordPolicy: true },
  'auth/password-does-not-meet-requirements': {
    message: 'This password does not meet the requirements below.', field: 'password', refreshPasswordPolicy: true,
  },
  'auth/too-many-requests': { message: 'Too many attempts. Please wait a moment and try again.' },
  'auth/user-disabled': { message: 'This account has been disabled. Contact the studio for help.' },
  'auth/multi-factor-auth-required': { message: 'This account needs a second sign-in step, which InkClarity does not support yet.' },
  'auth/user-mismatch': { message: 'That is a different account from the one signed in here. Use the same account.' },
  'auth/requires-recent-login': { message: 'For your safety, sign in again and then repeat this.' },
  'auth/unauthorized-domain': { message: 'Sign-in is not allowed from this web address. Ask the studio to add it to the sign-in settings.' },
  'auth/popup-blocked': { message: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.' },
  'auth/web-storage-unsupported': { message: 'Sign-in needs browser storage. Allow site data (or leave private browsing) and try again.' },
  'auth/network-request-failed': { message: 'Unable to reach the sign-in service. Please check your connection.' },
  'auth/invalid-api-key': { message: 'Sign-in is not set up correctly on this server (invalid API key).' },
  'auth/operation-not-supported-in-this-environment': { message: 'This browser cannot sign in this way. Try Continue with Email.' },
  'auth/operation-not-allowed': { message: 'This sign-in method is not turned on for InkClarity.' },
  'auth/account-exists-with-different-credential': { message: 'This email already has an account with a password. Continue with Email instead.' },
  'auth/credential-already-in-use': { message: 'This Google account already belongs to another InkClarity account.' },
  'auth/internal-error': { message: 'The sign-in service had a problem. Please try again.' },
};

/** Codes that mean "wrong email or password", old and new (Firebase hides which one since 2023). */
const CREDENTIAL_CODES = new Set([
  'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password', 'auth/user-not-found',
]);

/** The user closed or replaced the popup: their own choice, not an error to toast. */
const POPUP_CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

export function authErrorOutcome(error: unknown, flow: AuthFlow): AuthErrorOutcome {
  const code = authErrorCode(error);
  if (code !== undefined && POPUP_CANCEL_CODES.has(code)) return { message: null };
  if (code !== undefined && CREDENTIAL_CODES.has(code)) {
    return { message: flow === 'google' ? AUTH_MESSAGES.googleFailed : AUTH_MESSAGES.invalidCredentials };
  }
  const known = code !== undefined ? CODE_MESSAGES[code] : undefined;
  if (known) return known;
  if (flow === 'google') return { message: AUTH_MESSAGES.googleFailed };
  // Spec §8: email sign-in shows the service message, or the credentials sentence.
  const serviceMessage = error instanceof Error && code === undefined ? error.message.trim() : '';
  return { message: serviceMessage || AUTH_MESSAGES.invalidCredentials };
}

/** Spec §5: a simple address pattern (something@something.tld, no spaces). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CredentialErrors {
  email?: string;
  password?: string;
}

/** Spec §5 login validation, in the spec's words. */
export function validateCredentials(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = AUTH_MESSAGES.emailInvalid;
  if (!password) errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}

export interface SignUpErrors extends CredentialErrors {
  firstName?: string;
  lastName?: string;
}

export function validateSignUp(fields: { firstName: string; lastName: string; email: string; password: string }): SignUpErrors {
  return {
    ...(fields.firstName.trim() ? {} : { firstName: 'First name is required' }),
    ...(fields.lastName.trim() ? {} : { lastName: 'Last name is required' }),
    ...validateCredentials(fields.email, fields.password),
  };
}
