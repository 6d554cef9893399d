/**
 * A product server the test itself starts, stops and restarts (the outbox proofs need "the server
 * is down" for real, which Playwright's shared webServer cannot give). It serves the built app
 * from dist/, keeps its PGlite database in a folder that survives restarts, and trusts the same
 * Auth emulator as the shared server (learned from its /app-config by the accounts fixture).
 * Optionally a proxy sits in front that can cut one reply after the server has answered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/freePort';
import { PGlite } from '@electric-sql/pglite';

// Playwright runs from the repository root.
const repoRoot = process.cwd();
const START_TIMEOUT_MS = 90_000;


export class OwnServer {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-outbox-e2e-'));
  private child: ChildProcess | null = null;
  private output = '';

  /** `env` overrides the server's settings (e.g. AUTH_REVOCATION_CHECK_MS; tests default it to 0). */
  constructor(readonly port: number, private readonly emulatorHost: string, private readonly env: Record<string, string> = {}) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, STATIC_DIR: path.join(repoRoot, 'dist'),
        LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', DEMO_RATE_LIMIT_MAX: '1000000', FIREBASE_AUTH_EMULATOR_HOST: this.emulatorHost,
        FIREBASE_PROJECT_ID: 'demo-inkclarity', AUTH_REVOCATION_CHECK_MS: '0', ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => { this.output += chunk.toString(); });
    this.child.stderr?.on('data', (chunk: Buffer) => { this.output += chunk.toString(); });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited during start:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not become ready:\n${this.output}`);
  }

  /** Graceful stop (SIGTERM): the server closes the database and releases its lock. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /** With the server stopped: the idempotency store's rows of a user (each write leaves exactly one). */
  async idempotencyRows(uid: string): Promise<{ key: string; status_code: number }[]> {
    const db = await PGlite.create({ dataDir: path.join(this.dataDir, 'pglite') });
    try {
      return (await db.query<{ key: string; status_code: number }>('select key, status_code from idempotency_keys where uid = $1', [uid])).rows;
    } finally {
      await db.close();
    }
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A pass-through HTTP proxy. `cutNextReply(match)` lets the next matching request reach the
 * server and get its answer, then destroys the browser's connection before a byte of the reply
 * is sent: the lost acknowledgement. `replays` counts answers the server marked Idempotent-Replayed.
 */
export class CuttingProxy {
  private server: http.Server | null = null;
  private cut: ((method: string, url: string) => boolean) | null = null;
  readonly log: { method: string; url: string; status: number | 'cut'; replayed: boolean }[] = [];

  constructor(readonly port: number, private readonly target: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  cutNextReply(match: (method: string, url: string) => boolean): void {
    this.cut = match;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const target = new URL(request.url ?? '/', this.target);
      const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
        const method = request.method ?? 'GET';
        const url = request.url ?? '/';
        const replayed = answer.headers['idempotent-replayed'] === 'true';
        if (this.cut && this.cut(method, url)) {
          this.cut = null;
          this.log.push({ method, url, status: 'cut', replayed });
          answer.resume();
          answer.on('end', () => request.socket.destroy());
          return;
        }
        this.log.push({ method, url, status: answer.statusCode ?? 0, replayed });
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => request.socket.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export { freePort };
