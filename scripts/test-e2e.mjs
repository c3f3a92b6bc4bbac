// End-to-end tests: build the app into a private folder, then run Playwright against the API
// (serving that build) on a fresh temporary SQLite database with a freshly generated first admin.
// Extra arguments go to Playwright (`pnpm test:e2e e2e/auth.spec.ts`).
// The private build folder keeps concurrent runs (and a running `pnpm start`) out of each other's way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, productionBuildEnv, run, runOrExit } from './run.mjs';

const dir = mkdtempSync(join(tmpdir(), 'laqta-e2e-'));
const appDist = join(dir, 'app');
await runOrExit(
  'pnpm',
  ['--filter', '@laqta/app', 'exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', appDist],
  { env: productionBuildEnv() },
);

const env = {
  ...process.env,
  E2E_PORT: String(await freePort()),
  E2E_APP_DIST_DIR: appDist,
  E2E_DATA_DIR: join(dir, 'data'),
  E2E_DATABASE_URL: join(dir, 'data', 'e2e.db'),
  E2E_ADMIN_EMAIL: 'admin@laqta.test',
  E2E_ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
};

// Traces and screenshots of failures go to the run's folder too (kept when a test failed).
const output = join(dir, 'results');
const code = await run(
  'pnpm',
  ['exec', 'playwright', 'test', '--output', output, ...process.argv.slice(2)],
  { env },
);
if (code !== 0) console.log(`Failure traces: ${output}`);
if (code === 0) rmSync(dir, { recursive: true, force: true });
process.exit(code);
