/**
 * Opens the server database: embedded PGlite in DATA_DIR by default, or PostgreSQL through
 * node-postgres when DATABASE_URL is set. Either way the committed migrations are applied and the
 * artist directory is seeded before the handle is returned, so the routes see one schema.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { SEED_DIRECTORY } from '../../src/engine/artists.ts';
import { acquireDataDirLock } from './lockfile.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Any constant works as long as every replica uses the same one: it serialises migrations when
 * several servers boot against one PostgreSQL at the same moment.
 */
const MIGRATION_ADVISORY_LOCK_ID = 0x1c1a7;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: keep the database in memory (tests that need no files). */
  inMemory?: boolean;
  pgPoolMax?: number;
}

async function seedArtists(db: Db): Promise<void> {
  // Upsert: a database seeded before studios and hours existed (migration 0002) gets them filled in.
  await db.insert(schema.artists)
    .values(SEED_DIRECTORY.map(({ openSlots: _seedSlots, deposit, ...artist }) => ({
      ...artist, styles: [...artist.styles], depositAmount: deposit?.amount ?? null, depositCurrency: deposit?.currency ?? null,
    })))
    .onConflictDoUpdate({
      target: schema.artists.id,
      set: { name: sql`excluded.name`, studio: sql`excluded.studio`, styles: sql`excluded.styles`, city: sql`excluded.city`,
        bio: sql`excluded.bio`, timeZone: sql`excluded.time_zone`, weeklyHours: sql`excluded.weekly_hours`,
        depositAmount: sql`excluded.deposit_amount`, depositCurrency: sql`excluded.deposit_currency`, cancellationPolicy: sql`excluded.cancellation_policy` },
    });
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const lock = options.inMemory ? undefined : acquireDataDirLock(options.dataDir ?? './.data');
  try {
    const client = options.inMemory
      ? await PGlite.create()
      : await PGlite.create({ dataDir: path.join(options.dataDir ?? './.data', 'pglite') });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedArtists(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, poolMax: number): Promise<DatabaseHandle> {
  const migrationClient = new pg.Client({ connectionString: databaseUrl });
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK_ID]);
    const migrationDb = drizzlePg(migrationClient, { schema });
    await migratePg(migrationDb, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedArtists(migrationDb as unknown as Db);
    await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK_ID]);
  } finally {
    await migrationClient.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgPoolMax ?? 10);
  return openPglite(options);
}

/** A transaction (or savepoint) handle; route code writes through it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
