/**
 * `npm run bench`: every benchmark in BENCHMARKS.md, in sequence, on one machine in one run, then
 * rewrites the generated part of BENCHMARKS.md (between the `bench:begin` / `bench:end` markers)
 * with the date, the machine's load and each figure next to its budget. The hand-written sections
 * below the markers (each benchmark's command, method and history) are kept as they are.
 *
 *   npm run bench                                   # build, then everything
 *   npm run bench -- --only lighthouse,js           # a subset (lighthouse, js, composer, offline,
 *                                                   #   engine, render, server, conversation, outbox, preview, profile)
 *   npm run bench -- --baseline /work/wt/perf-baseline  # also Lighthouse + JS for another built tree
 *                                                   #   (e.g. main, built), runs alternating with this one
 *   --runs 5 (Lighthouse runs per route; the median is reported)   --no-build (use dist/ as it is)
 *   --routes /,/designer   --traces /tmp/lh-traces (keep each Lighthouse run's trace, for
 *                                                   #   `npx tsx scripts/profile-load.ts --trace <file>`)
 *
 * Lighthouse (scripts/lighthouse/): the `lighthouse` npm package driving Debian Chromium
 * (/usr/bin/chromium, the flags of playwright.config.ts), a fresh browser for every run as
 * PageSpeed Insights does, its default mobile preset with simulated throttling, against the real
 * product server (scripts/e2e-server.sh: the server, its database and an Auth emulator, free port).
 * Each run records the machine's load before and during it and warns above 1.5 (machineLoad.ts).
 * Run it with nothing else heavy on the machine: `flock /tmp/inkclarity-heavy.lock npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kb, measureBuild, type SizeReport } from './build/sizeBudget';
import { LH_BUDGETS, lighthouseTable, loadVerdict, withinBudget } from './lighthouse/report';
import { freePort } from './lib/productServer';
import { lighthouseTrees, type Tree } from './lighthouse/routeRuns';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const ALL = ['lighthouse', 'js', 'composer', 'offline', 'engine', 'render', 'server', 'conversation', 'outbox', 'preview', 'profile'];
const only = new Set((arg('only') ?? ALL.join(',')).split(','));
/** DESIGN.md §7: the median of 5 runs, each in a fresh browser. */
const RUNS = Number(arg('runs') ?? 5);
const baselineDir = arg('baseline') ? path.resolve(arg('baseline') ?? '') : undefined;
const ROUTES = arg('routes')?.split(',') ?? ['/', '/designer', '/auth', '/profile', '/chat', '/booking'];

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const started = new Date();
const loadAtStart = load();
const sections: string[] = [];
/** Each section says when it was measured and under what load (a partial run keeps older sections). */
const stamp = () => `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load()}.`;

const mark = (ok: boolean) => (ok ? '✔' : '✘');

function jsTable(after: SizeReport, before?: SizeReport): string {
  const lines = ['| route | JS before first paint, gzip | budget | JS to interactive, gzip | ceiling |', '|---|---|---|---|---|'];
  for (const r of after.routes) {
    const b = before?.routes.find((x) => x.route === r.route);
    const paint = (x: SizeReport['routes'][number]) => `${kb(x.firstPaint)}${x.prerendered ? ' (pre-rendered)' : ''}`;
    const figure = b ? `${paint(b)} → **${paint(r)}**` : paint(r);
    const budget = r.budget ? `≤ ${kb(r.budget.budget)} ${mark(r.firstPaint <= r.budget.budget)}` : '—';
    const interactive = b ? `${kb(b.gzip)} → **${kb(r.gzip)}**` : kb(r.gzip);
    const ceiling = r.budget?.interactiveCeiling ? `≤ ${kb(r.budget.interactiveCeiling)} ${mark(r.gzip <= r.budget.interactiveCeiling)}` : '—';
    lines.push(`| \`${r.route}\` | ${figure} | ${budget} | ${interactive} | ${ceiling} |`);
  }
  const p = after.precache;
  const bp = before?.precache;
  lines.push(
    `| precache (${bp ? `${bp.entries} → ` : ''}${p.entries} entries), Brotli | ${bp ? `${kb(bp.brotli)} → **${kb(p.brotli)}**` : kb(p.brotli)} | ≤ ${kb(p.budget)} ${mark(p.brotli <= p.budget)} |`,
  );
  return lines.join('\n');
}

