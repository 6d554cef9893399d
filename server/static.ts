/**
 * Serves the built web app (vite build → dist/) on the API's port:
 * - /assets/* carry content hashes in their names, so they are cached for a year, immutable;
 * - index.html, sw.js and every other unhashed file are revalidated on each use (no-cache), so a
 *   new deployment reaches users at their next load;
 * - text files are sent as the Brotli or gzip copy the build wrote beside them (file.br, file.gz;
 *   scripts/build/compressAssets.ts), chosen by the request's Accept-Encoding, with
 *   `Vary: Accept-Encoding` so caches keep the variants apart; no compression work per request;
 * - a page route (GET, not an API path, no file extension) gets its pre-rendered page when the
 *   build wrote one (`/auth` → auth.html; scripts/build/prerender.ts), else shell.html (the app
 *   with an empty root; index.html in builds from before pre-rendering): the single-page app routes
 *   it (GET /chat is a page, POST /chat is the API).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.ts';
import { ApiError } from './errors.ts';
import { pageCspSource } from './security.ts';

/** One year: the longest lifetime caches honour; hashed names make it safe. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

/** Paths that belong to the API whatever the method (POST /chat is added below). */
const API_PREFIXES = ['/crm', '/v1', '/health', '/openapi.json', '/app-config', '/public', '/webhooks'];

export function isApiPath(method: string, url: string): boolean {
  const pathname = url.split('?')[0];
  if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return true;
  return method !== 'GET' && method !== 'HEAD';
}

/**
 * The HTML file a page route is served: its own pre-rendered page when there is one, else the
 * empty shell (never the landing page, whose text would flash before another screen).
 */
export function pageFileFor(staticDir: string, url: string): string {
  const pathname = url.split('?')[0].replace(/\/+$/, '');
  if (pathname === '') return 'index.html';
  const own = `${pathname.slice(1)}.html`;
  if (/^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(pathname.slice(1)) && fs.existsSync(path.join(staticDir, own))) return own;
  return fs.existsSync(path.join(staticDir, 'shell.html')) ? 'shell.html' : 'index.html';
}

function isPageRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.method, request.url)) return false;
  const lastSegment = request.url.split('?')[0].split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

export async function registerAppFiles(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const indexPath = path.join(config.staticDir, 'index.html');
  const csp = pageCspSource(config, indexPath);
  const hasBuild = fs.existsSync(indexPath);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // filePath is the copy actually sent (x.js.br for x.js); the rules are the original's.
        const relative = path.relative(config.staticDir, filePath).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        reply.header('content-security-policy', csp());
      },
    });
    // Every app file may come in three encodings. Added to the reply's own Vary (CORS sets
    // `Vary: Origin` there, which would replace a header set on the raw response).
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.method, request.url)) return payload;
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      return payload;
    });
  }

  // The app's root is a page like any other; the static plugin does not serve directories.
  app.get('/', { schema: { hide: true } }, (_request, reply) => {
    if (!hasBuild) throw new ApiError(404, 'not_found', 'The web app is not built: run `npx vite build` (npm start does it).');
    reply.header('cache-control', REVALIDATE_CACHE).header('content-security-policy', csp());
    return reply.sendFile('index.html', config.staticDir);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRoute(request)) {
      throw new ApiError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}.`);
    }
    if (!hasBuild) {
      throw new ApiError(404, 'not_found', 'The web app is not built: run `npx vite build` (npm start does it).');
    }
    reply.header('cache-control', REVALIDATE_CACHE).header('content-security-policy', csp());
    return reply.sendFile(pageFileFor(config.staticDir, request.url), config.staticDir);
  });
}
