/**
 * Lighthouse on every route of one or more built trees, runs alternating between the trees (A B,
 * then B A, …) so a change in the machine's load during the sitting falls on both alike, and the
 * median of each figure per route. Each tree is served by its own real product server
 * (its scripts/e2e-server.sh: the server, its database and an Auth emulator, on a free port).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startProductServer, type ProductServer } from '../lib/productServer';
import { lighthouseOnce, type LhMetric, type LhRun } from './lighthouseRun';
import { LOAD_WARNING, describeLoad, isLoaded } from './machineLoad';

export interface Tree {
  label: string;
  root: string;
}

export interface RouteFigures {
  runs: LhRun[];
  median: Record<LhMetric, number>;
  /** Audits that failed in most runs. */
  failedAudits: string[];
}

/** tree label → route → figures */
export type LighthouseResults = Map<string, Map<string, RouteFigures>>;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const METRICS: LhMetric[] = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'tti', 'cls', 'cpuTbt'];

function summarise(runs: LhRun[]): RouteFigures {
  const figures = Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])) as Record<LhMetric, number>;
  const failed = [...new Set(runs.flatMap((r) => r.failedAudits))].filter((id) => runs.filter((r) => r.failedAudits.includes(id)).length * 2 > runs.length);
  return { runs, median: figures, failedAudits: failed };
}

export interface RouteRunOptions {
  routes: string[];
  runs: number;
  /** A folder to keep each run's trace in (`<tree>-<route>-<n>.trace.json`), for scripts/profile-load.ts --trace. */
  traceDir?: string;
}

export async function lighthouseTrees(trees: Tree[], { routes, runs, traceDir }: RouteRunOptions): Promise<LighthouseResults> {
  const servers = new Map<string, ProductServer>();
  const results: LighthouseResults = new Map(trees.map((t) => [t.label, new Map()]));
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  try {
    for (const tree of trees) servers.set(tree.label, await startProductServer({ root: tree.root }));
    for (const route of routes) {
      const collected = new Map<string, LhRun[]>(trees.map((t) => [t.label, []]));
      for (let round = 0; round < runs; round++) {
        // A B, B A, A B…: neither tree is always the one measured just after the other.
        const order = round % 2 ? [...trees].reverse() : trees;
        for (const tree of order) {
          const list = collected.get(tree.label) ?? [];
          // A run Lighthouse could not finish (a runtime error, no LCP: it happens on a starved
          // machine) is retried, twice at most; it never counts as a zero.
          for (let attempt = 1; attempt <= 3; attempt++) {
            const tracePath = traceDir ? path.join(traceDir, `${tree.label}-${route.replace(/\W+/g, '_') || '_'}-${round + 1}.trace.json`) : undefined;
            const run = await lighthouseOnce(`${servers.get(tree.label)?.url}${route}`, { tracePath });
            const who = `${trees.length > 1 ? `${tree.label} ` : ''}${route} run ${round + 1}`;
            if ('error' in run) {
              console.log(`  ${who}: no result (${run.error})${attempt < 3 ? ', retrying' : ', given up'}`);
              continue;
            }
            list.push(run);
            console.log(
              `  ${who}: perf ${run.performance} LCP ${Math.round(run.lcp)} ms TBT ${Math.round(run.tbt)} ms (CPU-time TBT ${Math.round(run.cpuTbt)} ms) TTI ${Math.round(run.tti)} ms — ${describeLoad(run.load)}` +
                (isLoaded(run.load) ? ` ⚠ load above ${LOAD_WARNING}: not a quiet machine's figure` : ''),
            );
            break;
          }
          collected.set(tree.label, list);
        }
      }
      for (const tree of trees) {
        const list = collected.get(tree.label) ?? [];
        if (list.length) results.get(tree.label)?.set(route, summarise(list));
      }
    }
  } finally {
    for (const server of servers.values()) server.stop();
  }
  return results;
}
