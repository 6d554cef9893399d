/**
 * The server as a real process (`node --import tsx server/index.ts`), for what only a process can
 * show: kill -9, restarts, the data-folder lock, graceful shutdown on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './authEmulator.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** tsx compiles the server on start; on a busy 2-core machine that plus migrations takes a while. */
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns the server; resolves once /health answers (or rejects if it exits first). */
export async function spawnServer(env: Record<string, string>, options: { waitReady?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // PROFILE_DIR=<folder> writes a V8 CPU profile of the server (e.g. while `npm run bench:server` runs).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000',
      STATIC_DIR: path.join(repoRoot, '.tmp', 'no-build'), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  if (options.waitReady === false) return server;
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => { gone = true; });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`${server.url}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}
