import type SqliteDatabase from 'better-sqlite3';
import { SqliteDialect, type Driver } from 'kysely';
import { HttpError, messages } from '../http/errors.js';
import type { SqliteReadPool } from './sqlite-read-pool.js';
import { SqliteWorkerDriver } from './sqlite-worker-driver.js';

/**
 * How long a statement keeps trying while another process (the seeding CLI, a backup) holds the
 * SQLite write lock: SQLite itself waits at most `busyTimeoutMs` (better-sqlite3 is synchronous,
 * so that wait blocks the whole server), then we wait between attempts with timers, which leave
 * the event loop free, until `budgetMs` has passed.
 */
export const sqliteBusyTuning = { busyTimeoutMs: 20, budgetMs: 5_000 };

const isBusy = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` again after short, growing pauses while the database is busy; then 503. */
export async function whileBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (Date.now() - started >= sqliteBusyTuning.budgetMs)
        throw Object.assign(new HttpError(503, messages.unavailable), { cause: error });
      await pause(wait);
    }
  }
}

/**
 * A statement that met a busy database had no effect (SQLite answers SQLITE_BUSY before it
 * changes anything), so trying it again is safe — outside a transaction, and inside one begun
 * with BEGIN IMMEDIATE, which takes the write lock at its start (a deferred transaction that read
 * first could only be retried whole). The driver (sqlite-worker-driver.ts) retries each statement
 * through `whileBusy`, on the main connection and on the read workers alike.
 */
export interface BusyRetryingSqliteDialectConfig {
  /** The main connection: every write and every transaction. */
  database: SqliteDatabase.Database;
  /** The read workers, when the database is a file they can open too. */
  pool?: SqliteReadPool;
}

/**
 * Kysely's SQLite dialect with our driver: reads off the event loop on the pool, writes and
 * transactions (IMMEDIATE) on the main connection, every statement retried without blocking while
 * another process holds the file's write lock.
 */
export class BusyRetryingSqliteDialect extends SqliteDialect {
  readonly #config: BusyRetryingSqliteDialectConfig;

  constructor(config: BusyRetryingSqliteDialectConfig) {
    super({ database: config.database });
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SqliteWorkerDriver({
      database: this.#config.database,
      pool: this.#config.pool,
      retry: whileBusy,
    });
  }
}
