import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: engine, stores, db (fake-indexeddb) and components. Files that need a DOM say so
// with a `// @vitest-environment jsdom` docblock; the engine's tests run in plain Node.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
  },
});
