/**
 * Benchmark of the offline renderer in Debian Chromium (not a timed test).
 *
 * Builds a throw-away page with Vite that calls the real renderClient (module worker +
 * OffscreenCanvas), serves it locally, and drives it with Playwright. Each sample is one
 * renderDesignPng round trip for a 1024×1024 design as the page sees it: compose → paint →
 * PNG encode → back to the page. The briefs cycle through all 8 styles and several subjects.
 * Also checks on the way that the page stays responsive during renders, that the stencil PNG
 * carries 300 DPI, and that an aborted render rejects.
 *
 * Run: npx tsx scripts/bench-render.ts [--runs 120] [--style <style>] [--slowest] [--samples]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, '.tmp', 'bench-render');
const OUT = join(WORK, 'dist');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Renders before measuring: worker start-up and JIT warm-up are not what we measure. */
const WARMUP = 6;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 120;
/** --style <name> measures one style only (to find what is slow). */
const styleArg = process.argv.indexOf('--style');
const ONLY_STYLE = styleArg >= 0 ? process.argv[styleArg + 1] : '';

const PAGE = `
import { renderInWorker, renderStencilPng } from '@/ai/render/renderClient';
import { readPngDpi } from '@/ai/render/pngDpi';
import { STYLE_OPTIONS, COLOR_OPTIONS } from '@/engine/designBrief';

const SUBJECTS = ['phoenix rebirth flames', 'rose skull', 'koi wave', 'wolf moon', 'snake dagger', 'lion', 'swallow heart', 'octopus ship'];
const ZONES = ['forearm', 'chest', 'shoulder', 'back', 'calf'];
const SIZES = ['small', 'medium', 'large', 'extra-large'];

async function bench(runs, warmup, onlyStyle, withSamples) {
  const STYLES = onlyStyle ? [onlyStyle] : STYLE_OPTIONS;
  const samples = [];
  const phases = [];
  // Main-thread responsiveness: a 16 ms timer should keep firing while the worker draws.
  // First the same timer with nothing rendering, as the baseline of this (shared) machine.
  let idleGap = 0;
  let idleLast = performance.now();
  const idleTicker = setInterval(() => { const now = performance.now(); idleGap = Math.max(idleGap, now - idleLast); idleLast = now; }, 16);
  await new Promise((r) => setTimeout(r, 3000));
  clearInterval(idleTicker);
  let maxGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => { const now = performance.now(); maxGap = Math.max(maxGap, now - last); last = now; }, 16);
  for (let i = 0; i < warmup + runs; i++) {
    const brief = {
      style: STYLES[i % STYLES.length],
      keywords: SUBJECTS[Math.floor(i / STYLES.length) % SUBJECTS.length],
      bodyZone: ZONES[i % ZONES.length],
      size: SIZES[i % SIZES.length],
      colors: COLOR_OPTIONS[i % COLOR_OPTIONS.length],
      description: i % 3 === 0 ? 'with "never give up"' : '',
    };
    const t0 = performance.now();
    const done = await renderInWorker(brief, { seed: i, size: '1024x1024', quality: 'standard' });
    const ms = performance.now() - t0;
    if (done.width !== 1024 || new Uint8Array(done.png)[1] !== 0x50) throw new Error('bad PNG');
    if (i >= warmup) { samples.push({ ms, style: brief.style, keywords: brief.keywords, zone: brief.bodyZone, size: brief.size, colors: brief.colors }); phases.push(done.timings); }
  }
  clearInterval(ticker);
  // The two other outputs (issue #34): ink on a transparent background, and the line work as SVG.
  const outputs = {};
  for (const output of ['transparent-png', 'line-art-svg']) {
    const times = [];
    for (let i = 0; i < 24; i++) {
      const b = { style: STYLES[i % STYLES.length], keywords: SUBJECTS[i % SUBJECTS.length], bodyZone: ZONES[i % ZONES.length], size: 'medium', colors: COLOR_OPTIONS[i % COLOR_OPTIONS.length], description: '' };
      const t0 = performance.now();
      await renderInWorker(b, { seed: 1000 + i, size: '1024x1024', quality: 'standard' }, undefined, output);
      times.push(performance.now() - t0);
    }
    outputs[output] = times;
  }
  const brief = { style: 'neo-traditional', keywords: 'phoenix rebirth flames', bodyZone: 'forearm', size: 'medium', colors: 'colorful', description: '' };
  const stencil = new Uint8Array(await (await renderStencilPng(brief, { seed: 1, size: '1024x1792', quality: 'standard' })).png.arrayBuffer());
  const hd0 = performance.now();
  await renderInWorker(brief, { seed: 1, size: '1024x1024', quality: 'hd' });
  const hdMs = performance.now() - hd0;
  const ctrl = new AbortController();
  const aborted = renderInWorker(brief, { seed: 2, size: '1024x1792', quality: 'hd' }, ctrl.signal).then(() => 'resolved', (e) => e.name);
  ctrl.abort();
  const shots = [];
  if (withSamples) {
    for (const style of ['watercolor', 'realistic', 'japanese', 'neo-traditional', 'geometric', 'tribal']) {
      const done = await renderInWorker({ style, keywords: 'wolf moon', bodyZone: 'shoulder', size: 'large', colors: style === 'realistic' ? 'black and grey' : 'colorful', description: '"Stay wild"' }, { seed: 5, size: '1024x1024', quality: 'standard' });
      const bytes = new Uint8Array(done.png);
      let bin = '';
      for (let k = 0; k < bytes.length; k += 0x8000) bin += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
      shots.push({ style, png: btoa(bin) });
    }
  }
  return { shots, samples, phases, maxGap, idleGap, stencilDpi: readPngDpi(stencil), stencilBytes: stencil.length, hdMs, abort: await aborted, outputs };
}
window.__bench = bench;
document.body.dataset.ready = '1';
`;


