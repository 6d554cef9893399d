/**
 * Vitest global setup for the server suites: uses the Auth emulator named by
 * FIREBASE_AUTH_EMULATOR_HOST (scripts/test-server.sh starts one for both database runs), or
 * starts one for this run.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator, type RunningEmulator } from './authEmulator.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let emulator: RunningEmulator | undefined;

export async function setup(): Promise<void> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    emulator = await startAuthEmulator(repoRoot);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  }
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}
