/**
 * Build step: pre-renders every static route's first screen into its own HTML file, so the page
 * paints real text before any JavaScript runs (docs/performance.md "Pre-rendered first paint").
 *
 * After the client build is written, src/app/prerender.tsx is loaded in Node through a Vite SSR
 * server (same aliases and env as the build) and each route's #root markup goes into a copy of the
 * built index.html:
 * - `/` → index.html; `/auth` → auth.html, `/designer` → designer.html, … (server/static.ts and the
 *   service worker serve each route its own file);
 * - shell.html: the built page with an empty #root, for routes with parameters and unknown paths
 *   (they must not flash the landing page first).
 * Runs in writeBundle, before vite-plugin-pwa's closeBundle, so the service worker precaches the
 * route files, and before compressAssets, so they get Brotli/gzip copies.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { routeHtmlFile } from './routePages.ts';


export const SHELL_HTML = 'shell.html';

const ROOT = '<div id="root"></div>';
/**
 * The pre-rendered screen is a picture of the app until the app's first render replaces it
 * (src/main.tsx removes the attribute then): `inert`, so a click or a focus on a control that has
 * no handler yet is not silently lost (browsers and test tools alike wait for the real control).
 */
const PRERENDERED_ATTRIBUTE = 'inert';
/** Read by src/shared/auth/authStore.ts when it is created in Node. */
const AUTH_PENDING_FLAG = '__inkclarityPrerenderAuthPending';

interface PrerenderModule {
  prerenderPaths: () => string[];
  accountPaths: () => string[];
  renderRoute: (path: string) => Promise<string>;
}

/**
 * The page's CSP allows no inline style attributes (style-src 'self'; server/security.ts), and a
 * blocked one is a console error and a Lighthouse best-practices issue. Styles React sets from
 * JavaScript are allowed (CSSOM), so only this pre-JS markup loses them: an element hidden with
 * `display:none` (Headless UI's hidden form fields) keeps the `hidden` attribute instead.
 */
export function withoutStyleAttributes(html: string): string {
  return html.replace(/ style="([^"]*)"/g, (_match, css: string) => (/display:\s*none/.test(css) ? ' hidden=""' : ''));
}

export function prerenderRoutes(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inkclarity-prerender-routes',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to pre-render into.`);
        const server = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          envDir: config.envDir,
          logLevel: 'error',
          resolve: { alias: config.resolve.alias },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        const flag = globalThis as Record<string, unknown>;
        // Dexie opens a BroadcastChannel when its module loads if the global exists (Node has
        // one), and an open channel keeps the build process alive after it finishes. The
        // pre-render never touches IndexedDB, so the modules load without it.
        const broadcastChannel = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel');
        delete flag.BroadcastChannel;
        try {
          writeFileSync(path.join(outDir, SHELL_HTML), template);
          const written: string[] = [];
          // Two passes over fresh module instances: signed-out screens, then the account screens,
          // whose auth store must start 'loading' (src/shared/auth/authStore.ts).
          for (const authPending of [false, true]) {
            flag[AUTH_PENDING_FLAG] = authPending;
            server.moduleGraph.invalidateAll();
            const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
            const account = new Set(app.accountPaths());
            for (const route of app.prerenderPaths().filter((p) => account.has(p) === authPending)) {
              const html = await app.renderRoute(route);
              // A screen that could not render in Node (it touched a browser API while loading)
              // comes back as React's client-render marker: that route is served the shell.
              if (html.includes('<template data-msg=')) {
                config.logger.warn(`pre-render: ${route} could not render at build time; it is served ${SHELL_HTML}.\n${html.match(/data-msg="([^"]*)"/)?.[1] ?? ''}`);
                continue;
              }
              const file = routeHtmlFile(route);
              writeFileSync(path.join(outDir, file), template.replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${withoutStyleAttributes(html)}</div>`));
              written.push(`${route} → ${file} (${(html.length / 1024).toFixed(1)} KB)`);
            }
          }
          config.logger.info(`pre-rendered ${written.length} routes:\n  ${written.join('\n  ')}`);
        } finally {
          delete flag[AUTH_PENDING_FLAG];
          if (broadcastChannel) Object.defineProperty(globalThis, 'BroadcastChannel', broadcastChannel);
          await server.close();
        }
      },
    },
  };
}
