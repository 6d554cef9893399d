import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorOutcome, validateCredentials, validateSignUp } from './authErrors';

const fail = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorOutcome', () => {
  it.each(['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password', 'auth/user-not-found'])(
    '%s reads as wrong email or password',
    (code) => expect(authErrorOutcome(fail(code), 'email-sign-in')).toEqual({ message: AUTH_MESSAGES.invalidCredentials }),
  );

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])('%s is the user\'s choice, not an error', (code) => {
    expect(authErrorOutcome(fail(code), 'google')).toEqual({ message: null });
  });

  it('gives every spec §8 identity-provider code its own message', () => {
    for (const code of [
      'auth/password-does-not-meet-requirements', 'auth/multi-factor-auth-required', 'auth/user-mismatch', 'auth/unauthorized-domain',
      'auth/popup-blocked', 'auth/web-storage-unsupported', 'auth/network-request-failed', 'auth/invalid-api-key',
      'auth/operation-not-supported-in-this-environment',
    ]) {
      const outcome = authErrorOutcome(fail(code), 'email-sign-in');
      expect(outcome.message, code).toBeTruthy();
      expect(outcome.message, code).not.toBe(AUTH_MESSAGES.invalidCredentials);
    }
  });

  it('asks for the password policy again when the provider refuses a password', () => {
    expect(authErrorOutcome(fail('auth/password-does-not-meet-requirements'), 'sign-up')).toMatchObject({ field: 'password', refreshPasswordPolicy: true });
  });

  it('puts an invalid email beside the email field', () => {
    expect(authErrorOutcome(fail('auth/invalid-email'), 'email-sign-in')).toEqual({ message: AUTH_MESSAGES.emailInvalid, field: 'email' });
  });

  it('falls back to the Google sentence for unknown popup failures', () => {
    expect(authErrorOutcome(fail('auth/something-new'), 'google')).toEqual({ message: AUTH_MESSAGES.googleFailed });
  });

  it('shows a non-Firebase service message as it is, else the credentials sentence', () => {
    expect(authErrorOutcome(new Error('Service unavailable'), 'email-sign-in').message).toBe('Service unavailable');
    expect(authErrorOutcome(fail('auth/unknown-thing'), 'email-sign-in').message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('validateCredentials (spec §5)', () => {
  it('requires both fields', () => {
    expect(validateCredentials('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('checks the address pattern', () => {
    expect(validateCredentials('ada@', 'x').email).toBe('Please enter a valid email address');
    expect(validateCredentials('ada lovelace@example.com', 'x').email).toBe('Please enter a valid email address');
    expect(validateCredentials(' ada@example.com ', 'x')).toEqual({});
  });
  it('sign-up also needs both names', () => {
    expect(validateSignUp({ firstName: ' ', lastName: '', email: 'a@b.co', password: 'p' })).toEqual({
      firstName: 'First name is required', lastName: 'Last name is required',
    });
  });
});
