import { defineConfig } from 'vitest/config';

// Unit tests: engine, stores, db (fake-indexeddb) and components. Files that need a DOM say so
// with a `// @vitest-environment jsdom` docblock; the engine's tests run in plain Node.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
  },
});
