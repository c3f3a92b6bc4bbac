import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './startup.js';
import { createLogger } from './logger.js';

/**
 * Starts Laqta: migrate and bootstrap the database, then serve the API and the app on one port.
 *
 * Several processes (issue 15): `WEB_CONCURRENCY=N` (the name Heroku, Render and Fly set from the
 * machine's size) runs N worker processes behind the one port with Node's cluster: the primary
 * prepares the database once, forks the workers, restarts one that dies and stops them all on
 * SIGTERM. Chosen over N ports behind a separate balancer: one port and one process to supervise
 * on a single machine, nothing else to install or configure, and the kernel's listening socket
 * is shared so no request passes through an extra hop. Deployments across machines run one
 * process per container behind their platform's balancer instead; both work because everything
 * the processes must agree on lives in the database (settings version, throttles, secrets).
 * Unset or 1: one process, as before. SQLite allows it too on one machine (WAL, busy retries),
 * but one SQLite process already reads on worker threads; PostgreSQL is where it pays.
 */
function webConcurrencyOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error('WEB_CONCURRENCY must be a whole number from 1 to 64');
  return count;
}

/** A worker that dies is replaced after this long (a crash loop then costs little). */
const RESTART_DELAY_MS = 1_000;
/** How long stopping waits for requests in flight before forcing the exit. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const workers = webConcurrencyOf(process.env.WEB_CONCURRENCY);
  if (cluster.isPrimary && workers > 1) {
    await runPrimary(config, log, workers);
    return;
  }
  // A cluster worker's database was prepared by the primary; a single process prepares its own.
  await serve(config, log, { prepare: cluster.isPrimary });
}

/** One server process: the app on `config.port` (shared with the other workers in a cluster). */
async function serve(
  config: Config,
  log: ReturnType<typeof createLogger>,
  { prepare }: { prepare: boolean },
) {
  const workerId = cluster.worker?.id;
  const workerLog = workerId === undefined ? log : log.child({ worker: workerId });
  const database = openDatabase(config.databaseUrl);
  if (prepare) await prepareDatabase({ database, config, log: workerLog });
  const app = await buildApp({ config, database, logger: workerLog });
  if (workerId !== undefined) {
    // Which worker answered: for an operator reading a failed request, and for the API suite's
    // multi-process test, which sends requests through a chosen worker. Only a small number.
    const servedBy = `worker-${workerId}`;
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-served-by', servedBy);
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    workerLog.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      workerLog.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: '0.0.0.0', port: config.port });
  workerLog.info(
    `Laqta is serving at http://localhost:${config.port} (database: ${database.dialect})`,
  );
}

/**
 * The cluster's primary: prepares the database once (so workers never race to migrate), forks
 * `count` workers, replaces a worker that dies after it served, and stops when one cannot start
 * at all (a bad port or configuration would only crash again). SIGTERM/SIGINT stop every worker
 * gracefully, then the primary.
 */
async function runPrimary(config: Config, log: ReturnType<typeof createLogger>, count: number) {
  const database = openDatabase(config.databaseUrl);
  await prepareDatabase({ database, config, log });
  await database.close();

  let stopping = false;
  const live = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once('listening', () => listening.add(worker));
  };

  /** Stops every worker (each closes gracefully on SIGTERM), then exits with `exitCode`. */
  const stop = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    log.info({ reason }, 'stopping the workers');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 1_000).unref();
    if (live.size === 0) process.exit();
    for (const worker of live) worker.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit();
      return;
    }
    if (!listening.has(worker)) {
      log.error({ worker: worker.id, code, signal }, 'a worker failed to start; stopping');
      stop('a worker failed to start', 1);
      return;
    }
    log.error({ worker: worker.id, code, signal }, 'a worker died; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  process.once('SIGINT', () => stop('SIGINT', 0));
  process.once('SIGTERM', () => stop('SIGTERM', 0));

  for (let n = 0; n < count; n += 1) fork();
  log.info({ workers: count }, `Laqta starts ${count} workers on port ${config.port}`);
}

main().catch((error: unknown) => {
  // Before the logger exists or after it failed: the reason, without secrets from the environment.
  console.error('Laqta failed to start:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error);
  process.exit(1);
});