/** Runs another benchmark script and keeps the tail of what it printed (its own summary). */
function runScript(name: string, command: string, args: string[], env: Record<string, string> = {}, tail = 14): void {
  console.log(`\n── ${name}: ${command}`);
  const t0 = Date.now();
  const result = spawnSync(args[0], args.slice(1), { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
  console.log(output.slice(-tail).join('\n'));
  sections.push(
    `### ${name}\n\n${stamp()} Command: \`${command}\` — exit ${result.status}, ${Math.round((Date.now() - t0) / 1000)} s\n\n\`\`\`\n${output.slice(-tail).join('\n')}\n\`\`\``,
  );
}

if (!process.argv.includes('--no-build')) {
  console.log('building…');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const routesSource = (root: string) => readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');

if (only.has('js')) {
  const after = measureBuild(path.resolve('dist'), routesSource('.'));
  const before = baselineDir && existsSync(path.join(baselineDir, 'dist/.vite/manifest.json')) ? measureBuild(path.join(baselineDir, 'dist'), routesSource(baselineDir)) : undefined;
  sections.push(
    `### JS before first paint per route; precache\n\n${stamp()} Command: \`npx tsx scripts/size-gate.ts\` (the same figures; definitions in \`scripts/build/sizeBudget.ts\`: JS to interactive = entry + its static imports + the route's lazy screen chunk + its static imports, gzip level 9; JS before first paint = 0 for a route whose page is pre-rendered HTML, else the same)${before ? '. Before → after: main\'s build → this build.' : ''}\n\n${jsTable(after, before)}`,
  );
  console.log(jsTable(after, before));
}

if (only.has('lighthouse')) {
  const trees: Tree[] = [...(baselineDir ? [{ label: 'baseline', root: baselineDir }] : []), { label: 'this', root: path.resolve('.') }];
  console.log(`Lighthouse: ${ROUTES.join(', ')}, ${RUNS} runs each, a fresh browser per run${baselineDir ? `, alternating with ${baselineDir}` : ''}`);
  const results = await lighthouseTrees(trees, { routes: ROUTES, runs: RUNS, traceDir: arg('traces') });
  const after = results.get('this') ?? new Map();
  const before = results.get('baseline');
  const verdict = loadVerdict(results.values());
  console.log(`\n${lighthouseTable(ROUTES, RUNS, after, before)}\n\n${verdict}`);
  const missed = ROUTES.filter((r) => after.has(r) && !withinBudget(after.get(r)!));
  if (missed.length) console.log(`outside the budgets (${JSON.stringify(LH_BUDGETS)}): ${missed.join(', ')}`);
  sections.push(
    `### Lighthouse, mobile, median of ${RUNS} per route, a fresh browser per run${arg('routes') ? ` (${ROUTES.join(', ')})` : ''}\n\n${stamp()} Command: \`npm run bench -- --only lighthouse\` (Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, default mobile preset with simulated throttling, Debian Chromium headless started afresh for every run, the real server with compression)${before ? `. Before → after: the build in \`${baselineDir}\` and its server → this build and server, runs alternating between the two in this sitting` : ''}. ${verdict}.\n\n${lighthouseTable(ROUTES, RUNS, after, before)}`,
  );
}

const tsx = (script: string, ...rest: string[]) => ['npx', 'tsx', script, ...rest];
if (only.has('composer')) runScript('Text Chat: Enter → reply painted (p95 < 100 ms)', 'npx tsx scripts/bench-composer.ts --messages 20', tsx('scripts/bench-composer.ts', '--messages', '20'));
if (only.has('offline')) runScript('Offline cold start to a usable designer (< 1 s)', 'npx tsx scripts/bench-offline-start.ts --runs 7', tsx('scripts/bench-offline-start.ts', '--runs', '7'));
if (only.has('engine')) runScript('Engine: slot extraction and persona reply (< 5 ms)', 'npx tsx scripts/bench-engine.ts', tsx('scripts/bench-engine.ts'));
if (only.has('render')) runScript('Renderer: 1024×1024 design (< 300 ms p99)', 'npx tsx scripts/bench-render.ts', tsx('scripts/bench-render.ts'));
if (only.has('conversation')) runScript('Designer: 5,000-message conversation (< 300 ms)', 'npx tsx scripts/bench-conversation.ts', tsx('scripts/bench-conversation.ts'));
if (only.has('server')) runScript('Product server: mixed CRM load', 'npm run bench:server', ['npm', 'run', 'bench:server']);
if (only.has('outbox')) runScript('Outbox: server back → empty queue', 'BENCH_SIZES=100 BENCH_RUNS=3 npm run bench:outbox', ['npm', 'run', 'bench:outbox'], { BENCH_SIZES: '100', BENCH_RUNS: '3' });
if (only.has('preview')) runScript('On-body preview (12 MP)', 'npm run bench:preview -- --runs 3 --frames 180', ['npm', 'run', 'bench:preview', '--', '--runs', '3', '--frames', '180']);
if (only.has('profile')) {
  const port = String(await freePort());
  runScript('Profile: 200 designs on reload (< 500 ms)', 'PROFILE_BENCH=1 npx playwright test tests/e2e/profile-bench.spec.ts', ['npx', 'playwright', 'test', 'tests/e2e/profile-bench.spec.ts', '--reporter=line'], { PROFILE_BENCH: '1', E2E_PORT: port });
}

const file = 'BENCHMARKS.md';
const current = readFileSync(file, 'utf8');
const begin = current.indexOf('<!-- bench:begin');
const endMarker = '<!-- bench:end -->';
const end = current.indexOf(endMarker);

// A partial run (--only) keeps the previous run's sections for the benchmarks it did not run.
// (Every Lighthouse section is one, whatever its runs and routes.)
const titleOf = (section: string) => (section.startsWith('### Lighthouse') ? '### Lighthouse' : section.split('\n')[0]);
const previous = begin >= 0 && end > begin ? current.slice(begin, end).split(/\n(?=### )/).slice(1).map((s) => s.trim()) : [];
const merged = [...sections];
for (const old of previous) if (!sections.some((s) => titleOf(s) === titleOf(old))) merged.push(old);

const generated = [
  '<!-- bench:begin (written by `npm run bench`; edit the sections below the end marker instead) -->',
  '## Latest `npm run bench`',
  '',
  `Last run ${started.toISOString().replace('T', ' ').slice(0, 16)}–${new Date().toISOString().slice(11, 16)} UTC on ${os.cpus().length} cores; load average (1 / 5 / 15 min) ${loadAtStart} at its start, ${load()} at its end; it ran: ${[...only].filter((o) => ALL.includes(o)).join(', ')}. Each section below says when it was measured.`,
  '',
  ...merged.flatMap((s) => [s, '']),
  endMarker,
].join('\n');
let next: string;
if (begin >= 0 && end > begin) next = current.slice(0, begin) + generated + current.slice(end + endMarker.length);
else {
  // First run: after the introduction (everything before the first section heading).
  const firstSection = current.indexOf('\n## ');
  next = `${current.slice(0, firstSection + 1)}${generated}\n${current.slice(firstSection + 1)}`;
}
writeFileSync(file, next);
console.log(`\nBENCHMARKS.md updated (${file}).`);
