import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (Playwright's own browser downloads are not reachable
 * here) against the production build served by the real product server.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: process.env.E2E_SERVER_COMMAND ?? `bash scripts/e2e-server.sh`,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    // The server waits for its own Auth emulator, whose cold start is slow on a busy machine.
    timeout: 300_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(PORT) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
