import { defineConfig } from 'vitest/config';

// Checks that read the production build in dist/ (run by `npm test` right after `vite build`).
export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
