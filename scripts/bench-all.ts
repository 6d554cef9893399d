/**
 * `npm run bench`: every benchmark in BENCHMARKS.md, in sequence, on one machine in one run, then
 * rewrites the generated part of BENCHMARKS.md (between the `bench:begin` / `bench:end` markers)
 * with the date, the machine's load and each figure next to its budget. The hand-written sections
 * below the markers (each benchmark's command, method and history) are kept as they are.
 *
 *   npm run bench                                   # build, then everything
 *   npm run bench -- --only lighthouse,js           # a subset (lighthouse, js, offline, engine,
 *                                                   #   render, server, conversation, outbox, preview, profile)
 *   npm run bench -- --baseline /tmp/main-checkout  # also Lighthouse + JS for another built tree
 *                                                   #   (e.g. main, built with `vite build --manifest`), same run
 *   --runs 3 (Lighthouse runs per route; the median is reported)   --no-build (use dist/ as it is)
 *
 * Lighthouse: the `lighthouse` npm package driving Debian Chromium (/usr/bin/chromium, the flags of
 * playwright.config.ts), its default mobile preset with simulated throttling, against the real
 * product server (scripts/e2e-server.sh: the server, its database and an Auth emulator, free port).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config';
import { kb, measureBuild, type SizeReport } from './build/sizeBudget';
import { freePort, median, startProductServer } from './lib/productServer';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const ALL = ['lighthouse', 'js', 'offline', 'engine', 'render', 'server', 'conversation', 'outbox', 'preview', 'profile'];
const only = new Set((arg('only') ?? ALL.join(',')).split(','));
const RUNS = Number(arg('runs') ?? 3);
const baselineDir = arg('baseline') ? path.resolve(arg('baseline') ?? '') : undefined;
const ROUTES = arg('routes')?.split(',') ?? ['/', '/designer', '/auth', '/profile', '/chat', '/booking'];

/** DESIGN.md §7 / issue #16 budgets for Lighthouse (mobile, median of 3). */
const LH_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1800, tbt: 100, cls: 0.02 };

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const started = new Date();
const loadAtStart = load();
const sections: string[] = [];
/** Each section says when it was measured and under what load (a partial run keeps older sections). */
const stamp = () => `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load()}.`;

interface LhFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  failedAudits: string[];
  /** Completed runs behind the medians (the table says when fewer than asked). */
  runs?: number;
}

async function lighthouseRoutes(root: string): Promise<Map<string, LhFigures>> {
  const server = await startProductServer({ root });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results = new Map<string, LhFigures>();
  try {
    for (const route of ROUTES) {
      const runs: LhFigures[] = [];
      // A run Lighthouse could not finish (a runtime error, no LCP: it happens on a starved machine)
      // is retried, up to as many extra attempts as runs asked for; it never counts as a zero.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (lhr.runtimeError || !Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue)) {
          process.stdout.write(`  ${route} attempt ${attempt + 1}: no result (${lhr.runtimeError?.code ?? 'no LCP'}), retrying\n`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          failedAudits: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
            .map((a) => a.id),
        });
        process.stdout.write(`  ${route} run ${runs.length}: perf ${runs.at(-1)?.performance} LCP ${Math.round(runs.at(-1)?.lcp ?? 0)} ms TBT ${Math.round(runs.at(-1)?.tbt ?? 0)} ms\n`);
      }
      if (runs.length === 0) continue;
      const pick = (key: Exclude<keyof LhFigures, 'failedAudits' | 'runs'>) => median(runs.map((r) => r[key]));
      results.set(route, {
        runs: runs.length,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        fcp: pick('fcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        // An audit counts as found when it failed in most runs.
        failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].filter((id) => runs.filter((r) => r.failedAudits.includes(id)).length * 2 > runs.length),
      });
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  return results;
}

const mark = (ok: boolean) => (ok ? '✔' : '✘');

function lighthouseTable(after: Map<string, LhFigures>, before?: Map<string, LhFigures>): string {
  const cell = (route: string, f: (x: LhFigures) => string) => {
    const a = after.get(route);
    const b = before?.get(route);
    return b && a ? `${f(b)} → **${f(a)}**` : a ? f(a) : '';
  };
  const lines = [
    `| route | performance (≥ ${LH_BUDGETS.performance}) | accessibility (${LH_BUDGETS.accessibility}) | best practices (${LH_BUDGETS['best-practices']}) | SEO (${LH_BUDGETS.seo}) | FCP | LCP (≤ ${LH_BUDGETS.lcp} ms) | TBT (≤ ${LH_BUDGETS.tbt} ms) | CLS (≤ ${LH_BUDGETS.cls}) | within |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const route of ROUTES) {
    const a = after.get(route);
    if (!a) continue;
    const ok =
      a.performance >= LH_BUDGETS.performance && a.accessibility >= LH_BUDGETS.accessibility && a['best-practices'] >= LH_BUDGETS['best-practices'] &&
      a.seo >= LH_BUDGETS.seo && a.lcp <= LH_BUDGETS.lcp && a.tbt <= LH_BUDGETS.tbt && a.cls <= LH_BUDGETS.cls;
    lines.push(
      `| \`${route}\`${a.runs !== undefined && a.runs < RUNS ? ` (${a.runs} of ${RUNS} runs)` : ''} | ${cell(route, (x) => String(x.performance))} | ${cell(route, (x) => String(x.accessibility))} | ${cell(route, (x) => String(x['best-practices']))} | ${cell(route, (x) => String(x.seo))} | ${cell(route, (x) => `${(x.fcp / 1000).toFixed(1)} s`)} | ${cell(route, (x) => `${(x.lcp / 1000).toFixed(1)} s`)} | ${cell(route, (x) => `${Math.round(x.tbt)} ms`)} | ${cell(route, (x) => x.cls.toFixed(3))} | ${mark(ok)} |`,
    );
  }
  lines.push('', 'Audits still failing (median run), per route:', '');
  for (const route of ROUTES) lines.push(`- \`${route}\`: ${after.get(route)?.failedAudits.join(', ') || 'none'}`);
  return lines.join('\n');
}

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
  let before: Map<string, LhFigures> | undefined;
  if (baselineDir) {
    console.log(`Lighthouse, baseline ${baselineDir}`);
    before = await lighthouseRoutes(baselineDir);
  }
  console.log('Lighthouse, this build');
  const after = await lighthouseRoutes(path.resolve('.'));
  sections.push(
    `### Lighthouse, mobile, median of ${RUNS} per route${arg('routes') ? ` (${ROUTES.join(', ')})` : ''}\n\n${stamp()} Command: \`npm run bench -- --only lighthouse\` (Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, default mobile preset with simulated throttling, Debian Chromium headless, the real server with compression)${before ? '. Before → after: main\'s build and server → this build and server, measured one after the other in this run.' : ''}\n\n${lighthouseTable(after, before)}`,
  );
}

const tsx = (script: string, ...rest: string[]) => ['npx', 'tsx', script, ...rest];
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
const titleOf = (section: string) => section.split('\n')[0];
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
