/**
 * The size gate (scripts/size-gate.ts) over the real build, and over a temporary copy with a
 * deliberately oversized probe: it must fail naming the route (or the precache) and the bytes.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECACHE_BUDGET, firstPaintFiles, kb, precacheUrls, readBuildManifest, routeModules } from '../../scripts/build/sizeBudget';

const DIST = path.resolve('dist');
const ROUTES = readFileSync(path.resolve('src/app/routes.tsx'), 'utf8');
const copies: string[] = [];

function copyOfDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkclarity-size-probe-'));
  cpSync(DIST, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

function runGate(dist: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size-gate.ts', dist], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('size gate', () => {
  it('reads every route from routes.tsx and the first-paint chunks from the module graph', () => {
    const routes = routeModules(ROUTES);
    expect(routes['/']).toBeNull();
    expect(routes['/designer']).toBe('src/features/designer/DesignerScreen');
    // A screen loaded in stages (lazyScreen's second argument) is still found.
    expect(routes['/booking']).toBe('src/features/booking/BookingScreen');
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(['/auth', '/profile', '/chat', '/booking']));
    const manifest = readBuildManifest(DIST);
    const landing = firstPaintFiles(manifest, null);
    const designer = firstPaintFiles(manifest, routes['/designer']);
    // The designer needs the entry plus its own chunk(s); the landing page needs no designer chunk.
    expect(designer).toEqual(expect.arrayContaining(landing));
    expect(designer.length).toBeGreaterThan(landing.length);
    expect(landing.some((f) => /DesignerScreen|firebase/i.test(f))).toBe(false);
    expect(precacheUrls(DIST)).toContain('index.html');
  });

  it('passes on this build', () => {
    const { status, output } = runGate(DIST);
    expect(output).toContain('size budgets: within');
    expect(status).toBe(0);
  });

  it('counts no JS before the first paint of a pre-rendered route, and all of it when the page is the empty shell', () => {
    const { output } = runGate(DIST);
    expect(output).toMatch(/^\/ +0\.0 KB +\d+\.\d KB gzip in \d+ files, pre-rendered/m);
    const dist = copyOfDist();
    // The landing page served as the empty shell paints only after its scripts have run.
    writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(dist, 'shell.html')));
    const { status, output: shellOutput } = runGate(dist);
    expect(status).toBe(1);
    expect(shellOutput).toMatch(/Size budget failed:\n {2}\/: \d+ bytes \(\d+\.\d KB\) of JS gzip before first paint, over its 80\.0 KB budget \(not pre-rendered\)/);
  });

  it('fails naming the route and its bytes when the entry script grows past the landing page limit', () => {
    const dist = copyOfDist();
    const entry = firstPaintFiles(readBuildManifest(dist), null)[0];
    // Random text barely compresses: ~60 KB more gzip on the landing page's only script.
    appendFileSync(path.join(dist, entry), `\n//${randomBytes(60 * 1024).toString('base64')}\n`);
    const { status, output } = runGate(dist);
    expect(status).toBe(1);
    expect(output).toMatch(/Size budget failed:\n {2}\/: \d+ bytes \(\d+\.\d KB\) of JS gzip to interactive, over its \d+\.\d KB ceiling/);
    // The designer loads the same entry, so it is over too; the report names each route.
    expect(output).toMatch(/ {2}\/designer: \d+ bytes/);
  });

  it('fails naming the precache and its bytes when the precached files pass their Brotli budget', () => {
    const dist = copyOfDist();
    const icon = precacheUrls(dist).find((url) => url.endsWith('.png'));
    expect(icon).toBeDefined();
    appendFileSync(path.join(dist, icon ?? ''), randomBytes(1024 * 1024));
    const { status, output } = runGate(dist);
    expect(status).toBe(1);
    expect(output).toContain(`Brotli in ${precacheUrls(dist).length} entries, over its ${kb(PRECACHE_BUDGET)} budget`);
    expect(output).toMatch(/precache: \d+ bytes \(\d+\.\d KB\) Brotli in \d+ entries/);
    expect(output).not.toMatch(/ {2}\/: \d+ bytes/);
  });
});
