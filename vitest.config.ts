import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests, each beside the code it tests (src/**/x.test.ts): engine, stores, db (fake-indexeddb) and
// components. Files that need a DOM say so with a `// @vitest-environment jsdom` docblock; the engine's
// tests run in plain Node.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // The renderer's pixel tests draw dozens of designs each; on a loaded 2-core machine they took
    // up to 20 s. They check pictures, not speed (the render benchmark times it), so give room.
    testTimeout: 60_000,
  },
});
