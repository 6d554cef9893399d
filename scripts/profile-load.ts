/**
 * Profiles a page load: what the main thread does, task by task, with Lighthouse's attribution
 * ("Unattributable" included) and what really ran in each task (scripts/lighthouse/traceTasks.ts).
 *
 *   npx tsx scripts/profile-load.ts --trace /tmp/lh/designer-1.trace.json   # a Lighthouse run's trace
 *                                                  # (npm run bench -- --only lighthouse --traces /tmp/lh)
 *   npx tsx scripts/profile-load.ts --route /designer [--cpu 4] [--out designer.trace.json]
 *       records a Chrome performance trace through Playwright/CDP: a fresh Chromium, a phone's screen,
 *       the CPU slowed `--cpu` times (4, Lighthouse's mobile figure), V8's CPU profile on, against the
 *       real server for this tree's dist/ (scripts/e2e-server.sh); `--url` for a server already running.
 *   --min 10 (list tasks of at least this many ms)   --wait 8000 (ms after the load event to keep tracing)
 *   --task 5073 (also: the most sampled call stacks in the task that starts at that ms; needs a trace with CPU samples)
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { formatProfile, profileLoad, taskStacks, type TraceEvent } from './lighthouse/traceTasks';
import { startProductServer } from './lib/productServer';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Categories of DevTools' Performance panel, with V8's sampling profiler and the script records. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** Lighthouse's mobile screen (Moto G Power): the same layout work as the bench measures. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function record(url: string, cpu: number, waitMs: number): Promise<{ traceEvents: TraceEvent[] }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return Array.isArray(parsed) ? { traceEvents: parsed } : parsed;
  } finally {
    await browser.close();
  }
}

const tracePath = arg('trace');
const cpu = Number(arg('cpu') ?? 4);
let trace: { traceEvents: TraceEvent[] };
if (tracePath) {
  const parsed = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  trace = Array.isArray(parsed) ? { traceEvents: parsed } : parsed;
} else {
  const server = arg('url') ? null : await startProductServer();
  try {
    const url = arg('url') ?? `${server?.url}${arg('route') ?? '/'}`;
    trace = await record(url, cpu, Number(arg('wait') ?? 8000));
  } finally {
    server?.stop();
  }
  const out = arg('out');
  if (out) writeFileSync(out, JSON.stringify(trace));
}
// A Lighthouse trace is taken at full speed and slowed 4× in its simulation; ours already ran slowed.
const profile = profileLoad(trace);
console.log(formatProfile(profile, { minMs: Number(arg('min') ?? 10), slowdown: tracePath && !arg('cpu') ? 4 : 1 }));
const task = arg('task');
if (task) console.log(`\n${taskStacks(profile, Number(task))}`);
