// `pnpm start`: on a fresh clone, install if needed, build, then serve the whole product
// (API + app, one port; the server migrates its database on start). Reads `.env` when present.
import { existsSync } from 'node:fs';
import { runOrExit } from './run.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
if (!existsSync('node_modules/.modules.yaml'))
  await runOrExit('pnpm', ['install', '--frozen-lockfile']);
await runOrExit('pnpm', ['build']);

const port = process.env.PORT ?? '3000';
console.log(`\nلقطة — Laqta is starting on http://localhost:${port}\n`);
await runOrExit('node', ['packages/api/dist/main.js'], { env: process.env });
