// `pnpm start`: on a fresh clone, install if needed, build (skipped when nothing changed), then serve
// the whole product (API + app, one port; the server migrates its database on start). Reads `.env`.
// Every step that fails says so before the script exits (see run.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { buildProduct } from './build-product.mjs';
import { runOrExit } from './run.mjs';

const MODULES_STATE = 'node_modules/.modules.yaml';

/**
 * Whether the last install brought the devDependencies the build needs (pnpm records what it
 * included in node_modules/.modules.yaml, written as JSON). An install that left them out (say,
 * with `production` set in the environment) counts as none.
 */
function installedForBuilding() {
  if (!existsSync(MODULES_STATE)) return false;
  try {
    return JSON.parse(readFileSync(MODULES_STATE, 'utf8')).included?.devDependencies === true;
  } catch {
    return false;
  }
}

if (existsSync('.env')) process.loadEnvFile('.env');
// The build needs the devDependencies (vite, tsc…) whatever NODE_ENV or `production` the shell or
// .env set: `--prod=false` overrides them (pnpm skips devDependencies when `production` is set).
if (!installedForBuilding())
  await runOrExit('pnpm', ['install', '--frozen-lockfile', '--prod=false']);
await buildProduct({ ifChanged: true });

const port = process.env.PORT ?? '3000';
console.log(`\nلقطة — Laqta is starting on http://localhost:${port}\n`);
await runOrExit(process.execPath, ['packages/api/dist/main.js'], { env: process.env });
