/**
 * The seeded database the HTTP benchmarks run on, kept between runs (seeding a million orders
 * takes minutes), and the admin they sign in as. Everything goes through the production build's
 * own commands (dist/cli/seed.js, dist/cli/admin-create.js) and the API's sign-in.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { adminPaths } from '@laqta/contract';
import { openDatabase, type Database } from '../../src/db/connection.js';
import { ListMigrationProvider } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { apiDistCli, apiDistMain, repoDir } from './servers.js';

/**
 * A kept bench database seeded before a lower-numbered migration landed (helpers reserve numbers,
 * so 0021 may arrive after 0030 ran): applies what is missing and records the migrations in name
 * order, as a fresh database would have them, so the server's migrator accepts the file.
 */
export async function catchUpMigrations(
  database: Database,
  list: Record<string, Migration> = migrations,
): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: new ListMigrationProvider(list),
    allowUnorderedMigrations: true,
    ...(database.dialect === 'postgres' ? { migrationTableSchema: 'public' } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(database.db);
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (const [i, { name }] of rows.entries())
    await sql`update kysely_migration set timestamp = ${new Date(start + i).toISOString()} where name = ${name}`.execute(
      database.db,
    );
}

/**
 * The migrations of this tree that the production build holds too (their names appear in
 * dist/main.js): the tree may carry a migration newer than the build (someone's work in progress),
 * which the built server, not knowing it, would then refuse to start beside.
 */
function migrationsOfTheBuild(): Record<string, Migration> {
  const bundle = fs.readFileSync(apiDistMain, 'utf8');
  return Object.fromEntries(Object.entries(migrations).filter(([name]) => bundle.includes(name)));
}

/** Runs one of the build's CLI commands against `databaseUrl`; throws with its output if it fails. */
function runCli(name: string, args: string[], databaseUrl: string, dataDir: string): string {
  const result = spawnSync(process.execPath, [apiDistCli(name), ...args], {
    cwd: repoDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(`${name} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

export interface BenchDatabaseSizes {
  orders: number;
  customers: number;
}

async function sizesOf(database: Database): Promise<BenchDatabaseSizes> {
  const count = async (table: 'orders' | 'customers') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { orders: await count('orders'), customers: await count('customers') };
}

/**
 * The SQLite file `file`, seeded with `orders` orders (`dist/cli/seed.js --orders N --seed bench`)
 * unless it already holds orders, with every migration of this tree applied.
 */
export async function preparedBenchDatabase(
  file: string,
  orders: number,
  dataDir: string,
): Promise<BenchDatabaseSizes> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let database = openDatabase(file, { sqliteReadWorkers: 0 });
  try {
    const hasOrders = await sql<{ n: number }>`select count(*) as n from sqlite_master
      where type = 'table' and name = 'orders'`.execute(database.db);
    const seeded = hasOrders.rows[0]!.n > 0 && (await sizesOf(database)).orders > 0;
    if (!seeded) {
      await database.close();
      console.log(`Seeding ${orders} orders into ${file} (once; later runs reuse the file)…`);
      runCli('seed', ['--orders', String(orders), '--seed', 'bench'], file, dataDir);
      database = openDatabase(file, { sqliteReadWorkers: 0 });
    }
    await catchUpMigrations(database, migrationsOfTheBuild());
    return await sizesOf(database);
  } finally {
    await database.close();
  }
}

const benchAdmin = {
  email: 'bench-http@laqta.test',
  name: 'مدير قياس السرعة',
  password: 'bench-http-password-2026',
};

async function signIn(baseUrl: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${adminPaths.api.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: benchAdmin.email, password: benchAdmin.password }),
  });
  if (!response.ok) return null;
  const answer = (await response.json()) as { data: { token?: { access_token: string } } };
  if (!answer.data.token) throw new Error('the bench admin is asked for two-factor');
  return `Bearer ${answer.data.token.access_token}`;
}

/**
 * Signs in through the API as the bench's owner admin, created with `admin:create` the first time
 * (and given its password again with `--reset` if someone changed it). Answers the Authorization
 * header value.
 */
export async function benchAdminAuthorization(
  baseUrl: string,
  databaseUrl: string,
  dataDir: string,
): Promise<string> {
  const first = await signIn(baseUrl);
  if (first) return first;
  const flags = ['--email', benchAdmin.email, '--password', benchAdmin.password];
  try {
    runCli(
      'admin-create',
      [...flags, '--name', benchAdmin.name, '--role', 'owner'],
      databaseUrl,
      dataDir,
    );
  } catch (error) {
    if (!String(error).includes('exists')) throw error;
    runCli('admin-create', [...flags, '--reset'], databaseUrl, dataDir);
  }
  const second = await signIn(baseUrl);
  if (!second) throw new Error('the bench admin could not sign in');
  return second;
}
