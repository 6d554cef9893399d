/**
 * One Lighthouse run the way PageSpeed Insights makes it: a fresh Chromium (new process, new
 * temporary profile: no HTTP cache, no V8 code cache, no service worker, no warm renderer) for
 * every run, Lighthouse's default mobile preset (Moto G Power screen, simulated slow 4G and a 4×
 * slower CPU). Reusing one browser across runs — what this bench did before — measures a warm
 * browser: compiled code and the renderer process survive between runs, and TBT came out 3–10×
 * lower than a newcomer's first `npm run bench` or PageSpeed Insights gets (issue #38).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { watchLoad, type RunLoad } from './machineLoad';
import { blockingTime, profileLoad, type TraceEvent } from './traceTasks';

export interface LhRun {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Time to Interactive (no longer in the score since Lighthouse 10, still computed): when the main thread went quiet. */
  tti: number;
  cls: number;
  /**
   * TBT added up from the trace's tasks by their CPU time (traceTasks.ts blockingTime): what the
   * page's own work costs, without the waits for a core that other processes cause. A diagnostic for
   * decisions on a loaded machine; the budget is Lighthouse's TBT.
   */
  cpuTbt: number;
  /** Audits that failed (score < 0.9), by id. */
  failedAudits: string[];
  load: RunLoad;
}

export type LhMetric = Exclude<keyof LhRun, 'failedAudits' | 'load'>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseOnce(url: string, options: { tracePath?: string } = {}): Promise<LhRun | { error: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    // The watch starts with the page load, not the browser's start-up (which Lighthouse does not measure).
    const watch = watchLoad();
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const load = watch.stop();
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned nothing' };
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    if (!Number.isFinite(audit('largest-contentful-paint'))) return { error: 'no LCP' };
    const trace = result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] } | undefined;
    if (options.tracePath && trace) writeFileSync(options.tracePath, JSON.stringify(trace));
    let cpuTbt = NaN;
    try {
      if (trace) cpuTbt = blockingTime(profileLoad(trace)).cpu;
    } catch (error) {
      console.warn('  (the trace could not be read for CPU time)', error);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      tti: audit('interactive'),
      cls: audit('cumulative-layout-shift'),
      cpuTbt,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
        .map((a) => a.id),
      load,
    };
  } finally {
    await chrome.kill();
  }
}
