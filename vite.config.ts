import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Brand colours used by the manifest; the same values live in src/styles.css as CSS variables. */
const THEME_COLOR = '#0b0b0f';
const BACKGROUND_COLOR = '#0b0b0f';

/** Files bigger than this are not precached (the service worker fetches them on demand). */
const MAX_PRECACHE_FILE_BYTES = 4 * 1024 * 1024;

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    tailwindcss(),
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
  ],
  build: { target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
});
