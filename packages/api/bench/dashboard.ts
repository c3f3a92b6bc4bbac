/**
 * `pnpm bench:dashboard`: seeds 1,000,000 orders into a temporary SQLite database — and into a
 * temporary PostgreSQL database when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server —
 * then times each dashboard call through the full server (auth included). Prints the seeding time
 * and the median and p95 of every call; asserts nothing. BENCH_ORDERS and BENCH_RUNS change the size,
 * BENCH_TARGETS=sqlite|postgres picks one database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { dashboardPaths } from '@laqta/contract';
import { buildApp } from '../src/app.js';
import { issueToken } from '../src/auth/tokens.js';
import { loadConfig } from '../src/config.js';
import { isPostgresUrl, openDatabase, type Database } from '../src/db/connection.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { seedMarketplace } from '../src/seed/seedMarketplace.js';

const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const silent = { info() {}, warn() {}, error() {} };
/** `BENCH_TARGETS=postgres` (or `sqlite`) runs one database only. */
const targets = (process.env.BENCH_TARGETS ?? 'sqlite,postgres').split(',');

interface Target {
  label: string;
  databaseUrl: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

function sqliteTarget(dir: string): Target {
  const file = path.join(dir, 'bench.db');
  let database: Database | undefined;
  return {
    label: 'SQLite',
    databaseUrl: file,
    async open() {
      return (database = openDatabase(file));
    },
    async dispose() {
      await database?.close();
    },
  };
}

/**
 * A temporary PostgreSQL database (not a schema: Kysely's migrator looks for its tables in every
 * schema, so a schema beside other runs' schemas can be mistaken for an already migrated one).
 */
function postgresTarget(url: string): Target {
  const name = `laqta_bench_${randomBytes(4).toString('hex')}`;
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  let database: Database | undefined;
  return {
    label: 'PostgreSQL',
    databaseUrl: benchUrl.toString(),
    async open() {
      const admin = openDatabase(url);
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      await admin.close();
      return (database = openDatabase(benchUrl.toString()));
    },
    async dispose() {
      await database?.close();
      const admin = openDatabase(url);
      await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
      await admin.close();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function bench(target: Target, dir: string): Promise<void> {
  const database = await target.open();
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      APP_DIST_DIR: path.join(dir, 'no-app'),
      DATABASE_URL: target.databaseUrl,
      SEED_DEMO: 'false',
    });
    await prepareDatabase({ database, config, log: silent });

    const cpuBefore = process.cpuUsage();
    const summary = await seedMarketplace(database.db, {
      orders,
      customers: Math.max(100, Math.round(orders / 10)),
      photographers: Math.max(20, Math.round(orders / 500)),
      seed: 'bench',
      onProgress: (written) =>
        process.stdout.write(`\r  ${target.label}: seeding ${written} / ${orders} orders`),
    });
    const cpu = process.cpuUsage(cpuBefore);
    process.stdout.write('\n');
    console.log(
      `  ${target.label}: seeded ${summary.orders} orders, ${summary.transactions} transactions, ${summary.reviews} reviews, ` +
        `${summary.customers} customers in ${(summary.milliseconds / 1000).toFixed(1)} s ` +
        `(this process's CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)})`,
    );

    const stamp = new Date().toISOString();
    const admin = await database.db
      .insertInto('admins')
      .values({
        name: 'bench',
        email: 'bench@example.com',
        password_hash: 'x',
        avatar_url: null,
        role: 'admin',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(database.db, admin.id, { ttlMinutes: 60 });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      console.log(
        `  ${target.label}: ${runs} calls each (after 5 warm-up calls), through the server with a token`,
      );
      for (const [name, url] of Object.entries(dashboardPaths)) {
        const call = async () => {
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${token.plainText}` },
          });
          if (response.statusCode !== 200)
            throw new Error(`${url} answered ${response.statusCode}`);
        };
        for (let i = 0; i < 5; i++) await call();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          await call();
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        console.log(
          `    ${name.padEnd(24)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await target.dispose();
  }
}

const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
  (url): url is string => !!url && isPostgresUrl(url),
);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-bench-dashboard-'));
try {
  console.log(`Dashboard benchmark at ${orders} orders`);
  if (targets.includes('sqlite')) await bench(sqliteTarget(dir), dir);
  if (pgUrl && targets.includes('postgres')) await bench(postgresTarget(pgUrl), dir);
  else
    console.log(
      '  PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL)',
    );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
