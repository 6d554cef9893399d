/**
 * Server settings, read once from the environment at start-up. Every setting has a default that
 * makes `npm start` work on a fresh checkout; docs/server.md lists them.
 */
import path from 'node:path';
import { DEFAULT_REVOCATION_CHECK_MS } from './auth.ts';
import { loadAiConfig, type AiConfig } from './gateway/config.ts';
import { DEFAULT_QUOTAS, type QuotaSettings } from './quota.ts';

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
  /** API requests per window per client address, counted before any token is checked. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Invalid ID tokens per address per window before the address is refused (429). */
  authFailureMax: number;
  authFailureWindowMs: number;
  /**
   * Fastify's trustProxy: false (default) uses the TCP peer as the client address; true trusts
   * every X-Forwarded-For hop; a number trusts that many hops; a string is a comma-separated list
   * of proxy addresses/CIDRs. Only set it behind a proxy that overwrites X-Forwarded-For.
   */
  trustProxy: boolean | number | string;
  /** Daily AI quotas per identity (only with an upstream). */
  quotas: QuotaSettings;
  /** Design image bytes one account may store. */
  designStorageQuotaBytes: number;
  /** PRO_UIDS: Firebase uids on the Pro plan (comma-separated), `*` for everyone; empty = nobody. */
  proUids: string;
  /** ARTIST_ACCOUNTS: which accounts answer for which directory artist (`who=artist-id`, comma-separated). */
  artistAccounts: string;
  /** Deposits through Stripe (server/payments): keys, the API address (a stand-in in tests), Payment Links per artist. */
  stripe: StripeSettings;
  /** The public directory's read routes: per client address per window, on top of the API limit. */
  publicRateLimitMax: number;
  publicRateLimitWindowMs: number;
  /** Demo requests (POST /demo-requests, public): per client address per window, on top of the API limit. */
  demoRateLimitMax: number;
  demoRateLimitWindowMs: number;
  /** DEMO_WEBHOOK_URL: each stored demo request is POSTed here as JSON, in the background; empty = stored only. */
  demoWebhookUrl: string | undefined;
  /** One delivery attempt's time-out, how many attempts, and the first retry's delay (doubling after). */
  demoWebhookTimeoutMs: number;
  demoWebhookAttempts: number;
  demoWebhookBackoffMs: number;
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
/** Ten wrong tokens is a typo or a stale tab; twenty in ten minutes from one address is guessing. */
const DEFAULT_AUTH_FAILURE_MAX = 20;
const DEFAULT_AUTH_FAILURE_WINDOW_MS = 10 * 60_000;
/** Room for a few hundred 1024×1024 designs (a PNG is typically 0.3–2 MB). */
const DEFAULT_DESIGN_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
/** A person asks for a demo once or twice; ten an hour from one address is already a script. */
const DEFAULT_DEMO_RATE_LIMIT_MAX = 10;
const DEFAULT_DEMO_RATE_LIMIT_WINDOW_MS = 60 * 60_000;
/** Short: a slow webhook must never hold anything up (delivery runs after the answer anyway). */
const DEFAULT_DEMO_WEBHOOK_TIMEOUT_MS = 5_000;
/** First try plus three retries after 2 s, 4 s and 8 s: rides out a webhook's restart. */
const DEFAULT_DEMO_WEBHOOK_ATTEMPTS = 4;
const DEFAULT_DEMO_WEBHOOK_BACKOFF_MS = 2_000;
/** Browsing artists is many small reads; 120 a minute from one address is past any person paging through. */
const DEFAULT_PUBLIC_RATE_LIMIT_MAX = 120;
const DEFAULT_PUBLIC_RATE_LIMIT_WINDOW_MS = 60_000;
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

function readTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function readOptional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** An http(s) URL, or undefined when unset; anything else stops the server at start-up (not at the first request). */
function readWebhookUrl(value: string | undefined): string | undefined {
  const text = readOptional(value);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`DEMO_WEBHOOK_URL must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`DEMO_WEBHOOK_URL must be an http(s) URL, got "${text}"`);
  return url.toString();
}

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: with it the server creates Checkout Sessions for deposits. */
  secretKey: string | undefined;
  /** STRIPE_WEBHOOK_SECRET: without it no payment can be confirmed, so deposits are taken by hand. */
  webhookSecret: string | undefined;
  /** STRIPE_API_URL: another API address (tests point it at a local stand-in); unset = Stripe's own. */
  apiUrl: URL | undefined;
  /** STUDIO_PAYMENT_LINKS: `artist-id=https://buy.stripe.com/…`, comma-separated (used when there is no secret key). */
  paymentLinks: Record<string, string>;
}

function readHttpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}

