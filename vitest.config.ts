import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:unit` (`vitest run`): the API suite (Fastify inject on SQLite, and again on PostgreSQL
 * when TEST_DATABASE_URL is set) and the unit tests of contract, ui and app.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'api',
          root: 'packages/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Prints the one "skipped: no PostgreSQL" line, or checks the PostgreSQL server is reachable.
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['packages/{contract,ui,app}/src/**/*.test.{ts,tsx}', '.storybook/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
