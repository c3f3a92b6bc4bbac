import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { ReadQueue } from './read-queue.js';
import { sqliteReadWorkerSource } from './sqlite-read-worker-source.js';

/**
 * Worker threads that run SQLite reads off the event loop (ARCHITECTURE.md "SQLite reads off the
 * event loop"). Each worker has its own read-only connection to the file; WAL lets them read while
 * the main connection writes. Queries wait in one queue and go to the first idle worker; a cursor
 * (`stream`) gets a worker of its own, because better-sqlite3 runs nothing else on a connection
 * while one of its statements iterates.
 *
 * Workers start on the first read and are unreferenced while idle, so an open pool never keeps a
 * process alive on its own.
 */

/** The readers' thread priority (Linux nice, 0–19): below the event loop's 0. */
const READER_NICE = 10;

/** What the worker program requires, resolved here: an eval'd script has no path to resolve from. */
const resolve = createRequire(import.meta.url).resolve;
const driverPath = resolve('better-sqlite3');
const lruCachePath = resolve('lru-cache');

export interface ReadPoolOptions {
  file: string;
  /** How many workers answer queries (cursors get their own besides). */
  size: number;
  busyTimeoutMs: number;
  statementCacheSize: number;
}

export interface PooledRows {
  rows: unknown[];
  /** How long the statement ran in its worker (queueing and transfer excluded). */
  ms: number;
}

interface Reply {
  id: number;
  rows?: Record<string, unknown>[];
  ms?: number;
  bytes?: boolean;
  done?: boolean;
  error?: { message: string; code?: string };
}

interface Pending {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/** A worker error as better-sqlite3 would have thrown it on the main connection. */
function sqliteError({ message, code }: { message: string; code?: string }): Error {
  return code ? new SqliteDatabase.SqliteError(message, code) : new Error(message);
}

/** BLOB values cross the thread boundary as Uint8Array; the main connection gives Buffers. */
function withBuffers(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows)
    for (const key in row) {
      const value = row[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  return rows;
}

/** One worker thread and the replies it owes. */
class ReadWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;

  constructor(options: ReadPoolOptions, onExit: (worker: ReadWorker, error: Error) => void) {
    this.#worker = new Worker(sqliteReadWorkerSource, {
      eval: true,
      workerData: {
        driverPath,
        lruCachePath,
        file: options.file,
        busyTimeoutMs: options.busyTimeoutMs,
        statementCacheSize: options.statementCacheSize,
        nice: READER_NICE,
      },
    });
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.error) pending.reject(sqliteError(reply.error));
      else {
        if (reply.bytes && reply.rows) withBuffers(reply.rows);
        pending.resolve(reply);
      }
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => {
      fail(new Error(`SQLite read worker stopped (exit code ${code})`));
      onExit(this, this.#failure!);
    });
  }

  get idle(): boolean {
    return this.#pending.size === 0;
  }

  /** Sends a message and resolves with its reply (`id` is filled in). */
  ask(message: Record<string, unknown>, id = this.#nextId++): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise<Reply>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({ ...message, id });
    });
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }
}

interface Job {
  sql: string;
  params: readonly unknown[];
  light: boolean;
  resolve(result: PooledRows): void;
  reject(error: Error): void;
}

export class SqliteReadPool {
  readonly #options: ReadPoolOptions;
  readonly #workers: ReadWorker[] = [];
  readonly #streams = new Set<ReadWorker>();
  readonly #queue = new ReadQueue<Job>();
  #closed = false;

  constructor(options: ReadPoolOptions) {
    this.#options = options;
  }

  /**
   * Every row `sql` answers, read on a worker. A `light` query (one known to be cheap, or not
   * known yet) goes ahead of the heavy ones that have waited briefly (ReadQueue), so a visitor's
   * read does not queue behind an admin's search; and heavy ones keep one worker free for light
   * ones when there are two or more.
   */
  query(sql: string, params: readonly unknown[], light = false): Promise<PooledRows> {
    if (this.#closed) return Promise.reject(new Error('the database is closed'));
    return new Promise<PooledRows>((resolve, reject) => {
      this.#queue.add({ sql, params, light, resolve, reject });
      this.#dispatch();
    });
  }

  /** The rows of `sql` `chunkSize` at a time, from a worker of its own (a cursor, not a copy). */
  async *stream(
    sql: string,
    params: readonly unknown[],
    chunkSize: number,
  ): AsyncGenerator<unknown[]> {
    if (this.#closed) throw new Error('the database is closed');
    const worker = new ReadWorker(this.#options, () => this.#streams.delete(worker));
    this.#streams.add(worker);
    let done = false;
    try {
      let reply = await worker.ask({ open: sql, params, n: chunkSize }, 0);
      for (;;) {
        done = reply.done === true;
        if (reply.rows && reply.rows.length > 0) yield reply.rows;
        if (done) return;
        reply = await worker.ask({ next: chunkSize }, 0);
      }
    } finally {
      if (!done) await worker.ask({ close: true }, 0).catch(() => undefined);
      this.#streams.delete(worker);
      await worker.terminate();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.takeAll()) job.reject(new Error('the database is closed'));
    const workers = [...this.#workers.splice(0), ...this.#streams];
    this.#streams.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #heavyRunning = 0;

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const idle = this.#workers.find((candidate) => candidate.idle);
      if (!idle && this.#workers.length >= this.#options.size) return;
      // Heavy reads leave one worker to the light ones when there are two or more.
      const size = this.#options.size;
      const job = this.#queue.take(size <= 1 || this.#heavyRunning < size - 1);
      if (!job) return;
      const worker = idle ?? this.#startWorker();
      if (!job.light) this.#heavyRunning += 1;
      const settled = () => {
        if (!job.light) this.#heavyRunning -= 1;
        this.#dispatch();
      };
      worker.ask({ sql: job.sql, params: job.params }).then(
        (reply) => {
          job.resolve({ rows: reply.rows ?? [], ms: reply.ms ?? 0 });
          settled();
        },
        (error: Error) => {
          job.reject(error);
          settled();
        },
      );
    }
  }

  /**
   * A new worker. One that stops (it could not open the file, or crashed) fails what waits for it
   * and what is queued; the next query starts a new one.
   */
  #startWorker(): ReadWorker {
    const started: ReadWorker = new ReadWorker(this.#options, (gone, error) => {
      const index = this.#workers.indexOf(gone);
      if (index >= 0) this.#workers.splice(index, 1);
      for (const job of this.#queue.takeAll()) job.reject(error);
    });
    this.#workers.push(started);
    return started;
  }
}
