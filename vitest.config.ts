import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:unit` (`vitest run`): the API suite (Fastify inject on SQLite, and again on PostgreSQL
 * when TEST_DATABASE_URL is set) and the unit tests of contract, ui and app.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine. The
    // API suite spends much of its time waiting on PostgreSQL, SQLite's reader threads and the
    // servers it starts, so a worker per core keeps both busy (a 2-core run: 498 s -> 324 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'api',
          root: 'packages/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A worker's test files share its modules instead of importing the whole server again
          // for each of ~95 files: importing took 238 of the workers' seconds and 42 since (a
          // 2-core run on both databases: 405 s -> 248 s). They can: every suite builds its own
          // app on a fresh database, what modules keep is keyed by database (WeakMaps), the
          // tuning knobs tests lower are restored in `finally`, and fake timers are put back
          // after each test that takes them. worker-database.ts runs again before each file.
          isolate: false,
          // Prints the one "skipped: no PostgreSQL" line, or checks the PostgreSQL server is reachable.
          globalSetup: ['test/support/global-setup.ts'],
          // Each worker's PostgreSQL suites in a database of its own (worker-database.ts says why).
          setupFiles: ['test/support/worker-database.ts'],
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
