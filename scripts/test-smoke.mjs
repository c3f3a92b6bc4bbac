// Builds the product as `pnpm start` does, starts the production bundle on a fresh temporary
// SQLite database and checks what a first visitor and a client see: once as configured by default
// (the back office in a process of its own, issue 21, which must start, answer through the one port
// and stop on SIGTERM from the bundle too), once as one process (ADMIN_PROCESS=off).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildProduct } from './build-product.mjs';
import { freePort } from './run.mjs';

await buildProduct();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;

/** The bundle on a fresh data folder; `stop` ends it with SIGTERM and says whether it exited 0. */
function startServer(adminProcess) {
  const dataDir = mkdtempSync(join(tmpdir(), 'laqta-smoke-'));
  const server = spawn('node', ['packages/api/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'smoke@laqta.test',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PROCESS: adminProcess,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  return {
    async stop() {
      server.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('no exit within 15 s'), 15_000)),
      ]);
      if (code !== 0) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      return code === 0;
    },
  };
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 30 s');
}

const checks = [
  [
    'GET /api/health answers 200 JSON',
    async () => {
      const response = await fetch(`${base}/api/health`);
      const body = await response.json();
      return response.status === 200 && body.success === true && body.data.database === 'sqlite';
    },
  ],
  ...['/', '/some/deep/path'].map((path) => [
    `GET ${path} answers the app's index.html in Arabic, right to left`,
    async () => {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      return response.status === 200 && html.includes('<html lang="ar" dir="rtl">');
    },
  ]),
  [
    'GET /api/admin/settings without a token answers a JSON 401',
    async () => {
      const response = await fetch(`${base}/api/admin/settings`);
      const body = await response.json();
      return response.status === 401 && body.message === 'Unauthenticated.';
    },
  ],
  [
    'GET /api/nope answers a JSON 404',
    async () => {
      const response = await fetch(`${base}/api/nope`);
      const body = await response.json();
      return response.status === 404 && body.success === false && typeof body.message === 'string';
    },
  ],
];

let failed = 0;
let run = 0;
for (const adminProcess of ['', 'off']) {
  const label = adminProcess ? `ADMIN_PROCESS=${adminProcess}` : 'default settings';
  const server = startServer(adminProcess);
  try {
    await waitForHealth();
    for (const [name, check] of checks) {
      const ok = await check().catch(() => false);
      if (!ok) failed++;
      console.log(`${ok ? '✓' : '✗'} ${name} (${label})`);
    }
  } catch (error) {
    console.error(error.message);
    failed += checks.length;
  } finally {
    const stopped = await server.stop();
    if (!stopped) failed++;
    console.log(`${stopped ? '✓' : '✗'} SIGTERM stops the server with code 0 (${label})`);
  }
  run += checks.length + 1;
}
console.log(`smoke: ${run - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
