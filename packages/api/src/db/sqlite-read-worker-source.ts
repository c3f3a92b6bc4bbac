/**
 * The program of one SQLite read worker (db/sqlite-read-pool.ts), as JavaScript source run with
 * `new Worker(source, { eval: true })`. It is a string, not a module file, because the server runs
 * three ways — from source under tsx, under Vitest, and bundled into dist/main.js by esbuild — and
 * only an eval'd script reaches the worker the same way in all three (a worker file beside the
 * source is not in the bundle; a TypeScript worker cannot load under Vitest). It is plain CommonJS,
 * needs nothing but better-sqlite3 and lru-cache (their resolved paths come in `workerData`), and
 * is kept small.
 *
 * Each worker lowers its own thread's priority (nice), then opens its own connection to the database file, read only (`query_only`): WAL lets it
 * read beside the writer. It keeps one prepared statement per SQL text (a bounded, least recently
 * used cache: preparing per call was a quarter of the busy time) and answers
 *   { id, sql, params }           → { id, rows, ms, bytes } (bytes: a row holds a BLOB)
 *   { id, open: sql, params, n }  → a cursor: { id, rows, done } for its first n rows, then
 *   { id, next: n }               → the next n rows, and
 *   { id, close: true }           → closes the cursor early.
 * Errors come back as { id, error: { message, code } }.
 */
export const sqliteReadWorkerSource = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const Database = require(workerData.driverPath);
const { LRUCache } = require(workerData.lruCachePath);

// On Linux a thread's nice value is its own: the readers yield the CPU to the event loop that
// serves visitors (and to the writer) when the machine is busy. Elsewhere this is a no-op.
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid)) require('node:os').setPriority(tid, Number(workerData.nice));
} catch {}

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('query_only = ON');
db.pragma('busy_timeout = ' + Number(workerData.busyTimeoutMs));

const statements = new LRUCache({ max: Number(workerData.statementCacheSize) });
function statement(sql) {
  let stmt = statements.get(sql);
  // A statement still iterating (an open cursor) cannot run again: use a fresh one meanwhile.
  if (stmt !== undefined) return stmt.busy ? db.prepare(sql) : stmt;
  stmt = db.prepare(sql);
  statements.set(sql, stmt);
  return stmt;
}

// Values arrive structured-cloned: a Buffer parameter comes as a plain Uint8Array.
const bindable = (params) =>
  params.map((v) => (v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v) : v));
const holdsBytes = (rows) => {
  for (const row of rows) for (const key in row) if (row[key] instanceof Uint8Array) return true;
  return false;
};

const cursors = new Map();
function take(id, iterator, n) {
  const rows = [];
  while (rows.length < n) {
    const step = iterator.next();
    if (step.done) {
      cursors.delete(id);
      return { id, rows, done: true, bytes: holdsBytes(rows) };
    }
    rows.push(step.value);
  }
  return { id, rows, done: false, bytes: holdsBytes(rows) };
}

parentPort.on('message', (message) => {
  const { id } = message;
  try {
    if (message.sql !== undefined) {
      const started = performance.now();
      const rows = statement(message.sql).all(bindable(message.params));
      const ms = performance.now() - started;
      parentPort.postMessage({ id, rows, ms, bytes: holdsBytes(rows) });
    } else if (message.open !== undefined) {
      const iterator = db.prepare(message.open).iterate(bindable(message.params));
      cursors.set(id, iterator);
      parentPort.postMessage(take(id, iterator, message.n));
    } else if (message.next !== undefined) {
      const iterator = cursors.get(id);
      parentPort.postMessage(iterator ? take(id, iterator, message.next) : { id, rows: [], done: true });
    } else if (message.close) {
      cursors.get(id)?.return();
      cursors.delete(id);
      parentPort.postMessage({ id, rows: [], done: true });
    }
  } catch (error) {
    cursors.get(id)?.return();
    cursors.delete(id);
    parentPort.postMessage({
      id,
      error: { message: String(error && error.message), code: error && error.code },
    });
  }
});
`;
