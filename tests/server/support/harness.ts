/**
 * Starts the real server (buildApp) on port 0 over real HTTP against a throwaway database:
 * PGlite in a temp folder, or — when TEST_DATABASE_URL names a PostgreSQL server — a fresh
 * database created on it for this server and dropped afterwards. Each test file gets its own
 * database, so "the database did not change" can be asserted exactly.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app.ts';
import { FirebaseTokenVerifier, type AuthVerifier } from '../../../server/auth.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../../server/db/connect.ts';
import { PROJECT_ID } from './authEmulator.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** For PGlite: the data folder; for PostgreSQL: the database's connection string. */
  location: string;
  destroy(): Promise<void>;
}

export const usingPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** A new empty database location (not opened). */
export async function newDatabaseLocation(): Promise<{ location: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `inkclarity_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      location: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-data-'));
  return { location: dir, async drop() { fs.rmSync(dir, { recursive: true, force: true }); } };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const { location, drop } = await newDatabaseLocation();
  const handle = usingPostgres()
    ? await openDatabase({ databaseUrl: location, pgPoolMax: 10 })
    : await openDatabase({ dataDir: location });
  return {
    handle,
    location,
    async destroy() {
      await handle.close();
      await drop();
    },
  };
}

export interface TestServer {
  url: string;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  auth?: AuthVerifier;
  /** Fastify logger settings; default silent. */
  logger?: FastifyServerOptions['logger'];
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST }),
    staticDir: path.join(os.tmpdir(), 'inkclarity-no-build'),
    // Tests fire hundreds of requests from one user; the limiter has its own test.
    rateLimitMax: 100_000,
    demoRateLimitMax: 100_000,
    // Suites send many deliberately bad tokens; the failed-token limit has its own test.
    authFailureMax: 100_000,
    ...overrides,
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const auth = options.auth ?? new FirebaseTokenVerifier({
    projectId: PROJECT_ID, emulatorHost: config.firebaseAuthEmulatorHost, revocationCheckMs: config.authRevocationCheckMs,
  });
  const app = await buildApp({ database: database.handle, auth, config, logger: options.logger ?? false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    db: database.handle.db,
    config,
    async close() {
      await app.close();
      await auth.close();
      await database.destroy();
    },
  };
}

const SNAPSHOT_TABLES = ['profiles', 'designs', 'design_images', 'consultations', 'appointments', 'artists', 'idempotency_keys', 'usage_counters', 'demo_requests'] as const;

/**
 * The whole database as text: every row of every table, in a stable order. Two equal snapshots
 * mean nothing was written (last_login included — a refused request must not even touch it).
 */
export async function snapshot(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of SNAPSHOT_TABLES) {
    const result = await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as n from ${table} t`));
    const row = (result as unknown as { rows: { digest: string; n: number | string }[] }).rows[0];
    parts.push(`${table}:${row.n}:${row.digest}`);
  }
  return parts.join('\n');
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export async function request<T = unknown>(server: { url: string }, method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${urlPath}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON; the text is the body
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

/** A tiny valid PNG (1×1, transparent). */
export const TINY_PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
