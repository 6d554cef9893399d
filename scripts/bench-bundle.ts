/**
 * DESIGN.md §7 budget: JS for `/` ≤ 120 KB gzip before first paint.
 *
 * 1. Static: the entry script and every <link rel="modulepreload"> in dist/index.html, gzipped.
 * 2. Measured: loads `/` in Chromium (no service worker, cold cache) and sums the gzip size of
 *    every script whose response finished before First Contentful Paint.
 * Run after `npm run build`: `npx tsx scripts/bench-bundle.ts`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

const DIST = path.resolve('dist');
const BUDGET_KB = 120;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const staticFiles = [
  ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((m) => m[1]);
const staticKb = staticFiles.reduce((sum, f) => sum + gzipKb(f), 0);

// A plain static server over dist/ with SPA fallback, so the measurement needs nothing else running.
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  let file = path.join(DIST, decodeURIComponent(url.pathname));
  if (!file.startsWith(DIST) || url.pathname === '/' || !path.extname(file)) file = path.join(DIST, 'index.html');
  try {
    const body = readFileSync(file);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
await page.waitForTimeout(500);
const beforePaint = await page.evaluate(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
  return performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch' && e.name.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= fcp)
    .map((e) => new URL(e.name).pathname.slice(1));
});
const allJs = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => new URL(e.name).pathname.slice(1)));
await browser.close();
server.close();

const measuredKb = beforePaint.reduce((sum, f) => sum + gzipKb(f), 0);
const fmt = (kb: number) => `${kb.toFixed(1)} KB`;
console.log(`static entry + modulepreload: ${staticFiles.length} files, ${fmt(staticKb)} gzip`);
console.log(`measured before first paint:  ${beforePaint.length} files, ${fmt(measuredKb)} gzip (${beforePaint.join(', ')})`);
console.log(`JS loaded by the time of load+500ms: ${allJs.length} files, ${fmt(allJs.reduce((s, f) => s + gzipKb(f), 0))} gzip`);
console.log(`budget ${BUDGET_KB} KB: ${Math.max(staticKb, measuredKb) <= BUDGET_KB ? 'within' : 'OVER'}`);
