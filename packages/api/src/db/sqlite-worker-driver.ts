import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  RawNode,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { SqliteReadPool } from './sqlite-read-pool.js';
import { StatementCache } from './sqlite-statement-cache.js';

/**
 * Kysely's SQLite driver, rebuilt so reads leave the event loop (ARCHITECTURE.md "SQLite reads off
 * the event loop"):
 * - every write, and every statement of a transaction, runs on the one main connection, one after
 *   another behind a mutex (as Kysely's own driver does), so writes commit in the order they came;
 * - a read outside a transaction (a SELECT, or raw SQL that SQLite says only reads) goes to the
 *   pool of worker threads, each with its own read connection; it sees every commit made before it
 *   was sent (WAL: a read starts from the latest commit);
 * - a read that has proved cheap (`statementCosts`: a running average under 0.3 ms) runs at
 *   once on the main connection when no transaction holds it — the round trip to a worker would
 *   cost more than the read — and goes back to the workers once its average grows, or when two
 *   runs in a row are slow there; on the workers, cheap and new reads pass the heavy ones in
 *   the queue while those have waited briefly (read-queue.ts);
 * - with no pool (an in-memory database cannot be shared), everything runs on the main connection
 *   as before.
 * `retry` wraps each statement (sqlite-busy-retry.ts: waits on timers while another process holds
 * the write lock).
 */

export const statementCosts = {
  /** A read whose running average (ms) stays under this is light: it may run on the main connection
   * (a read by primary key takes a few hundredths; a list's page a few tenths). */
  lightMs: 0.3,
  /** …once it ran this many times (on the workers first). */
  runsToPromote: 16,
  /** A read that took longer than this on the main connection `slowRunsToDemote` times in a row
   * goes back to the workers; a single such run is not counted in its average (it would lift a
   * 0.02 ms read over `lightMs` at once). */
  heavyMs: 1,
  /** Two, not one: on a busy machine the kernel preempts the loop inside a 0.02 ms read now and
   * then, and a light read sent back for that waited behind the heavy ones on the readers (nice
   * 10, starved while the loop is busy) — the lists' p99 of 175–560 ms at 50 connections, against
   * 50 ms with every read on the loop. A read that really turned heavy blocks the loop once more. */
  slowRunsToDemote: 2,
  /** Weight of the newest run in the running average (a single slow run, e.g. the thread was
   * descheduled on a busy machine, moves it little; a statement that turned slow moves it soon). */
  weight: 0.2,
};

interface Cost {
  /** Whether the statement only reads (worth sending to a worker). */
  read: boolean;
  runs: number;
  /** Running average of its time (ms), measured where it ran (a worker's queue not included). */
  averageMs: number;
  /** Its runs over `heavyMs` on the main connection, one after another. */
  slowRuns: number;
}

function record(cost: Cost, ms: number): void {
  cost.runs += 1;
  cost.averageMs =
    cost.runs === 1 ? ms : cost.averageMs + statementCosts.weight * (ms - cost.averageMs);
}

const isLight = (cost: Cost) =>
  cost.runs >= statementCosts.runsToPromote && cost.averageMs <= statementCosts.lightMs;

type Retry = <T>(attempt: () => Promise<T>) => Promise<T>;

export interface SqliteWorkerDriverOptions {
  database: SqliteDatabase.Database;
  /** Undefined for a database the workers cannot open (`:memory:`). */
  pool: SqliteReadPool | undefined;
  retry: Retry;
}

const READ_TEXT = /^\s*(select|with|values)\b/i;

/** Ends a statement's SQL for Kysely's answer shape, as Kysely's SqliteConnection does. */
function run(
  statement: SqliteDatabase.Statement,
  parameters: readonly unknown[],
): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
    insertId:
      lastInsertRowid !== undefined && lastInsertRowid !== null
        ? BigInt(lastInsertRowid)
        : undefined,
    rows: [],
  };
}

/** Kysely's one-connection mutex: whoever holds the main connection, in turn. */
class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  get locked(): boolean {
    return this.#promise !== undefined;
  }

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/** What Kysely gets from acquireConnection: routes each statement; holds the main one in a transaction. */
class RoutedConnection implements DatabaseConnection {
  /** True from BEGIN until the connection is released: every statement runs on the main connection. */
  holdsMain = false;

  constructor(private readonly driver: SqliteWorkerDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream(this, query, chunkSize) as AsyncIterableIterator<QueryResult<R>>;
  }
}

export class SqliteWorkerDriver implements Driver {
  readonly #database: SqliteDatabase.Database;
  readonly #statements: StatementCache;
  readonly #pool: SqliteReadPool | undefined;
  readonly #retry: Retry;
  readonly #mutex = new Mutex();
  /** Bounded like the statement caches: a forgotten statement starts over on the workers. */
  readonly #costs = new LRUCache<string, Cost>({ max: 2_000 });

  constructor({ database, pool, retry }: SqliteWorkerDriverOptions) {
    this.#database = database;
    this.#statements = new StatementCache(database);
    this.#pool = pool;
    this.#retry = retry;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await this.#mutex.lock();
    routed.holdsMain = true;
    // IMMEDIATE takes the write lock at once, so a busy start is retried whole (sqlite-busy-retry.ts).
    try {
      await this.#retry(async () => this.#main('begin immediate', []));
    } catch (error) {
      this.#letGo(routed);
      throw error;
    }
  }

