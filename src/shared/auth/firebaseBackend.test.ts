import { describe, expect, it } from 'vitest';
import { resolveAuthConfig, type AuthConfigSources } from './authConfig';

/** The security rule for builds without Firebase settings: the implicit emulator never leaves this machine. */
function offlineSources(hostname: string, env: AuthConfigSources['env'] = {}): AuthConfigSources {
  return {
    env,
    fetchAppConfig: () => Promise.reject(new Error('offline')),
    storage: null,
    location: { protocol: hostname.startsWith('ink.') ? 'https:' : 'http:', hostname },
  };
}

describe('Firebase settings without a server answer', () => {
  it('uses the configured project when the build has one', async () => {
    const config = await resolveAuthConfig(offlineSources('ink.example.com', { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'ink-prod' }));
    expect(config).toMatchObject({ mode: 'firebase', apiKey: 'key', projectId: 'ink-prod' });
  });

  it('falls back to the local emulator only on a page served from this machine', async () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      expect(await resolveAuthConfig(offlineSources(hostname))).toMatchObject({ mode: 'emulator', emulatorUrl: `http://${hostname}:9099` });
    }
  });

  it('never silently uses an emulator on a deployed host: accounts are not configured', async () => {
    expect(await resolveAuthConfig(offlineSources('ink.example.com'))).toEqual({ mode: 'none' });
    expect(await resolveAuthConfig(offlineSources('192.168.1.20'))).toEqual({ mode: 'none' });
    // An emulator named explicitly is a deliberate choice.
    expect(await resolveAuthConfig(offlineSources('10.0.0.5', { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://10.0.0.5:9099' }))).toMatchObject({ mode: 'emulator', emulatorUrl: 'http://10.0.0.5:9099' });
  });
});
