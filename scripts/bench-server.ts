/**
 * `npm run bench:server`: the product server under load on loopback (DESIGN.md §7 budget: on the
 * embedded database no errors and p99 < 250 ms at 50 concurrent clients on mixed CRM reads and
 * writes; on PostgreSQL ≥ 3× that throughput).
 *
 * For each database (PGlite in a temp folder, then a throwaway PostgreSQL cluster) it starts the
 * real server process with the real Auth emulator, signs up users, and runs autocannon for 20 s
 * at 50 connections over this mix per connection cycle:
 *   GET profile · GET consultations · POST consultation (fresh Idempotency-Key) · GET artists ·
 *   PUT profile (fresh Idempotency-Key)   → 3 reads : 2 writes
 * and prints req/s, p50, p99 and errors. Options: BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_DB
 * (pglite | postgres | both).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { createUser, startAuthEmulator, type TestUser } from '../tests/server/support/authEmulator.ts';
import { spawnServer, type ServerProcess } from '../tests/server/support/serverProcess.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** One user per connection: realistic (each person their own records) and spreads row locks. */
const USERS = CONNECTIONS;
const repoRoot = path.resolve(import.meta.dirname, '..');

interface BenchRow {
  db: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

function mix(users: TestUser[]): AutocannonRequest[] {
  let next = 0;
  const userOf = (context: Record<string, unknown>): TestUser => {
    if (!context.user) context.user = users[next++ % users.length];
    return context.user as TestUser;
  };
  const as = (build: (user: TestUser) => Partial<AutocannonRequest>) => ({
    setupRequest: (request: AutocannonRequest, context: Record<string, unknown>) => {
      const user = userOf(context);
      const extra = build(user);
      return { ...request, ...extra, headers: { ...request.headers, authorization: `Bearer ${user.idToken}`, ...extra.headers } };
    },
  });
  return [
    as((user) => ({ method: 'GET', path: `/crm/profile/${user.uid}` })),
    as((user) => ({ method: 'GET', path: `/crm/consultations/${user.uid}` })),
    as(() => ({
      method: 'POST', path: '/crm/consultation',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ topic: 'Bench consultation', agent: 'jess', date: '2026-11-21', notes: 'load test' }),
    })),
    as(() => ({ method: 'GET', path: '/crm/artists' })),
    as((user) => ({
      method: 'PUT', path: `/crm/profile/${user.uid}`,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ location: `Bench city ${Math.floor(Math.random() * 1000)}` }),
    })),
  ];
}

async function runAgainst(label: string, env: Record<string, string>, users: TestUser[]): Promise<BenchRow> {
  const server: ServerProcess = await spawnServer({ ...env, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' });
  try {
    for (const user of users) {
      const response = await fetch(`${server.url}/crm/profile/firebase/${user.uid}`, { headers: { authorization: `Bearer ${user.idToken}` } });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    }
    console.log(`\n▶ ${label}: ${CONNECTIONS} connections, ${DURATION_S} s…`);
    const result: AutocannonResult = await autocannon({
      url: server.url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, requests: mix(users),
    });
    return {
      db: label,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      total: result['2xx'] + result.non2xx,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const which = process.env.BENCH_DB ?? 'both';
const emulator = await startAuthEmulator(repoRoot);
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
const rows: BenchRow[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-bench-'));
fs.chmodSync(work, 0o755);
const pgDir = path.join(work, 'pg');
let pgStarted = false;
try {
  const users: TestUser[] = [];
  for (let i = 0; i < USERS; i += 1) users.push(await createUser(`Bench User${i}`));
  if (which === 'both' || which === 'pglite') {
    rows.push(await runAgainst('PGlite (embedded)', { DATA_DIR: path.join(work, 'pglite') }, users));
  }
  if (which === 'both' || which === 'postgres') {
    const url = execFileSync('bash', [path.join(repoRoot, 'scripts', 'pg-cluster.sh'), 'start', pgDir], { encoding: 'utf8' }).trim();
    pgStarted = true;
    rows.push(await runAgainst('PostgreSQL 15', { DATABASE_URL: url }, users));
  }
} finally {
  if (pgStarted) execFileSync('bash', [path.join(repoRoot, 'scripts', 'pg-cluster.sh'), 'stop', pgDir]);
  await emulator.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(`\nMixed CRM load (3 reads : 2 writes), ${CONNECTIONS} connections, ${DURATION_S} s, loopback, ${os.cpus().length} cores`);
console.log('| database | req/s | p50 (ms) | p99 (ms) | errors | requests |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.db} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.total} |`);
}
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
