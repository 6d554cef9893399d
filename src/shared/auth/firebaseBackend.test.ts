import { describe, expect, it } from 'vitest';
import { AccountsNotConfiguredError, firebaseOptions } from './firebaseBackend';

describe('Firebase settings', () => {
  it('uses the configured project when the build has one', () => {
    const { options, emulatorUrl } = firebaseOptions({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'ink-prod' }, { protocol: 'https:', hostname: 'ink.example.com' });
    expect(options).toMatchObject({ apiKey: 'key', projectId: 'ink-prod' });
    expect(emulatorUrl).toBeNull();
  });

  it('falls back to the local emulator only on a page served from this machine', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      expect(firebaseOptions({}, { protocol: 'http:', hostname }).emulatorUrl).toBe(`http://${hostname}:9099`);
    }
  });

  it('never silently uses an emulator on a deployed host: accounts are not configured', () => {
    expect(() => firebaseOptions({}, { protocol: 'https:', hostname: 'ink.example.com' })).toThrow(AccountsNotConfiguredError);
    expect(() => firebaseOptions({}, { protocol: 'http:', hostname: '192.168.1.20' })).toThrow('Accounts are not configured');
    // An emulator named explicitly is a deliberate choice.
    expect(firebaseOptions({ VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://10.0.0.5:9099' }, { protocol: 'http:', hostname: '10.0.0.5' }).emulatorUrl).toBe('http://10.0.0.5:9099');
  });
});