export function readStripeSettings(env: NodeJS.ProcessEnv): StripeSettings {
  const apiUrl = readOptional(env.STRIPE_API_URL);
  const paymentLinks: Record<string, string> = {};
  for (const entry of (env.STUDIO_PAYMENT_LINKS ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const at = entry.indexOf('=');
    if (at <= 0) throw new Error(`STUDIO_PAYMENT_LINKS entries are artist-id=URL, got "${entry}"`);
    paymentLinks[entry.slice(0, at).trim()] = readHttpUrl(entry.slice(at + 1).trim(), 'STUDIO_PAYMENT_LINKS').toString();
  }
  return {
    secretKey: readOptional(env.STRIPE_SECRET_KEY),
    webhookSecret: readOptional(env.STRIPE_WEBHOOK_SECRET),
    apiUrl: apiUrl === undefined ? undefined : readHttpUrl(apiUrl, 'STRIPE_API_URL'),
    paymentLinks,
  };
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
    authFailureMax: readInt(env.AUTH_FAILURE_MAX, DEFAULT_AUTH_FAILURE_MAX, 'AUTH_FAILURE_MAX'),
    authFailureWindowMs: readInt(env.AUTH_FAILURE_WINDOW_MS, DEFAULT_AUTH_FAILURE_WINDOW_MS, 'AUTH_FAILURE_WINDOW_MS'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    quotas: {
      chatPerDay: readInt(env.QUOTA_CHAT_PER_DAY, DEFAULT_QUOTAS.chatPerDay, 'QUOTA_CHAT_PER_DAY'),
      chatPerDayAnonymous: readInt(env.QUOTA_CHAT_PER_DAY_ANONYMOUS, DEFAULT_QUOTAS.chatPerDayAnonymous, 'QUOTA_CHAT_PER_DAY_ANONYMOUS'),
      imagesPerDay: readInt(env.QUOTA_IMAGES_PER_DAY, DEFAULT_QUOTAS.imagesPerDay, 'QUOTA_IMAGES_PER_DAY'),
      imagesPerDayAnonymous: readInt(env.QUOTA_IMAGES_PER_DAY_ANONYMOUS, DEFAULT_QUOTAS.imagesPerDayAnonymous, 'QUOTA_IMAGES_PER_DAY_ANONYMOUS'),
    },
    proUids: env.PRO_UIDS ?? '',
    artistAccounts: env.ARTIST_ACCOUNTS ?? '',
    stripe: readStripeSettings(env),
    publicRateLimitMax: readInt(env.PUBLIC_RATE_LIMIT_MAX, DEFAULT_PUBLIC_RATE_LIMIT_MAX, 'PUBLIC_RATE_LIMIT_MAX'),
    publicRateLimitWindowMs: readInt(env.PUBLIC_RATE_LIMIT_WINDOW_MS, DEFAULT_PUBLIC_RATE_LIMIT_WINDOW_MS, 'PUBLIC_RATE_LIMIT_WINDOW_MS'),
    designStorageQuotaBytes: readInt(env.DESIGN_STORAGE_QUOTA_BYTES, DEFAULT_DESIGN_STORAGE_QUOTA_BYTES, 'DESIGN_STORAGE_QUOTA_BYTES'),
    demoRateLimitMax: readInt(env.DEMO_RATE_LIMIT_MAX, DEFAULT_DEMO_RATE_LIMIT_MAX, 'DEMO_RATE_LIMIT_MAX'),
    demoRateLimitWindowMs: readInt(env.DEMO_RATE_LIMIT_WINDOW_MS, DEFAULT_DEMO_RATE_LIMIT_WINDOW_MS, 'DEMO_RATE_LIMIT_WINDOW_MS'),
    demoWebhookUrl: readWebhookUrl(env.DEMO_WEBHOOK_URL),
    demoWebhookTimeoutMs: readInt(env.DEMO_WEBHOOK_TIMEOUT_MS, DEFAULT_DEMO_WEBHOOK_TIMEOUT_MS, 'DEMO_WEBHOOK_TIMEOUT_MS'),
    demoWebhookAttempts: Math.max(1, readInt(env.DEMO_WEBHOOK_ATTEMPTS, DEFAULT_DEMO_WEBHOOK_ATTEMPTS, 'DEMO_WEBHOOK_ATTEMPTS')),
    demoWebhookBackoffMs: readInt(env.DEMO_WEBHOOK_BACKOFF_MS, DEFAULT_DEMO_WEBHOOK_BACKOFF_MS, 'DEMO_WEBHOOK_BACKOFF_MS'),
    ai: loadAiConfig(env),
    logLevel: readOptional(env.LOG_LEVEL) ?? 'info',
    version: APP_VERSION,
  };
}

/** Set to exactly this to run emulator mode on a network address or a real project id. */
export const UNSAFE_EMULATOR_OVERRIDE = 'UNSAFE_ALLOW_EMULATOR_AUTH_ON_NETWORK';
export const UNSAFE_EMULATOR_OVERRIDE_VALUE = 'anyone-can-sign-in-as-anyone';

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * Emulator mode accepts unsigned tokens anyone can mint, so it is only allowed where nobody else
 * can reach the server (loopback) with a demo project (which has no real users). Returns the
 * reason to refuse, or null. The override exists for throwaway network demos and says what it does.
 */
export function emulatorModeRefusal(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string | null {
  if (!config.firebaseAuthEmulatorHost) return null;
  if (env[UNSAFE_EMULATOR_OVERRIDE] === UNSAFE_EMULATOR_OVERRIDE_VALUE) return null;
  const problems: string[] = [];
  if (!isLoopbackHost(config.host)) problems.push(`HOST is ${config.host}, not a loopback address`);
  if (!config.firebaseProjectId.startsWith('demo-')) problems.push(`FIREBASE_PROJECT_ID is ${config.firebaseProjectId}, not a demo- project`);
  if (problems.length === 0) return null;
  return `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (unsigned tokens anyone can mint) and ${problems.join(' and ')}. ` +
    `Unset FIREBASE_AUTH_EMULATOR_HOST for a real deployment, or — only for a throwaway demo — set ${UNSAFE_EMULATOR_OVERRIDE}=${UNSAFE_EMULATOR_OVERRIDE_VALUE}.`;
}
