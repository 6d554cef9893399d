import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets } from './scripts/build/compressAssets.ts';
import { prerenderRoutes } from './scripts/build/prerender.ts';

/** Brand colours used by the manifest; the same values live in src/styles.css as CSS variables. */
const THEME_COLOR = '#0b0b0f';
const BACKGROUND_COLOR = '#0b0b0f';

/** Files bigger than this are not precached (the service worker fetches them on demand). */
const MAX_PRECACHE_FILE_BYTES = 4 * 1024 * 1024;

/**
 * A build without Firebase settings only works on this machine (the app uses the local Auth
 * emulator on loopback pages and reports "accounts are not configured" anywhere else). Say so
 * loudly, and fail outright when REQUIRE_FIREBASE_CONFIG=1 (set it in deployment pipelines).
 */
function firebaseConfigCheck(): Plugin {
  return {
    name: 'inkclarity-firebase-config-check',
    apply: 'build',
    configResolved(config) {
      const env = { ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env };
      if (env.VITE_FIREBASE_API_KEY) return;
      const message = 'No VITE_FIREBASE_API_KEY: this build signs in only against a local Auth emulator on localhost; deployed elsewhere it reports "accounts are not configured".';
      if (process.env.REQUIRE_FIREBASE_CONFIG === '1') throw new Error(`REQUIRE_FIREBASE_CONFIG=1: ${message}`);
      config.logger.warn(`\n!!! ${message}\n`);
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // jsPDF's optional HTML/SVG plugins, never used by the hand-off pack: kept out of the bundle and the precache.
      ...Object.fromEntries(['html2canvas', 'canvg', 'dompurify'].map((name) => [name, fileURLToPath(new URL('./src/features/booking/jspdfUnusedPlugins.ts', import.meta.url))])),
    },
  },
  plugins: [
    firebaseConfigCheck(),
    react(),
    tailwindcss(),
    // Each static route's first screen as HTML (dist/index.html, auth.html, …), before the service
    // worker's precache manifest and the compressed copies are made.
    prerenderRoutes(),
    // The PWA is configured here and only here: the manifest below is its one source of truth.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
      },
      includeAssets: ['favicon.svg'],
      manifest: {
        id: '/',
        name: 'InkClarity — AI Tattoo Design Studio',
        short_name: 'InkClarity',
        description: 'Design your tattoo with AI helpers by text or voice. No surprises. No regrets. Just hardcore clarity.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['design', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: Brotli and gzip copies of every text asset, sw.js included (served by server/static.ts).
    compressAssets(),
  ],
  // The manifest (dist/.vite/manifest.json) is the module graph the size gate reads (scripts/size-gate.ts).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // One stylesheet, which scripts/build/prerender.ts puts inside every page: split per chunk, a
    // lazy screen's import would link it again (Vite lists a chunk's CSS in its preload list).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React DOM and React Router in their own chunks, beside the app's entry: each is fetched
        // and compiled as its own script (in parallel, and cached across deploys that change only
        // the app), rather than one 340 KB entry. Only modules the entry loads anyway belong here.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
