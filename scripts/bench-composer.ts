/**
 * Text Chat responsiveness, measured in the browser (issue #38): the time from pressing Enter in
 * the designer's composer to the persona's reply being painted, on the on-device engine (the
 * server here has no AI upstream), p50 / p95 over a conversation; and the Enter press's own
 * interaction latency (Event Timing: input → the next paint, what INP reports).
 *
 *   npx tsx scripts/bench-composer.ts [--messages 20] [--cpu 4] [--url http://…]   (needs dist/: npm run build)
 *
 * A fresh Chromium at a phone's screen size; `--cpu` slows its CPU that many times (4, Lighthouse's
 * mobile figure, by default). The first message is reported on its own: it waits for whatever had
 * not loaded yet (with a press in the chat beforehand, as a person makes it, the engine's worker
 * has started by then). "Painted": the frame after the reply entered the page (an animation frame,
 * then a task — the paint happens between the two).
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startProductServer } from './lib/productServer';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** DESIGN.md §7 / issue #38: Enter → reply painted, p95. */
export const REPLY_BUDGET_MS = 100;
const MESSAGES = Number(arg('messages') ?? 20);
const CPU = Number(arg('cpu') ?? 4);

/** What a person might tell the designer, in order; cycled when more messages are asked for. */
const LINES = [
  'I want a small japanese koi fish on my forearm',
  'black and grey please, with some water around it',
  'maybe a lotus flower too',
  'how much will it hurt on the forearm?',
  'what about aftercare for the first week?',
  'could it be a bit larger, medium size?',
  'I like bold lines',
  'something for my grandmother who loved gardening',
  'does colour fade faster than black?',
  'what style would suit a first tattoo?',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const server = arg('url') ? null : await startProductServer();
const base = arg('url') ?? server?.url ?? '';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  // The page keeps, per Enter press: when it happened, when the reply was painted, and the press's Event Timing duration.
  await page.addInitScript(() => {
    const w = window as unknown as { __replyTimes: { pressed: number; painted?: number; inp?: number }[] };
    w.__replyTimes = [];
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || !(event.target as Element | null)?.matches?.('[data-composer]')) return;
        const entry: { pressed: number; painted?: number; inp?: number } = { pressed: event.timeStamp };
        w.__replyTimes.push(entry);
        const list = document.querySelector('[data-testid="message-list"]');
        const before = list?.querySelectorAll('li[data-role="agent"]').length ?? 0;
        const observer = new MutationObserver(() => {
          if ((list?.querySelectorAll('li[data-role="agent"]').length ?? 0) <= before) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (entry.painted = performance.now());
            channel.port2.postMessage(null);
          });
        });
        if (list) observer.observe(list, { childList: true, subtree: true });
      },
      true,
    );
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as PerformanceEventTiming[]) {
        if (e.name !== 'keydown') continue;
        const match = w.__replyTimes.find((r) => Math.abs(r.pressed - e.startTime) < 1);
        if (match) match.inp = Math.max(match.inp ?? 0, e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(`${base}/designer`, { waitUntil: 'load' });
  await page.locator('#root:not([inert])').waitFor();
  const box = page.getByRole('textbox', { name: /^Message / });
  const replies = page.getByTestId('message-list').locator('li[data-role="agent"]');
  await box.click();
  for (let i = 0; i < MESSAGES; i++) {
    const before = await replies.count();
    await box.fill(LINES[i % LINES.length]);
    await box.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="message-list"] li[data-role="agent"]').length > n, before, { timeout: 60_000 });
    await page.waitForFunction((i) => (window as unknown as { __replyTimes: { painted?: number }[] }).__replyTimes[i]?.painted !== undefined, i);
  }
  await page.waitForTimeout(500); // the last Event Timing entries
  const times = await page.evaluate(() => (window as unknown as { __replyTimes: { pressed: number; painted?: number; inp?: number }[] }).__replyTimes);
  const replyMs = times.map((t) => (t.painted ?? NaN) - t.pressed);
  const later = replyMs.slice(1);
  const inps = times.map((t) => t.inp ?? 0);
  const round = (v: number) => Math.round(v);
  console.log(`Chromium ${browser.version()}, CPU ×${CPU}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; ${MESSAGES} messages to the on-device engine`);
  console.log(`first message: Enter → reply painted ${round(replyMs[0])} ms`);
  console.log(`messages 2–${MESSAGES}: Enter → reply painted p50 ${round(percentile(later, 50))} ms, p95 ${round(percentile(later, 95))} ms, max ${round(Math.max(...later))} ms (budget p95 < ${REPLY_BUDGET_MS} ms: ${percentile(later, 95) < REPLY_BUDGET_MS ? 'met' : 'NOT met'})`);
  console.log(`the Enter press itself (Event Timing, input → next paint; 0 = under 16 ms): p50 ${round(percentile(inps, 50))} ms, p95 ${round(percentile(inps, 95))} ms, max ${round(Math.max(...inps))} ms`);
  console.log(`per message (ms): ${replyMs.map(round).join(', ')}`);
} finally {
  await browser.close();
  server?.stop();
}
