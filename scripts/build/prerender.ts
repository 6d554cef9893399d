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
 * The stylesheet goes inside every page (inlineStylesheets below), so the first paint waits for
 * nothing but the HTML, and the scripts are asked for once it has painted (deferEntryScripts).
 * Runs in writeBundle, before vite-plugin-pwa's closeBundle, so the service worker precaches the
 * route files, and before compressAssets, so they get Brotli/gzip copies.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  signedOutRedirects: () => Record<string, string>;
}

/**
 * The #root markup of an account screen (its route loader starts auth: src/app/authStart.ts): both
 * pictures, each shown by src/styles.css according to the `signed-in-hint` class index.html's
 * inline script sets before first paint. With the hint, the screen while Firebase confirms the
 * session; without it, what the app renders at once for a signed-out visitor: the same screen
 * signed out (/booking, /settings), or the screen of the route it is sent to before rendering
 * (src/app/signedOutRedirect.ts: the sign-in card for /profile). Either way the first paint is the
 * one the app keeps, not a 'Loading…' replaced by a second, late largest paint.
 */
export function withSignedOutVariant(signedIn: string, signedOut: string): string {
  return `<div data-prerender-variant="signed-in">${signedIn}</div><div data-prerender-variant="signed-out">${signedOut}</div>`;
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

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the built stylesheet inside the page as a <style> block instead of a <link>: a linked
 * stylesheet blocks the first paint for a request of its own (one more round trip on a phone,
 * Lighthouse's render-blocking-resources), while the pre-rendered page needs only its HTML to
 * paint. The whole stylesheet rather than each page's critical rules: it is small (~11 KB
 * compressed), every screen the app later renders (menus, dialogs, toasts, dark mode) is styled
 * from the first frame with no second stylesheet to wait for, and every page carries the same
 * block, so the page CSP's one hash (server/security.ts, computed from index.html) allows it on
 * every route. `build.cssCodeSplit: false` (vite.config.ts) keeps the CSS in that one file and
 * out of the lazy chunks' preload lists, which would otherwise link it again.
 * Returns the page and the stylesheets it inlined (their files are then removed from dist/).
 */
export function inlineStylesheets(html: string, readAsset: (file: string) => string): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const page = html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readAsset(file);
    // A relative url() would resolve against the page instead of /assets/, and "</style" would end the block.
    const relative = [...css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some(([, url]) => !/^(data:|\/|https?:|#)/i.test(url));
    if (relative) throw new Error(`${file} has a relative url(): it cannot be inlined as it is.`);
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined.`);
    inlined.push(file);
    return `<style>${css}</style>`;
  });
  return { html: page, inlined };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's scripts are requested once the pre-rendered page has painted, by an inline loader at
 * the end of <body>, instead of by tags in <head>. A pre-rendered page needs no script to paint;
 * module scripts in <head> do not block the paint either, but on a fast connection they arrive and
 * run before it, and Lighthouse's simulated slow phone then counts every byte of them (and their
 * evaluation) as needed for the first paint: FCP and LCP ~1.8–2.0 s where the page alone paints at
 * ~1.1 s. Asked for after the paint, they load in the order a real slow phone sees anyway.
 * - Started at the `first-contentful-paint` entry (PerformanceObserver 'paint'), or at once when
 *   the page has nothing to paint (shell.html's empty #root), is not visible (a background tab
 *   paints nothing), or the browser cannot report paints; at the latest after 1 s.
 * - The same loader on every page (one entry, one preload list per build), so the page CSP's one
 *   hash of it (server/security.ts, from index.html) holds for every route.
 */
export function deferEntryScripts(html: string): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no module entry script to defer.');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = [
    '(function(){var started=false;',
    'function start(){if(started)return;started=true;var d=document;',
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l);});`,
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s);}`,
    "var root=document.getElementById('root');var P=window.PerformanceObserver;",
    "if(!root||!root.firstElementChild||document.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){start();return;}",
    "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start();}}).observe({type:'paint',buffered:true});",
    "document.addEventListener('visibilitychange',start);setTimeout(start,1000);})();",
  ].join('');
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `<script>${loader}</script>\n  </body>`);
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
        const built = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const { html: styled, inlined } = inlineStylesheets(built, (file) => readFileSync(path.join(outDir, file), 'utf8'));
        const template = deferEntryScripts(styled);
        if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to pre-render into.`);
        // Every page is made from this template: nothing links the stylesheet files any more, and
        // the service worker need not precache them.
        writeFileSync(path.join(outDir, 'index.html'), template);
        for (const file of inlined) rmSync(path.join(outDir, file));
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
          // Each route's screen for a device with no signed-in hint (signed out at once), and the
          // account screens' screen for one with a hint too, whose auth store starts 'loading'
          // (src/shared/auth/authStore.ts): two passes over fresh module instances.
          const signedOut = new Map<string, string>();
          const pending = new Map<string, string>();
          let redirects: Record<string, string> = {};
          for (const authPending of [false, true]) {
            flag[AUTH_PENDING_FLAG] = authPending;
            server.moduleGraph.invalidateAll();
            const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
            redirects = app.signedOutRedirects();
            const account = new Set(app.accountPaths());
            // A signed-out visit to a redirecting route never renders it (the target's screen stands in).
            const routes = app.prerenderPaths().filter((p) => (authPending ? account.has(p) : !redirects[p]));
            for (const route of routes) {
              const html = await app.renderRoute(route);
              // A screen that could not render in Node (it touched a browser API while loading)
              // comes back as React's client-render marker: that route is served the shell.
              if (html.includes('<template data-msg=')) {
                config.logger.warn(`pre-render: ${route} could not render at build time; it is served ${SHELL_HTML}.\n${html.match(/data-msg="([^"]*)"/)?.[1] ?? ''}`);
                continue;
              }
              (authPending ? pending : signedOut).set(route, withoutStyleAttributes(html));
            }
          }
          const written: string[] = [];
          for (const route of new Set([...signedOut.keys(), ...pending.keys()])) {
            const withHint = pending.get(route);
            const withoutHint = signedOut.get(redirects[route] ?? route);
            const html = withHint && withoutHint ? withSignedOutVariant(withHint, withoutHint) : (withHint ?? withoutHint);
            if (html === undefined) continue;
            const file = routeHtmlFile(route);
            writeFileSync(path.join(outDir, file), template.replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${html}</div>`));
            const note = redirects[route] ? `, with ${redirects[route]}'s screen for a signed-out visitor` : withHint && withoutHint ? ', signed-in and signed-out pictures' : '';
            written.push(`${route} → ${file} (${(html.length / 1024).toFixed(1)} KB${note})`);
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