  // The main connection is let go at the end of the transaction, not only when Kysely releases
  // the connection: inside `db.connection()` one connection may run several transactions and
  // plain statements in between, which must not keep holding it.
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.#letGo(connection as RoutedConnection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#letGo(connection as RoutedConnection);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#letGo(connection as RoutedConnection);
  }

  #letGo(connection: RoutedConnection): void {
    if (!connection.holdsMain) return;
    connection.holdsMain = false;
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.#pool?.close();
    this.#statements.clear();
    this.#database.close();
  }

  /** Runs one statement where it belongs (see the top of this file). */
  async execute(connection: RoutedConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    const { sql, parameters } = query;
    if (connection.holdsMain) return this.#retry(async () => this.#main(sql, parameters));
    const cost = this.#pool ? this.#costOf(query) : undefined;
    if (this.#pool && cost?.read) {
      if (isLight(cost) && !this.#mutex.locked)
        return this.#retry(async () => this.#timedOnMain(cost, sql, parameters));
      const pool = this.#pool;
      return this.#retry(async () => {
        const { rows, ms } = await pool.query(
          sql,
          parameters,
          cost.averageMs <= statementCosts.lightMs,
        );
        record(cost, ms);
        return { rows };
      });
    }
    await this.#mutex.lock();
    try {
      return await this.#retry(async () => this.#main(sql, parameters));
    } finally {
      this.#mutex.unlock();
    }
  }

  /** A select's rows a chunk at a time: from a worker's cursor, or the main connection's. */
  async *stream(
    connection: RoutedConnection,
    query: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<unknown>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    if (this.#pool && !connection.holdsMain) {
      for await (const rows of this.#pool.stream(query.sql, query.parameters, chunkSize))
        yield { rows };
      return;
    }
    // In a transaction (or with no pool): a statement of its own iterates on the main connection,
    // which nothing else may use meanwhile (better-sqlite3 refuses while a statement iterates).
    const locked = !connection.holdsMain;
    if (locked) await this.#mutex.lock();
    try {
      const iterator = this.#database.prepare(query.sql).iterate(query.parameters);
      let rows: unknown[] = [];
      for (const row of iterator) {
        rows.push(row);
        if (rows.length >= chunkSize) {
          yield { rows };
          rows = [];
        }
      }
      if (rows.length > 0) yield { rows };
    } finally {
      if (locked) this.#mutex.unlock();
    }
  }

  #main(sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
    return run(this.#statements.get(sql), parameters);
  }

  #timedOnMain(cost: Cost, sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
    const started = performance.now();
    // The read's own cost: the wall time, unless the kernel gave the loop's core away meanwhile,
    // which the process's CPU time leaves out (it counts the readers' threads too, so it can only
    // overstate). Wall time alone sent light reads to the workers on a busy machine (two
    // preemptions in a row), where they queued behind the nice-10 readers: deep pages' p99 86-199
    // ms against 39 ms with every read on the loop. But `process.cpuUsage` is a system call that
    // sums every thread: two a read were 6 % of the admin process's loop during searches. A read
    // far under `lightMs` with no slow run behind it goes by wall time alone: one preempted run
    // can neither demote it (that takes two slow runs, and the next is checked) nor lift its
    // average over `lightMs` (it lifts it above a third of it, so the next run is checked).
    const checked = cost.slowRuns > 0 || cost.averageMs > statementCosts.lightMs / 3;
    const cpuAtStart = checked ? process.cpuUsage() : undefined;
    const result = this.#main(sql, parameters);
    const wallMs = performance.now() - started;
    const cpu = cpuAtStart && process.cpuUsage(cpuAtStart);
    const ms = cpu ? Math.min(wallMs, (cpu.user + cpu.system) / 1000) : wallMs;
    // Slow runs in a row (a parameter that matches much more) send it back to prove itself light
    // again on the workers; a single one is more often this thread descheduled on a busy machine.
    if (ms <= statementCosts.heavyMs) {
      cost.slowRuns = 0;
      record(cost, ms);
    } else if (++cost.slowRuns >= statementCosts.slowRunsToDemote) {
      cost.runs = 0;
      cost.slowRuns = 0;
      cost.averageMs = ms;
    }
    return result;
  }

  /** What is known of a statement's cost; whether it only reads is asked of SQLite once. */
  #costOf(query: CompiledQuery): Cost {
    let cost = this.#costs.get(query.sql);
    if (cost === undefined) {
      cost = { read: this.#onlyReads(query), runs: 0, averageMs: 0, slowRuns: 0 };
      this.#costs.set(query.sql, cost);
    }
    return cost;
  }

  #onlyReads(query: CompiledQuery): boolean {
    if (SelectQueryNode.is(query.query)) return true;
    if (!RawNode.is(query.query) || !READ_TEXT.test(query.sql)) return false;
    try {
      const statement = this.#statements.get(query.sql);
      return statement.reader && statement.readonly;
    } catch {
      return false; // It will fail again where it runs, with SQLite's own message.
    }
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
