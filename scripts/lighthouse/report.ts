/** The Markdown tables `npm run bench` writes for Lighthouse (BENCHMARKS.md's generated section). */
import type { LhMetric } from './lighthouseRun';
import { LOAD_WARNING, isLoaded } from './machineLoad';
import { median, type RouteFigures } from './routeRuns';

/** DESIGN.md §7: Lighthouse mobile, a fresh browser per run, median of 5. */
export const LH_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1800, tbt: 150, cls: 0.02 };

const mark = (ok: boolean) => (ok ? '✔' : '✘');

export function withinBudget(f: RouteFigures): boolean {
  const m = f.median;
  return (
    m.performance >= LH_BUDGETS.performance &&
    m.accessibility >= LH_BUDGETS.accessibility &&
    m['best-practices'] >= LH_BUDGETS['best-practices'] &&
    m.seo >= LH_BUDGETS.seo &&
    m.lcp <= LH_BUDGETS.lcp &&
    m.tbt <= LH_BUDGETS.tbt &&
    m.cls <= LH_BUDGETS.cls
  );
}

const FORMAT: Record<LhMetric, (v: number) => string> = {
  performance: String,
  accessibility: String,
  'best-practices': String,
  seo: String,
  fcp: (v) => `${(v / 1000).toFixed(1)} s`,
  lcp: (v) => `${(v / 1000).toFixed(1)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  tti: (v) => `${(v / 1000).toFixed(1)} s`,
  cls: (v) => v.toFixed(3),
  cpuTbt: (v) => `${Math.round(v)} ms`,
};

/**
 * `after`: this build's figures per route; `before`: the baseline's from the same sitting, if any.
 * `runs`: how many were asked for (a route with fewer says so).
 */
export function lighthouseTable(routes: string[], runs: number, after: Map<string, RouteFigures>, before?: Map<string, RouteFigures>): string {
  const cell = (route: string, metric: LhMetric) => {
    const a = after.get(route);
    const b = before?.get(route);
    if (!a) return '';
    return b ? `${FORMAT[metric](b.median[metric])} → **${FORMAT[metric](a.median[metric])}**` : FORMAT[metric](a.median[metric]);
  };
  const lines = [
    `| route | performance (≥ ${LH_BUDGETS.performance}) | accessibility (${LH_BUDGETS.accessibility}) | best practices (${LH_BUDGETS['best-practices']}) | SEO (${LH_BUDGETS.seo}) | FCP | LCP (≤ ${LH_BUDGETS.lcp} ms) | TBT (≤ ${LH_BUDGETS.tbt} ms) | TTI | CLS (≤ ${LH_BUDGETS.cls}) | within |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const route of routes) {
    const a = after.get(route);
    if (!a) continue;
    const short = a.runs.length < runs ? ` (${a.runs.length} of ${runs} runs)` : '';
    const metrics: LhMetric[] = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'tti', 'cls'];
    lines.push(`| \`${route}\`${short} | ${metrics.map((m) => cell(route, m)).join(' | ')} | ${mark(withinBudget(a))} |`);
  }
  lines.push(
    '',
    `Each run, in the order measured: TBT in ms; CPU-time TBT (the same sum from each task's CPU time rather than its wall time, so other processes' load hardly moves it — a diagnostic, not the budget); load: 1-minute load average before the run, ⚠ above ${LOAD_WARNING}; others: cores other processes used during it.`,
    '',
  );
  lines.push(
    `| route | ${before ? 'baseline TBT per run | ' : ''}TBT per run | ${before ? 'baseline CPU-time TBT, median | ' : ''}CPU-time TBT, median | load before each run | others' CPU, median |`,
    `|---|${before ? '---|---|' : ''}---|---|---|---|`,
  );
  for (const route of routes) {
    const a = after.get(route);
    if (!a) continue;
    const tbts = (f?: RouteFigures) => f?.runs.map((r) => Math.round(r.tbt)).join(', ') ?? '';
    const all = [...a.runs, ...(before?.get(route)?.runs ?? [])];
    const loads = all.map((r) => `${r.load.before.toFixed(1)}${isLoaded(r.load) ? '⚠' : ''}`).join(' ');
    const cpu = (f?: RouteFigures) => (f ? `${Math.round(f.median.cpuTbt)} ms` : '');
    lines.push(
      `| \`${route}\` | ${before ? `${tbts(before.get(route))} | ` : ''}${tbts(a)} | ${before ? `${cpu(before.get(route))} | ` : ''}${cpu(a)} | ${loads} | ${median(all.map((r) => r.load.othersCores)).toFixed(2)} cores |`,
    );
  }
  lines.push('', 'Audits failing in most runs, per route:', '');
  for (const route of routes) lines.push(`- \`${route}\`: ${after.get(route)?.failedAudits.join(', ') || 'none'}`);
  return lines.join('\n');
}

/** One line for the console and the section's heading: how many runs were taken on a loaded machine. */
export function loadVerdict(results: Iterable<Map<string, RouteFigures>>): string {
  const runs = [...results].flatMap((m) => [...m.values()].flatMap((f) => f.runs));
  const loaded = runs.filter((r) => isLoaded(r.load)).length;
  if (runs.length === 0) return 'no runs';
  const before = runs.map((r) => r.load.before);
  return (
    `load average before the runs ${Math.min(...before).toFixed(1)}–${Math.max(...before).toFixed(1)}, ` +
    `other processes used a median ${median(runs.map((r) => r.load.othersCores)).toFixed(2)} cores during them; ` +
    (loaded ? `⚠ ${loaded} of ${runs.length} runs above load ${LOAD_WARNING}: not a quiet machine's figures` : `all ${runs.length} runs at load ≤ ${LOAD_WARNING}`)
  );
}
