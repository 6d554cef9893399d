/**
 * Where each pre-rendered route's page lives in dist/ (scripts/build/prerender.ts writes them,
 * server/static.ts and src/sw.ts serve them, the size gate reads them).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `/` → index.html, `/auth` → auth.html, `/a/b` → a/b.html. */
export function routeHtmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

/** True when the build wrote `route` a page whose #root already holds its first screen. */
export function isPrerendered(dist: string, route: string): boolean {
  const file = path.join(dist, routeHtmlFile(route));
  if (!existsSync(file)) return false;
  return /<div id="root"[^>]*>\s*<[^/]/.test(readFileSync(file, 'utf8'));
}
