import { describe, expect, it } from 'vitest';
import { AUTH_CONFIG_CACHE_KEY, parseAuthConfig, resolveAuthConfig, type AuthConfigSources } from './authConfig';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const location = { protocol: 'http:', hostname: 'tablet.local' };
const emulatorAnswer = { auth: { mode: 'emulator', emulatorUrl: 'http://127.0.0.1:41234', projectId: 'demo-inkclarity', apiKey: 'demo-api-key' } };

function sources(overrides: Partial<AuthConfigSources>): AuthConfigSources {
  return { env: {}, fetchAppConfig: () => Promise.reject(new Error('offline')), storage: memoryStorage(), location, ...overrides };
}

describe('resolveAuthConfig', () => {
  it('uses a build-time real project without asking the server', async () => {
    let asked = false;
    const config = await resolveAuthConfig(sources({
      env: { VITE_FIREBASE_API_KEY: 'AIza-key', VITE_FIREBASE_AUTH_DOMAIN: 'ink.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'ink' },
      fetchAppConfig: () => {
        asked = true;
        return Promise.resolve(emulatorAnswer);
      },
    }));
    expect(config).toEqual({ mode: 'firebase', apiKey: 'AIza-key', authDomain: 'ink.firebaseapp.com', projectId: 'ink' });
    expect(asked).toBe(false);
  });

  it('uses a build-time emulator URL without asking the server', async () => {
    const config = await resolveAuthConfig(sources({ env: { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://10.0.0.2:9099' }, fetchAppConfig: () => Promise.resolve(emulatorAnswer) }));
    expect(config).toMatchObject({ mode: 'emulator', emulatorUrl: 'http://10.0.0.2:9099' });
  });

  it("takes the server's answer and remembers it for offline starts", async () => {
    const storage = memoryStorage();
    const config = await resolveAuthConfig(sources({ storage, fetchAppConfig: () => Promise.resolve(emulatorAnswer) }));
    expect(config).toEqual(emulatorAnswer.auth);
    const offline = await resolveAuthConfig(sources({ storage }));
    expect(offline).toEqual(emulatorAnswer.auth);
    expect(JSON.parse(storage.items.get(AUTH_CONFIG_CACHE_KEY)!)).toEqual(emulatorAnswer);
  });

  it('passes on a server that says sign-in is not configured', async () => {
    expect(await resolveAuthConfig(sources({ fetchAppConfig: () => Promise.resolve({ auth: { mode: 'none' } }) }))).toEqual({ mode: 'none' });
  });

  it("falls back to npm start's emulator on a page on this machine when the server never answered", async () => {
    expect(await resolveAuthConfig(sources({ storage: null, location: { protocol: 'http:', hostname: '127.0.0.1' } }))).toEqual({
      mode: 'emulator', emulatorUrl: 'http://127.0.0.1:9099', projectId: 'demo-inkclarity', apiKey: 'demo-api-key',
    });
    // Anywhere else the implicit emulator is never used (docs/security.md).
    expect(await resolveAuthConfig(sources({ storage: null }))).toEqual({ mode: 'none' });
  });

  it('ignores a malformed answer and a damaged cache', async () => {
    const storage = memoryStorage({ [AUTH_CONFIG_CACHE_KEY]: '{not json' });
    const config = await resolveAuthConfig(sources({ storage, fetchAppConfig: () => Promise.resolve('<html>'), location: { protocol: 'http:', hostname: 'localhost' } }));
    expect(config).toMatchObject({ mode: 'emulator', emulatorUrl: 'http://localhost:9099' });
  });
});

describe('parseAuthConfig', () => {
  it('accepts a real project and drops unknown fields', () => {
    expect(parseAuthConfig({ auth: { mode: 'firebase', apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a', extra: 1 } }))
      .toEqual({ mode: 'firebase', apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' });
  });
  it('refuses incomplete answers', () => {
    expect(parseAuthConfig({ auth: { mode: 'firebase', apiKey: 'k' } })).toBeNull();
    expect(parseAuthConfig({ auth: { mode: 'emulator' } })).toBeNull();
    expect(parseAuthConfig(null)).toBeNull();
  });
});
