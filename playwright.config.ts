import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the built app + API. Run them through `pnpm test:e2e` (scripts/test-e2e.mjs):
 * it builds the product and prepares a fresh temporary database, a free port and an admin, then
 * hands them to this file through E2E_* variables.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ar',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /booking\.spec\.ts/ },
    // Booking adds orders (and customers) to the demo marketplace, whose exact figures other specs
    // read (3,000 orders on the dashboard and the orders list): it runs once they are done.
    {
      name: 'after the demo figures',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /booking\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // The API from source (tsx), serving the app build that scripts/test-e2e.mjs made for this run.
    command: 'node --import tsx packages/api/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      APP_DIST_DIR: process.env.E2E_APP_DIST_DIR ?? '',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? '',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
