/**
 * Server settings, read once from the environment at start-up. Every setting has a default that
 * makes `npm start` work on a fresh checkout; docs/server.md lists them.
 */
import path from 'node:path';
import { DEFAULT_REVOCATION_CHECK_MS } from './auth.ts';
import { loadAiConfig, type AiConfig } from './gateway/config.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (ignored when databaseUrl is set). */
  dataDir: string;
  /** PostgreSQL connection string; when set the server uses node-postgres instead of PGlite. */
  databaseUrl: string | undefined;
  /** Most connections the node-postgres pool keeps open. */
  pgPoolMax: number;
  /** Folder of the built web app (`vite build` output). */
  staticDir: string;
  /** Origins allowed to call the API cross-origin; empty means same-origin only. */
  corsOrigins: string[];
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; when set, its unsigned tokens are accepted. */
  firebaseAuthEmulatorHost: string | undefined;
  /** The real Firebase project's auth domain, allowed as a frame source for sign-in. */
  firebaseAuthDomain: string | undefined;
  /** The real Firebase project's web API key (public), handed to the web app by GET /app-config. */
  firebaseWebApiKey: string | undefined;
  /** The real Firebase project's web app id (optional), handed to the web app by GET /app-config. */
  firebaseAppId: string | undefined;
  /** How long a verified token is trusted before its revocation is checked again (0 = always). */
  authRevocationCheckMs: number;
  /** Requests per window per signed-in user (or per IP for anonymous calls). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** The AI upstream (AI_API_KEY etc., read by server/gateway/config.ts); none → the built-in engine. */
  ai: AiConfig;
  logLevel: string;
  version: string;
}

/** The product server's well-known port (spec §7: "a local address on port 8001"). */
const DEFAULT_PORT = 8001;
/** node-postgres default pool size; enough for 50 concurrent clients with short transactions. */
const DEFAULT_PG_POOL_MAX = 20;
/** Generous for a person clicking around, tight enough to blunt a script hammering one account. */
const DEFAULT_RATE_LIMIT_MAX = 600;
const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;
/** Spec §9: app version 1.0.0. */
const APP_VERSION = '1.0.0';

function readInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

function readOptional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: readInt(env.PORT, DEFAULT_PORT, 'PORT'),
    host: readOptional(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(readOptional(env.DATA_DIR) ?? './.data'),
    databaseUrl: readOptional(env.DATABASE_URL),
    pgPoolMax: readInt(env.PG_POOL_MAX, DEFAULT_PG_POOL_MAX, 'PG_POOL_MAX'),
    staticDir: path.resolve(readOptional(env.STATIC_DIR) ?? './dist'),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    firebaseProjectId: readOptional(env.FIREBASE_PROJECT_ID) ?? 'demo-inkclarity',
    firebaseAuthEmulatorHost: readOptional(env.FIREBASE_AUTH_EMULATOR_HOST),
    firebaseAuthDomain: readOptional(env.FIREBASE_AUTH_DOMAIN) ?? readOptional(env.VITE_FIREBASE_AUTH_DOMAIN),
    firebaseWebApiKey: readOptional(env.FIREBASE_WEB_API_KEY) ?? readOptional(env.VITE_FIREBASE_API_KEY),
    firebaseAppId: readOptional(env.FIREBASE_APP_ID) ?? readOptional(env.VITE_FIREBASE_APP_ID),
    authRevocationCheckMs: readInt(env.AUTH_REVOCATION_CHECK_MS, DEFAULT_REVOCATION_CHECK_MS, 'AUTH_REVOCATION_CHECK_MS'),
    rateLimitMax: readInt(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: readInt(env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMIT_WINDOW_MS, 'RATE_LIMIT_WINDOW_MS'),
    ai: loadAiConfig(env),
    logLevel: readOptional(env.LOG_LEVEL) ?? 'info',
    version: APP_VERSION,
  };
}
