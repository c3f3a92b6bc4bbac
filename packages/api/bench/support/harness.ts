/**
 * What the million-order benchmarks share: a temporary SQLite or PostgreSQL database, the server's
 * config, a seeded marketplace and timing with median and p95 (an admin's token: the tests'
 * `adminAuthorization`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../../src/config.js';
import { isPostgresUrl, openDatabase, type Database } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/startup.js';
import { seedMarketplace } from '../../src/seed/seed-marketplace.js';

export const silentLog = { info() {}, warn() {}, error() {} };

/** `BENCH_TARGETS=postgres` (or `sqlite`) runs one database only. */
export const benchTargets = (process.env.BENCH_TARGETS ?? 'sqlite,postgres').split(',');

/** The PostgreSQL server to bench on, from TEST_DATABASE_URL or DATABASE_URL, if one is named. */
export const postgresUrlFromEnv = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
  (url): url is string => !!url && isPostgresUrl(url),
);

export interface BenchTarget {
  label: 'SQLite' | 'PostgreSQL';
  databaseUrl: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export function sqliteTarget(file: string): BenchTarget {
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
 * A temporary PostgreSQL database, dropped afterwards (not a schema: Kysely's migrator looks for
 * its tables in every schema, so a schema beside other runs' can pass for an already migrated one).
 */
export function postgresTarget(serverUrl: string, namePrefix: string): BenchTarget {
  const name = `${namePrefix}_${randomBytes(4).toString('hex')}`;
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${name}`;
  let database: Database | undefined;
  const onServer = async (statement: ReturnType<typeof sql>) => {
    const admin = openDatabase(serverUrl);
    try {
      await statement.execute(admin.db);
    } finally {
      await admin.close();
    }
  };
  return {
    label: 'PostgreSQL',
    databaseUrl: benchUrl.toString(),
    async open() {
      await onServer(sql`create database ${sql.id(name)}`);
      return (database = openDatabase(benchUrl.toString()));
    },
    async dispose() {
      await database?.close();
      await onServer(sql`drop database if exists ${sql.id(name)}`);
    },
  };
}

/** The server's config for a bench database: no app build, no demo data. */
export function benchConfig(dir: string, databaseUrl: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_DIST_DIR: path.join(dir, 'no-app'),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
  });
}

export interface SeededSizes {
  orders: number;
  transactions: number;
  customers: number;
  milliseconds: number;
}

/** Migrates the database, then seeds `orders` orders (a tenth as many customers), with progress. */
export async function seedBenchDatabase(
  target: BenchTarget,
  database: Database,
  config: Config,
  orders: number,
): Promise<SeededSizes> {
  await prepareDatabase({ database, config, log: silentLog });
  const summary = await seedMarketplace(database.db, {
    orders,
    customers: Math.max(100, Math.round(orders / 10)),
    photographers: Math.max(20, Math.round(orders / 500)),
    seed: 'bench',
    onProgress: (written) =>
      process.stdout.write(`\r  ${target.label}: seeding ${written} / ${orders} orders`),
  });
  process.stdout.write('\n');
  return summary;
}

/** A line for the log: what was seeded, how long it took and how busy the machine was. */
export function describeSeeding(target: BenchTarget, sizes: SeededSizes): string {
  return (
    `  ${target.label}: ${sizes.orders} orders, ${sizes.transactions} transactions, ` +
    `${sizes.customers} customers seeded in ${(sizes.milliseconds / 1000).toFixed(1)} s ` +
    `(load average ${os.loadavg()[0]!.toFixed(1)})`
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Calls `call` a few times to warm up, then `runs` times, and prints the median and p95. */
export async function timeIt(
  name: string,
  call: () => Promise<unknown>,
  { runs, warmUps = 3, nameWidth = 44 }: { runs: number; warmUps?: number; nameWidth?: number },
): Promise<void> {
  for (let i = 0; i < warmUps; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `    ${name.padEnd(nameWidth)} median ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

/**
 * Runs `bench` on a temporary SQLite database (or `sqliteFile`), then on a temporary PostgreSQL
 * database when one is named and BENCH_TARGETS asks for it; a scratch folder is shared by both.
 */
export async function benchOnEachDatabase(
  name: string,
  bench: (target: BenchTarget, dir: string) => Promise<void>,
  { sqliteFile }: { sqliteFile?: string } = {},
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `laqta-bench-${name}-`));
  try {
    if (benchTargets.includes('sqlite'))
      await bench(sqliteTarget(sqliteFile ?? path.join(dir, 'bench.db')), dir);
    if (!benchTargets.includes('postgres'))
      console.log('  PostgreSQL: not asked for (BENCH_TARGETS)');
    else if (postgresUrlFromEnv)
      await bench(postgresTarget(postgresUrlFromEnv, `laqta_bench_${name}`), dir);
    else console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL to a postgres:// URL)');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
