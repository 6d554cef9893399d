/**
 * Which identity provider the web app talks to, decided at run time:
 * 1. build-time `VITE_FIREBASE_API_KEY` (a real project) or `VITE_FIREBASE_AUTH_EMULATOR_URL` win;
 * 2. else the product server says (`GET /app-config`), so one build works against whichever
 *    emulator or project the server was started with (npm start, the browser tests, a deployment);
 * 3. offline, the last answer the server gave on this device;
 * 4. never asked yet and offline: the emulator `npm start` runs, on the page's host at port 9099 —
 *    only when the page is on this machine; anywhere else accounts are not configured.
 * Pure apart from the injected fetch and storage, so every branch is unit-tested.
 */
export const EMULATOR_PROJECT_ID = 'demo-inkclarity';
export const EMULATOR_API_KEY = 'demo-api-key';
const DEFAULT_EMULATOR_PORT = 9099;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** localStorage key of the server's last answer (read when the server cannot be reached). */
export const AUTH_CONFIG_CACHE_KEY = 'inkclarity.authConfig';
/** The app-config call is tiny; past this the cached or default answer is used. */
const APP_CONFIG_TIMEOUT_MS = 5_000;

export type AuthConfig =
  | { mode: 'emulator'; emulatorUrl: string; projectId: string; apiKey: string }
  | { mode: 'firebase'; apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorUrl?: string }
  | { mode: 'none' };

export interface BuildEnv {
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_APP_ID?: string;
  VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
}

export interface AuthConfigSources {
  env: BuildEnv;
  /** GET /app-config; resolves to its JSON or rejects. */
  fetchAppConfig: () => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  location: Pick<Location, 'protocol' | 'hostname'>;
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Validates the server's (or the cache's) answer; anything else is treated as no answer. */
export function parseAuthConfig(body: unknown): AuthConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const auth = (body as { auth?: unknown }).auth;
  if (typeof auth !== 'object' || auth === null) return null;
  const a = auth as Record<string, unknown>;
  if (a.mode === 'none') return { mode: 'none' };
  if (a.mode === 'emulator' && isString(a.emulatorUrl) && isString(a.projectId) && isString(a.apiKey)) {
    return { mode: 'emulator', emulatorUrl: a.emulatorUrl, projectId: a.projectId, apiKey: a.apiKey };
  }
  if (a.mode === 'firebase' && isString(a.apiKey) && isString(a.authDomain) && isString(a.projectId)) {
    return {
      mode: 'firebase',
      apiKey: a.apiKey,
      authDomain: a.authDomain,
      projectId: a.projectId,
      ...(isString(a.appId) ? { appId: a.appId } : {}),
    };
  }
  return null;
}

function fromBuildEnv(env: BuildEnv): AuthConfig | null {
  if (env.VITE_FIREBASE_API_KEY) {
    return {
      mode: 'firebase',
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
      ...(env.VITE_FIREBASE_AUTH_EMULATOR_URL ? { emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL } : {}),
    };
  }
  if (env.VITE_FIREBASE_AUTH_EMULATOR_URL) {
    return { mode: 'emulator', emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL, projectId: EMULATOR_PROJECT_ID, apiKey: EMULATOR_API_KEY };
  }
  return null;
}

export async function resolveAuthConfig(sources: AuthConfigSources): Promise<AuthConfig> {
  const built = fromBuildEnv(sources.env);
  if (built) return built;
  try {
    const answer = parseAuthConfig({ auth: ((await sources.fetchAppConfig()) as { auth?: unknown } | null)?.auth });
    if (answer) {
      try {
        sources.storage?.setItem(AUTH_CONFIG_CACHE_KEY, JSON.stringify({ auth: answer }));
      } catch {
        // Storage full or blocked: the answer still applies to this visit.
      }
      return answer;
    }
  } catch {
    // Offline or no server: fall through to the last known answer.
  }
  try {
    const cached = sources.storage?.getItem(AUTH_CONFIG_CACHE_KEY);
    const parsed = cached ? parseAuthConfig(JSON.parse(cached)) : null;
    if (parsed) return parsed;
  } catch {
    // A damaged cache entry is the same as none.
  }
  // The implicit emulator is for a page on this machine only: a deployed build that never reached
  // its server (and has no VITE_FIREBASE_* settings) says accounts are not configured instead.
  if (!LOOPBACK_HOSTS.has(sources.location.hostname)) return { mode: 'none' };
  return {
    mode: 'emulator',
    emulatorUrl: `${sources.location.protocol}//${sources.location.hostname}:${DEFAULT_EMULATOR_PORT}`,
    projectId: EMULATOR_PROJECT_ID,
    apiKey: EMULATOR_API_KEY,
  };
}

/** The browser's sources: the build's env, the server's /app-config, localStorage. */
export function browserAuthConfigSources(apiBaseUrl: string): AuthConfigSources {
  // Reading localStorage throws where storage is blocked (some privacy modes).
  let storage: Storage | null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    env: {
      VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
      VITE_FIREBASE_AUTH_EMULATOR_URL: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL,
    },
    fetchAppConfig: async () => {
      const response = await fetch(`${apiBaseUrl}/app-config`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(APP_CONFIG_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`app-config answered ${response.status}`);
      return response.json() as Promise<unknown>;
    },
    storage,
    location: window.location,
  };
}
