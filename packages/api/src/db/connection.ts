import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect.js';
import type { DB } from './schema.js';
import { namingClient, StatementNames } from './postgres-statement-names.js';
import { BusyRetryingSqliteDialect, sqliteBusyTuning } from './sqlite-busy-retry.js';
import { SqliteReadPool } from './sqlite-read-pool.js';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to work in (`SET search_path`); tests use a fresh one each. */
  searchPath?: string;
  /**
   * SQLite file only: how many worker threads read off the event loop (ARCHITECTURE.md "SQLite
   * reads off the event loop"); 0 keeps every read on the main connection. Default: one per core
   * for heavy reads plus one kept for light ones, 3 to 5 (or SQLITE_READ_WORKERS).
   */
  sqliteReadWorkers?: number;
  /** PostgreSQL only: how the sessions name themselves in pg_stat_activity (which process is which). */
  postgresApplicationName?: string;
  /** PostgreSQL only: at most this many sessions at once (10 by default; see process/settings.ts). */
  postgresConnections?: number;
}

function defaultReadWorkers(): number {
  const asked = Number(process.env.SQLITE_READ_WORKERS);
  if (process.env.SQLITE_READ_WORKERS !== undefined && Number.isInteger(asked) && asked >= 0)
    return asked;
  return Math.max(3, Math.min(5, os.availableParallelism() + 1));
}

// int8 (counts, sums) and numeric arrive from pg as strings; the API works with JS numbers.
// Values stay far below 2^53 (money is integer minor units).
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The SQLite file a DATABASE_URL names: `sqlite:///abs/path.db`, `sqlite:rel.db`, a path, or `:memory:`. */
export function sqliteFileOf(url: string): string {
  if (url === ':memory:' || url === 'sqlite::memory:' || url === 'sqlite://:memory:')
    return ':memory:';
  if (url.startsWith('file:')) return fileURLToPath(url);
  if (url.startsWith('sqlite://')) return url.slice('sqlite://'.length);
  if (url.startsWith('sqlite:')) return url.slice('sqlite:'.length);
  return url;
}

/** Opens the database a URL names: PostgreSQL for `postgres://…`, otherwise a SQLite file. */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): Database {
  return isPostgresUrl(url)
    ? openPostgres(url, options)
    : openSqlite(sqliteFileOf(url), options.sqliteReadWorkers ?? defaultReadWorkers());
}

function openSqlite(file: string, readWorkers: number): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // While another process holds the write lock, SQLite waits only briefly (the wait blocks the
  // event loop: better-sqlite3 is synchronous); the dialect then retries on timers, so other
  // requests keep being served, and answers 503 if the lock outlasts its budget.
  sqlite.pragma(`busy_timeout = ${sqliteBusyTuning.busyTimeoutMs}`);
  // Durability (ARCHITECTURE.md, SQLite): NORMAL with WAL. A commit is safe when the process
  // crashes and the file is never corrupted, but on a power loss or an OS crash the commits since
  // the last checkpoint may be lost. FULL would sync the WAL at every commit; better-sqlite3 is
  // synchronous, so that fsync stalls every request: measured here 1.4-2.4 ms median, 12-21 ms p95
  // per commit, against 0.01 ms with NORMAL. A deployment that must keep every commit through a
  // power loss runs on PostgreSQL.
  sqlite.pragma('synchronous = NORMAL');
  // Reads leave the event loop on worker threads, each with its own connection to the file; an
  // in-memory database exists only on this connection, so it keeps every read here.
  const pool =
    file === ':memory:' || file === '' || readWorkers === 0
      ? undefined
      : new SqliteReadPool({
          file,
          size: readWorkers,
          busyTimeoutMs: sqliteBusyTuning.busyTimeoutMs,
          statementCacheSize: 500,
        });
  const db = new Kysely<DB>({
    dialect: new BusyRetryingSqliteDialect({ database: sqlite, pool }),
  });
  return {
    db,
    dialect: 'sqlite',
    async close() {
      await db.destroy(); // stops the read workers and closes the better-sqlite3 handle too
    },
  };
}

function openPostgres(
  url: string,
  { searchPath, postgresApplicationName, postgresConnections = 10 }: OpenDatabaseOptions,
): Database {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(searchPath)) {
    throw new Error('searchPath must be a plain identifier');
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: postgresConnections,
    Client: namingClient(new StatementNames()),
    ...(postgresApplicationName ? { application_name: postgresApplicationName } : {}),
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    async close() {
      await db.destroy(); // ends the pool
    },
  };
}
