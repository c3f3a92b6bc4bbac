/**
 * Request throughput and latency of the HTTP plumbing, over a real socket on a temporary SQLite
 * database: `pnpm --filter @laqta/api bench` (REQUESTS=2000 CONCURRENCY=10 to change the load).
 * Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup.js';

const total = Number(process.env.REQUESTS ?? 1000);
const concurrency = Number(process.env.CONCURRENCY ?? 10);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-bench-'));
fs.mkdirSync(path.join(dir, 'dist'));
fs.writeFileSync(
  path.join(dir, 'dist', 'index.html'),
  '<!doctype html><html lang="ar" dir="rtl"></html>',
);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dir,
  APP_DIST_DIR: path.join(dir, 'dist'),
  DATABASE_URL: path.join(dir, 'bench.db'),
});
const database = openDatabase(config.databaseUrl);
await prepareDatabase({ database, config, log: { info() {}, warn() {}, error() {} } });
const app = await buildApp({ config, database });
app.put('/api/bench/echo', async (request) => ({ success: true, data: request.body }));
app.post('/api/bench/echo', async (request) => ({ success: true, data: request.body }));
const base = await app.listen({ host: '127.0.0.1', port: 0 });

function spoofedForm(method = 'PUT'): FormData {
  const form = new FormData();
  if (method !== 'POST') form.append('_method', method);
  for (let i = 0; i < 10; i++) {
    form.append(`settings[${i}][name]`, `name_${i}`);
    form.append(`settings[${i}][value]`, 'قيمة عربية '.repeat(5));
  }
  return form;
}

const scenarios: [string, () => Promise<Response>][] = [
  ['GET /api/health (SQLite query)', () => fetch(`${base}/api/health`)],
  ['GET /some/deep/path (index.html)', () => fetch(`${base}/some/deep/path`)],
  ['GET /api/nope (JSON 404)', () => fetch(`${base}/api/nope`)],
  [
    'POST multipart _method=PUT, 20 fields',
    () => fetch(`${base}/api/bench/echo`, { method: 'POST', body: spoofedForm() }),
  ],
  [
    'POST multipart, 20 fields (no _method)',
    () => fetch(`${base}/api/bench/echo`, { method: 'POST', body: spoofedForm('POST') }),
  ],
  [
    'PUT JSON, same data',
    () =>
      fetch(`${base}/api/bench/echo`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          settings: Array.from({ length: 10 }, (_, i) => ({ name: `name_${i}`, value: 'x' })),
        }),
      }),
  ],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

console.log(`${total} requests per scenario, ${concurrency} at a time, Node ${process.version}`);
for (const [name, send] of scenarios) {
  for (let i = 0; i < 50; i++) await (await send()).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (response.status >= 500) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(40)} ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms${failures ? `  ${failures} failed` : ''}`,
  );
}

await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
