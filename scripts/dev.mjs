// `pnpm dev`: the API (restarting on change) and Vite (hot reload, forwarding /api to the API).
import { existsSync } from 'node:fs';
import { start } from './run.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
const apiPort = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: apiPort, LAQTA_API_PORT: apiPort };

const children = [
  start('pnpm', ['--filter', '@laqta/api', 'dev'], { stdio: 'inherit', env }),
  start('pnpm', ['--filter', '@laqta/app', 'dev'], { stdio: 'inherit', env }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
