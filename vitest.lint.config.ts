import { defineConfig } from 'vitest/config';

// The lint test (tests/lint): ESLint on a temporary copy of the tree with rule-breaking probe files.
export default defineConfig({
  test: { include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 180_000, hookTimeout: 180_000 },
});
