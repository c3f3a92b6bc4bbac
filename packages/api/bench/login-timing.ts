/**
 * Does a failed sign-in take the same time for an unknown email as for a wrong password?
 * `pnpm --filter @laqta/api exec tsx bench/login-timing.ts` (ROUNDS=40 to change). Runs through
 * Fastify inject on a temporary SQLite database, alternating the two cases with empty throttle
 * counters so the throttle never answers. Prints median and p90 of each, and the gap; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup.js';

const rounds = Number(process.env.ROUNDS ?? 40);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-bench-login-'));
const admin = { email: 'admin@laqta.bench', password: 'bench password 123' };
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dir,
  APP_DIST_DIR: path.join(dir, 'none'),
  DATABASE_URL: path.join(dir, 'bench.db'),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
const database = openDatabase(config.databaseUrl);
const silent = { info() {}, warn() {}, error() {} };
await prepareDatabase({ database, config, log: silent });
const app = await buildApp({ config, database });
await app.ready();

let address = 0;
async function timeLogin(email: string, password: string): Promise<number> {
  address += 1;
  // Counters start empty each time, so the throttle never answers (its writes are still timed).
  await database.db.deleteFrom('login_throttles').execute();
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 422) throw new Error(`expected 422, got ${response.statusCode}`);
  return elapsed;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

// Warm-up (JIT, the dummy hash, the database pages).
for (let i = 0; i < 3; i++) {
  await timeLogin(admin.email, 'warm up');
  await timeLogin(`nobody${i}@laqta.bench`, 'warm up');
}

const wrongPassword: number[] = [];
const unknownEmail: number[] = [];
for (let i = 0; i < rounds; i++) {
  wrongPassword.push(await timeLogin(admin.email, `wrong ${i}`));
  unknownEmail.push(await timeLogin(`nobody${i}@laqta.bench`, admin.password));
}

const row = (name: string, values: number[]) =>
  `${name.padEnd(16)} median ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p90 ${quantile(values, 0.9).toFixed(1).padStart(6)} ms`;
console.log(`failed sign-ins, ${rounds} of each (argon2id m=19456 t=2 p=1):`);
console.log(row('wrong password', wrongPassword));
console.log(row('unknown email', unknownEmail));
console.log(
  `median gap: ${Math.abs(quantile(wrongPassword, 0.5) - quantile(unknownEmail, 0.5)).toFixed(1)} ms`,
);

await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
