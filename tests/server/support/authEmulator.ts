/**
 * The real Firebase Auth emulator for server tests: started from firebase-tools on free ports with
 * a throwaway config (UI off), so it never collides with a running `npm start`. Users and tokens
 * are made through its REST API, exactly as the web SDK would get them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/freePort.ts';

export const PROJECT_ID = 'demo-inkclarity';
/** Cold start of firebase-tools on a busy 2-core machine. */
const EMULATOR_START_TIMEOUT_MS = 90_000;
const POLL_INTERVAL_MS = 250;


export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

export async function startAuthEmulator(repoRoot: string): Promise<RunningEmulator> {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-emulator-'));
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }));
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', path.join(dir, 'firebase.json')],
    { cwd: dir, env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const host = `127.0.0.1:${authPort}`;
  const deadline = Date.now() + EMULATOR_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited early:\n${output}`);
    try {
      const response = await fetch(`http://${host}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      throw new Error(`Auth emulator did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return {
    host,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => { if (child.pid) process.kill(-child.pid, 'SIGKILL'); }, 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  uid: string;
  email: string;
  displayName: string;
  idToken: string;
}

let userCounter = 0;

/** A busy machine makes the emulator drop a kept-alive connection now and then; try again. */
const SIGN_UP_ATTEMPTS = 3;

/** Signs a new user up on the emulator (email + password), as the web app's sign-up does. */
export async function createUser(displayName = 'Ada Lovelace'): Promise<TestUser> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (is the global setup running?)');
  let lastError: unknown;
  for (let attempt = 0; attempt < SIGN_UP_ATTEMPTS; attempt += 1) {
    userCounter += 1;
    // A fresh address per attempt: a dropped reply may still have created the first account.
    const email = `user-${process.pid}-${Date.now()}-${userCounter}@example.test`;
    let response: Response;
    try {
      response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-battery', displayName, returnSecureToken: true }),
      });
    } catch (error) {
      lastError = error;
      continue;
    }
    if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
    const body = await response.json() as { localId: string; idToken: string };
    return { uid: body.localId, email, displayName, idToken: body.idToken };
  }
  throw lastError;
}

/** Signs in anonymously on the emulator, as the web app's background device identity does. */
export async function createAnonymousUser(): Promise<{ uid: string; idToken: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (is the global setup running?)');
  let lastError: unknown;
  for (let attempt = 0; attempt < SIGN_UP_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true }),
      });
      if (!response.ok) throw new Error(`anonymous signUp failed: ${response.status} ${await response.text()}`);
      const body = await response.json() as { localId: string; idToken: string };
      return { uid: body.localId, idToken: body.idToken };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export { freePort };
