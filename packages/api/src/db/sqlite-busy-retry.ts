import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { HttpError, messages } from '../http/errors.js';

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
async function whileBusy<T>(attempt: () => Promise<T>): Promise<T> {
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
 * first could only be retried whole).
 */
function retryingConnection(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery) =>
      whileBusy<QueryResult<R>>(() => connection.executeQuery<R>(query)),
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/** Kysely's SQLite driver, its statements retried while busy and its transactions IMMEDIATE. */
class BusyRetryingDriver implements Driver {
  readonly #retrying = new WeakMap<DatabaseConnection, DatabaseConnection>();
  constructor(private readonly driver: Driver) {}

  init() {
    return this.driver.init();
  }

  async acquireConnection() {
    const connection = await this.driver.acquireConnection();
    let retrying = this.#retrying.get(connection);
    if (retrying === undefined) {
      retrying = retryingConnection(connection);
      this.#retrying.set(connection, retrying);
    }
    return retrying;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.driver.rollbackTransaction(connection);
  }

  async savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    await this.driver.savepoint?.(...args);
  }

  async rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    await this.driver.rollbackToSavepoint?.(...args);
  }

  async releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    await this.driver.releaseSavepoint?.(...args);
  }

  /** Kysely's SQLite driver has one connection behind a mutex: releasing unlocks it. */
  releaseConnection(connection: DatabaseConnection) {
    return this.driver.releaseConnection(connection);
  }

  destroy() {
    return this.driver.destroy();
  }
}

/** Kysely's SQLite dialect, every statement retried without blocking while the file is busy. */
export class BusyRetryingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new BusyRetryingDriver(super.createDriver());
  }
}
