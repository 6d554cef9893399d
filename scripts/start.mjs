#!/usr/bin/env node
/**
 * `npm start`: build the app (skip with SKIP_BUILD=1), start the Firebase Auth emulator and the
 * product server, wait until both answer, print the URL. Ctrl-C (SIGINT) or SIGTERM stops all
 * of it; if either child dies, the other is stopped too and the exit code says so.
 *
 * Settings are the server's environment variables (docs/server.md); the emulator uses the
 * repository's firebase.json (auth on 127.0.0.1:9099, UI off). An emulator already answering on
 * that port — or named by FIREBASE_AUTH_EMULATOR_HOST — is reused instead of started.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-inkclarity';
const PORT = process.env.PORT || '8001';
const HOST = process.env.HOST || '127.0.0.1';
/** Cold starts of firebase-tools and of the server (migrations) on a slow machine. */
const READY_TIMEOUT_MS = 180_000;
/** How long children get to stop cleanly before they are killed. */
const STOP_GRACE_MS = 10_000;

const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
  || `${firebaseJson.emulators.auth.host}:${firebaseJson.emulators.auth.port}`;

const children = [];
let stopping = false;

function log(message) {
  console.log(`[start] ${message}`);
}

function run(name, command, args, env = {}) {
  // detached: each child leads its own process group, so stopping it stops its own children too.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  child.name = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping everything`);
      void stopAll(1);
    }
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exits = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  // The server first (it finishes in-flight requests), then the emulator.
  for (const child of alive) signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => alive.forEach((child) => signalGroup(child, 'SIGKILL')), STOP_GRACE_MS);
  await Promise.all(exits);
  clearTimeout(timer);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(name, url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`${name} did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
  await stopAll(1);
}

async function build() {
  if (process.env.SKIP_BUILD === '1') {
    log('SKIP_BUILD=1: serving the existing dist/');
    return;
  }
  log('building the app (vite build)…');
  const code = await new Promise((resolve) => {
    const child = spawn(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    log('the build failed; not starting');
    process.exit(code ?? 1);
  }
}

await build();

if (await answers(`http://${emulatorHost}/`)) {
  log(`reusing the Auth emulator already running at ${emulatorHost}`);
} else {
  log(`starting the Firebase Auth emulator (project ${PROJECT_ID}) at ${emulatorHost}…`);
  run('auth emulator', bin('firebase'), ['emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
    CI: '1', NO_UPDATE_NOTIFIER: '1',
  });
}

log('starting the product server…');
run('server', process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  PORT, HOST, FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
});

await Promise.all([waitFor('Auth emulator', `http://${emulatorHost}/`), waitFor('server', `http://127.0.0.1:${PORT}/health`)]);
if (!stopping) {
  const shownHost = HOST === '0.0.0.0' || HOST === '127.0.0.1' ? 'localhost' : HOST;
  console.log(`\n  InkClarity is running:  http://${shownHost}:${PORT}\n  (Auth emulator at http://${emulatorHost}; Ctrl-C stops everything)\n`);
}
