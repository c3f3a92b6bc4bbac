import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './startup.js';
import { createLogger } from './logger.js';
import { adminForwarder, forwardAdminWork } from './process/admin-forwarding.js';
import { yieldCpuToOthers } from './process/cpu-priority.js';
import { noteSettingsWrite } from './modules/settings/settings-cache.js';
import {
  ADMIN_LISTENING_MESSAGE,
  runPrimary,
  SHUTDOWN_GRACE_MS,
  WORKER_NAME_VARIABLE,
} from './process/supervisor.js';
import {
  ADMIN_PORT_VARIABLE,
  ADMIN_POSTGRES_CONNECTIONS,
  ADMIN_PROCESS_NICE,
  adminPortOf,
  adminProcessOf,
  PROCESS_ROLE_VARIABLE,
  processRoleOf,
  trustProxyBehindVisitor,
  webConcurrencyOf,
  type ProcessRole,
} from './process/settings.js';

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
 *
 * The back office in a process of its own (issue 21), on unless `ADMIN_PROCESS=off`: an admin
 * process that serves /api/admin (but its public routes) as SCHED_IDLE at nice 10
 * (process/cpu-priority.ts), which the visitor processes hand those requests on loopback
 * (process/admin-forwarding.ts), so the OS serves visitors first. The figures are in
 * ARCHITECTURE.md "The back office in a process of its own".
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const visitors = webConcurrencyOf(process.env.WEB_CONCURRENCY);
  const adminProcess = adminProcessOf(process.env.ADMIN_PROCESS);
  if (cluster.isPrimary && (visitors > 1 || adminProcess)) {
    await runPrimary(config, log, { visitors, adminProcess });
    return;
  }
  // A cluster worker's database was prepared by the primary; a single process prepares its own.
  if (cluster.isPrimary) await serve(config, log, { role: 'single' });
  else await serve(config, log, { role: processRoleOf(process.env[PROCESS_ROLE_VARIABLE]) });
}

/**
 * One server process. `single`: everything on `config.port`. `visitor` (a cluster worker): the
 * same, with the back office's requests handed to the admin process when there is one. `admin`:
 * the whole app on the loopback port the primary chose, at a lower CPU priority.
 */
async function serve(
  config: Config,
  log: ReturnType<typeof createLogger>,
  { role }: { role: ProcessRole },
) {
  const name = process.env[WORKER_NAME_VARIABLE];
  const workerLog = name === undefined ? log : log.child({ worker: name });
  const adminPortText = process.env[ADMIN_PORT_VARIABLE];
  const adminPort = adminPortText === undefined ? undefined : adminPortOf(adminPortText);
  if (role === 'admin') {
    // First, so that every thread the process starts from here on (SQLite readers, pg) inherits it.
    const cpu = yieldCpuToOthers(ADMIN_PROCESS_NICE);
    if (cpu === 'nice')
      workerLog.warn(
        `the admin process runs at nice ${ADMIN_PROCESS_NICE} only (SCHED_IDLE could not be set: chrt missing?), so visitors under load keep less of their speed`,
      );
    config = { ...config, trustProxy: trustProxyBehindVisitor(config.trustProxy) };
  }
  const database = openDatabase(config.databaseUrl, {
    postgresApplicationName: role === 'single' ? 'laqta' : `laqta ${role}`,
    ...(role === 'admin' ? { postgresConnections: ADMIN_POSTGRES_CONNECTIONS } : {}),
  });
  if (role === 'single') await prepareDatabase({ database, config, log: workerLog });
  const forwarder =
    role === 'visitor' && adminPort !== undefined
      ? adminForwarder(adminPort, noteSettingsWrite)
      : undefined;
  const app = await buildApp({
    config,
    database,
    logger: workerLog,
    // While visitors are few, the back office's kept reads are answered here (admin-forwarding.ts).
    keepKeptReadsFromSecondAsk: forwarder !== undefined,
  });
  if (name !== undefined) {
    // Which process answered: for an operator reading a failed request, and for the API suite's
    // multi-process tests, which send requests through a chosen worker. Only a name.
    // Synchronous: an async hook costs a promise on every request (issue 15).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-served-by', name);
      done();
    });
  }
  if (forwarder) {
    await app.ready();
    forwardAdminWork(app, forwarder);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    workerLog.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      forwarder?.close();
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

  if (role === 'admin') {
    if (adminPort === undefined) throw new Error(`${ADMIN_PORT_VARIABLE} is not set`);
    // Outside the cluster (exclusive): visitors connect straight to this process.
    await app.listen({ host: '127.0.0.1', port: adminPort, exclusive: true });
    process.send?.(ADMIN_LISTENING_MESSAGE);
    workerLog.info(`the admin process serves /api/admin on 127.0.0.1:${adminPort}`);
    return;
  }
  await app.listen({ host: '0.0.0.0', port: config.port });
  workerLog.info(
    `Laqta is serving at http://localhost:${config.port} (database: ${database.dialect})`,
  );
}

main().catch((error: unknown) => {
  // Before the logger exists or after it failed: the reason, without secrets from the environment.
  console.error('Laqta failed to start:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error);
  process.exit(1);
});
