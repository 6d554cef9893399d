import { defineConfig } from 'vitest/config';

// Server tests over real HTTP against a real database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set — scripts/test-server.sh runs both) and the real Auth emulator.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/globalSetup.ts'],
    pool: 'forks',
    // Two cores, shared: more workers only add contention.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
