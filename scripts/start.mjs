// `pnpm start`: on a fresh clone, install if needed, build (skipped when nothing changed), then serve
// the whole product (API + app, one port; the server migrates its database on start). Reads `.env`.
// Every step that fails says so before the script exits (see run.mjs).
import { existsSync } from 'node:fs';
import { buildProduct } from './build-product.mjs';
import { runOrExit } from './run.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
if (!existsSync('node_modules/.modules.yaml'))
  await runOrExit('pnpm', ['install', '--frozen-lockfile']);
await buildProduct({ ifChanged: true });

const port = process.env.PORT ?? '3000';
console.log(`\nلقطة — Laqta is starting on http://localhost:${port}\n`);
await runOrExit(process.execPath, ['packages/api/dist/main.js'], { env: process.env });
