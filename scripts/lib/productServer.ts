/**
 * What the browser benchmarks share: the real product server for a built tree (its own
 * scripts/e2e-server.sh, on a free port, in its own process group so one signal stops the server
 * and its Auth emulator), and the statistics they report with the machine's load.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
/** Generous: on a busy shared machine the server and its Auth emulator can take minutes to start. */
const START_TIMEOUT_MS = 240_000;

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

export interface ProductServer {
  url: string;
  stop(): void;
}

/**
 * Starts the server of the tree at `root` (default: this checkout) serving `staticDir` (default:
 * the tree's dist/) and resolves once /health answers; rejects (and stops it) if it never does.
 */
export async function startProductServer(options: { root?: string; staticDir?: string; port?: number } = {}): Promise<ProductServer> {
  const port = options.port ?? (await freePort());
  const env = { ...process.env, E2E_PORT: String(port), ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}) };
  const child = spawn('bash', ['scripts/e2e-server.sh'], { cwd: options.root ?? PROJECT_ROOT, env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`the product server at ${url} did not answer /health within ${START_TIMEOUT_MS / 1000} s`);
}

/** The value at percentile `p` (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** The 1, 5 and 15 minute load averages, as the figures are recorded with them. */
export const loadAverage = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
