// Builds the product as `pnpm start` does, starts the production bundle on a fresh temporary
// SQLite database and checks what a first visitor and a client see.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildProduct } from './build-product.mjs';
import { freePort } from './run.mjs';

await buildProduct();

const dataDir = mkdtempSync(join(tmpdir(), 'laqta-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
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
  },
});

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
    'GET /api/nope answers a JSON 404',
    async () => {
      const response = await fetch(`${base}/api/nope`);
      const body = await response.json();
      return response.status === 404 && body.success === false && typeof body.message === 'string';
    },
  ],
];

let failed = 0;
try {
  await waitForHealth();
  for (const [name, check] of checks) {
    const ok = await check().catch(() => false);
    if (!ok) failed++;
    console.log(`${ok ? '✓' : '✗'} ${name}`);
  }
} catch (error) {
  console.error(error.message);
  failed = checks.length;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`smoke: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