function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

async function main(): Promise<void> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  writeFileSync(join(WORK, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>render bench</title><link rel="icon" href="data:,"></head><body><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(WORK, 'main.js'), PAGE);
  await build({
    configFile: false,
    root: WORK,
    base: './',
    logLevel: 'warn',
    resolve: { alias: { '@': join(ROOT, 'src') } },
    worker: { format: 'es' },
    build: { outDir: OUT, emptyOutDir: true, minify: true, target: 'es2022' },
  });

  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(OUT, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/\/$/, '/index.html'));
    try {
      const body = readFileSync(path);
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    page.on('console', (m) => (m.type() === 'error' ? console.error('page:', m.text()) : undefined));
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    const result = await page.evaluate(
      ([runs, warmup, only, samples]) =>
        (window as unknown as { __bench(r: number, w: number, s: string, x: boolean): Promise<unknown> }).__bench(runs, warmup, only, samples),
      [RUNS, WARMUP, ONLY_STYLE, process.argv.includes('--samples')] as const,
    );
    const r = result as {
      shots: { style: string; png: string }[];
      samples: { ms: number; style: string; keywords: string; zone: string; size: string; colors: string }[];
      phases: { compose: number; paint: number; encode: number }[];
      maxGap: number;
      idleGap: number;
      stencilDpi: number | undefined;
      stencilBytes: number;
      hdMs: number;
      abort: string;
      outputs: Record<string, number[]>;
    };
    const all = r.samples.map((s) => s.ms).sort((a, b) => a - b);
    const med = (xs: number[]): number => percentile([...xs].sort((a, b) => a - b), 50);
    const lines = [
      `Chromium ${browser.version()} (${CHROMIUM}, --disable-gpu), ${r.samples.length} renders of 1024×1024 after ${WARMUP} warm-up`,
      `round trip renderDesignPng: p50 ${percentile(all, 50).toFixed(0)} ms, p90 ${percentile(all, 90).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, max ${all[all.length - 1].toFixed(0)} ms`,
      `in-worker medians: compose ${med(r.phases.map((p) => p.compose)).toFixed(1)} ms, paint ${med(r.phases.map((p) => p.paint)).toFixed(1)} ms, PNG encode ${med(r.phases.map((p) => p.encode)).toFixed(1)} ms`,
      `per style p50 / max: ${[...new Set(r.samples.map((s) => s.style))]
        .map((st) => {
          const xs = r.samples.filter((s) => s.style === st).map((s) => s.ms).sort((a, b) => a - b);
          return `${st} ${percentile(xs, 50).toFixed(0)}/${xs[xs.length - 1].toFixed(0)}`;
        })
        .join(', ')}`,
      `longest main-thread gap of a 16 ms timer: ${r.maxGap.toFixed(0)} ms while rendering, ${r.idleGap.toFixed(0)} ms idle (machine baseline)`,
      `HD 2048×2048 one render: ${r.hdMs.toFixed(0)} ms; stencil PNG ${r.stencilDpi} DPI, ${(r.stencilBytes / 1024).toFixed(0)} KB; aborted render → ${r.abort}`,
      ...Object.entries(r.outputs).map(([output, ms]) => {
        const xs = [...ms].sort((a, b) => a - b);
        return `${output} (${xs.length} renders, 1024×1024): p50 ${percentile(xs, 50).toFixed(0)} ms, p90 ${percentile(xs, 90).toFixed(0)} ms, max ${xs[xs.length - 1].toFixed(0)} ms`;
      }),
    ];
    console.log(lines.join('\n'));
    // --samples: the worker's own PNGs, to compare by eye with the resvg contact sheet.
    for (const shot of r.shots) writeFileSync(join(WORK, `sample-${shot.style}.png`), Buffer.from(shot.png, 'base64'));
    if (r.shots.length) console.log(`samples written to ${WORK}`);
    if (process.argv.includes('--slowest')) {
      const idx = r.samples.map((_, i) => i).sort((a, b) => r.samples[b].ms - r.samples[a].ms).slice(0, 8);
      for (const i of idx) console.log(JSON.stringify({ ...r.samples[i], ...r.phases[i] }));
    }
    const p99 = percentile(all, 99);
    if (r.stencilDpi !== 300 || r.abort !== 'AbortError') process.exitCode = 1;
    if (p99 >= 300) {
      console.log(`OVER BUDGET: p99 ${p99.toFixed(0)} ms ≥ 300 ms`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
