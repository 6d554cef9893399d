/**
 * Entry point: `node --import tsx server/index.ts`. Reads settings from the environment, opens
 * the database (migrations + seed), builds the app, listens, and shuts down cleanly on
 * SIGTERM/SIGINT: the listener stops taking connections, in-flight requests finish, then the
 * database closes and the data folder's lock is released.
 */
import { FirebaseTokenVerifier } from './auth.ts';
import { buildApp } from './app.ts';
import { emulatorModeRefusal, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { DataDirLockedError } from './db/lockfile.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency.ts';
import { deleteOldUsage } from './quota.ts';

/**
 * A stuck request must not keep a stopping server alive forever; orchestrators usually allow
 * 30 s between SIGTERM and SIGKILL, so we give up a little before that.
 */
const SHUTDOWN_GRACE_MS = 25_000;
/** Expired idempotency keys and old usage counts are dropped hourly; lookups ignore them anyway. */
const KEY_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = emulatorModeRefusal(config);
  if (refusal) {
    console.error(`inkclarity-server: ${refusal}`);
    process.exit(1);
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgPoolMax: config.pgPoolMax });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`inkclarity-server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const auth = new FirebaseTokenVerifier({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
    revocationCheckMs: config.authRevocationCheckMs,
  });
  const app = await buildApp({ database, auth, config });

  if (config.firebaseAuthEmulatorHost) {
    app.log.warn(
      `!!! AUTH EMULATOR MODE: accepting unsigned ID tokens from the Firebase Auth emulator at ${config.firebaseAuthEmulatorHost}. ` +
      'Anyone can mint such a token. NEVER run with FIREBASE_AUTH_EMULATOR_HOST in production. !!!',
    );
  }

  await deleteExpiredIdempotencyKeys(database.db);
  await deleteOldUsage(database.db);
  const cleanup = setInterval(() => {
    deleteExpiredIdempotencyKeys(database.db).catch((error: unknown) => app.log.error({ err: error }, 'key cleanup failed'));
    deleteOldUsage(database.db).catch((error: unknown) => app.log.error({ err: error }, 'usage cleanup failed'));
  }, KEY_CLEANUP_INTERVAL_MS);
  cleanup.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(cleanup);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    let clean = true;
    for (const [what, close] of [['http', () => app.close()], ['auth', () => auth.close()], ['database', () => database.close()]] as const) {
      try {
        await close();
      } catch (error) {
        clean = false;
        app.log.error({ err: error }, `closing ${what} failed`);
      }
    }
    app.log.info('stopped');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address, db: database.kind, node: process.version }, `InkClarity server listening on ${address} (Node ${process.version})`);
}

main().catch((error: unknown) => {
  console.error('inkclarity-server failed to start:', error);
  process.exit(1);
});
