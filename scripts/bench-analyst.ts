/**
 * Benchmark (issue #35, not a timed test): the Analyst on a 12-megapixel photo in Debian Chromium,
 * driving the real built app served by the real product server.
 *
 * Each run opens /analyst in a fresh page and uploads a 4000×3000 JPEG of a flash-sheet drawing
 * (made in the page: outlines, hatching, a yellow moon, paper grain and sensor noise). Timed:
 * - worker: decode + scale to 1280 px (`decode`) and the measurement (`measure`), read from the
 *   summary's data attributes (timed inside the analysis worker);
 * - end to end: from the file being chosen to the figures on screen (the photo kept in Dexie, the
 *   route change, the worker round trip and the first render of every card);
 * - baseline, same sitting: decoding the same JPEG alone in the page (createImageBitmap), the floor
 *   any analysis of it pays.
 * Medians over the runs; the machine's load average is printed before and after.
 *
 * Run: npm run build && npm run bench:analyst [-- --runs 7]
 */
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { loadAverage as load, median, startProductServer } from './lib/productServer';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '5'));
const DIST = resolve(ROOT, arg('dist', 'dist'));
const PHOTO = { width: 4000, height: 3000 };

/** A 12 MP JPEG of a flash-sheet drawing on grainy paper, with sensor noise (made in the page). */
async function twelveMegapixelReference(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async ({ width, height }) => {
    const c = new OffscreenCanvas(width, height);
    const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.fillStyle = 'rgb(238, 230, 214)';
    ctx.fillRect(0, 0, width, height);
    const s = Math.min(width, height);
    const cx = width / 2;
    const cy = height / 2;
    ctx.strokeStyle = '#111';
    ctx.lineWidth = s * 0.02;
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.35, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = s * 0.004;
    for (let i = -10; i < 10; i++) {
      ctx.beginPath();
      ctx.moveTo(cx + i * s * 0.012, cy - s * 0.2);
      ctx.lineTo(cx + i * s * 0.012, cy + s * 0.2);
      ctx.stroke();
    }
    ctx.fillStyle = 'rgb(245, 200, 30)';
    ctx.beginPath();
    ctx.arc(cx + s * 0.18, cy - s * 0.22, s * 0.06, 0, Math.PI * 2);
    ctx.fill();
    const img = ctx.getImageData(0, 0, width, height);
    let seed = 1;
    for (let i = 0; i < img.data.length; i += 4) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const n = ((seed >>> 24) - 128) / 16;
      img.data[i] += n;
      img.data[i + 1] += n;
      img.data[i + 2] += n;
    }
    ctx.putImageData(img, 0, 0);
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    let out = '';
    for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(out);
  }, PHOTO);
  return Buffer.from(b64, 'base64');
}

/** Decoding the JPEG alone, in the page (the baseline). */
async function decodeOnly(page: Page, photo: Buffer): Promise<number> {
  return page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/jpeg' });
    const t0 = performance.now();
    const bitmap = await createImageBitmap(blob);
    const ms = performance.now() - t0;
    bitmap.close();
    return ms;
  }, photo.toString('base64'));
}

async function main(): Promise<void> {
  const server = await startProductServer({ staticDir: DIST });
  const base = server.url;
  try {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    let page = await context.newPage();
    await page.goto(`${base}/analyst`);
    const photo = await twelveMegapixelReference(page);
    console.log(`photo: ${PHOTO.width}×${PHOTO.height} JPEG, ${(photo.length / 1e6).toFixed(1)} MB; load before: ${load()}`);
    const decode: number[] = [];
    const measure: number[] = [];
    const endToEnd: number[] = [];
    const baseline: number[] = [];
    const keep: number[] = [];
    const show: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.close();
      page = await context.newPage();
      await page.goto(`${base}/analyst`);
      await page.getByLabel('Upload a reference photo').waitFor();
      // The baseline first, in the same fresh page: decoding the same JPEG on the main thread.
      baseline.push(await decodeOnly(page, photo));
      // Where the end-to-end time goes, stamped in the page: the file chosen, the photo kept (the
      // address changes), the figures on screen.
      // (A string, not a function: the bundler would name the inner function with a helper the page lacks.)
      await page.evaluate(`(() => {
        const marks = (window.benchMarks = {});
        document.addEventListener('change', () => (marks.chosen ??= performance.now()), { capture: true });
        const watch = () => {
          if (marks.kept === undefined && location.search.includes('photo=')) marks.kept = performance.now();
          if (document.querySelector('[data-testid="analyst-summary"]')) marks.shown = performance.now();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      })()`);
      const t0 = Date.now();
      await page.getByLabel('Upload a reference photo').setInputFiles({ name: 'flash-12mp.jpg', mimeType: 'image/jpeg', buffer: photo });
      const summary = page.getByTestId('analyst-summary');
      await summary.waitFor({ timeout: 120_000 });
      endToEnd.push(Date.now() - t0);
      const marks = await page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);
      keep.push(marks.kept - marks.chosen);
      show.push(marks.shown - marks.kept);
      decode.push(Number(await summary.getAttribute('data-decode-ms')));
      measure.push(Number(await summary.getAttribute('data-measure-ms')));
      console.log(`run ${run + 1}: decode+scale ${decode.at(-1)} ms, measure ${measure.at(-1)} ms, end to end ${endToEnd.at(-1)} ms [file chosen → kept ${Math.round(keep.at(-1) ?? 0)}, kept → figures shown ${Math.round(show.at(-1) ?? 0)}]; decode alone ${Math.round(baseline.at(-1) ?? 0)} ms`);
    }
    const worker = decode.map((d, i) => d + measure[i]);
    console.log(`\nmedians of ${RUNS}: worker (decode + scale + measure) ${median(worker)} ms [decode+scale ${median(decode)}, measure ${median(measure)}]; end to end ${median(endToEnd)} ms; baseline decode alone ${Math.round(median(baseline))} ms (worker / baseline ${(median(worker) / median(baseline)).toFixed(2)}×)`);
    console.log(`load after: ${load()}`);
    await browser.close();
  } finally {
    server.stop();
  }
}

await main();
