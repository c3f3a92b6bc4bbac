import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import type { Config } from '../config.js';
import { openDatabase } from '../db/connection.js';
import type { createLogger } from '../logger.js';
import { prepareDatabase } from '../startup.js';
import { ADMIN_PORT_VARIABLE, PROCESS_ROLE_VARIABLE, type ProcessRole } from './settings.js';

/** A worker that dies is replaced after this long (a crash loop then costs little). */
const RESTART_DELAY_MS = 1_000;
/** How long stopping waits for requests in flight before forcing the exit (each process). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** What the admin process sends its primary once it listens (it listens outside the cluster). */
export const ADMIN_LISTENING_MESSAGE = 'laqta:admin-listening';
/** The name a worker gives itself in `x-served-by` and its log lines. */
export const WORKER_NAME_VARIABLE = 'LAQTA_WORKER_NAME';

/**
 * V8 flags every serving process (visitor workers, the admin process) starts with, after the
 * primary's own. `--initial-old-space-size=64` (MB): on the visitor path, the public setting and
 * /api/health cost 34–39 µs of CPU an answer without it and 29–31 with it (2 cores, Node 20,
 * alternating passes; 32 and 128 MB did the same, 16 no better than none), for ~13 MB more
 * resident memory in the visitor process and ~40 MB in the admin process (its heap grows to
 * 64 MB before its first full collection). A GC trace showed the same scavenges and no full
 * collection during the load either way, so the CPU saved is not GC time; where V8 spent it was
 * not found (ARCHITECTURE.md, "A request's cost", session 16). A single process
 * (ADMIN_PROCESS=off, WEB_CONCURRENCY=1) forks nothing and runs with the flags it was started with.
 */
export const SERVING_PROCESS_V8_FLAGS = ['--initial-old-space-size=64'];

/** `execArgv` with each of `flags` whose name it does not set already (the operator's win). */
export function withServingFlags(execArgv: readonly string[], flags = SERVING_PROCESS_V8_FLAGS) {
  const nameOf = (flag: string) => flag.split('=')[0]!.replaceAll('_', '-');
  const named = new Set(execArgv.map(nameOf));
  return [...execArgv, ...flags.filter((flag) => !named.has(nameOf(flag)))];
}

/** A loopback port nobody listens on now (the admin process takes it at once, and keeps it). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free loopback port')),
      );
    });
  });
}

interface Slot {
  role: Exclude<ProcessRole, 'single'>;
  name: string;
  worker?: Worker;
  started: boolean;
}

/**
 * The cluster's primary (WEB_CONCURRENCY > 1 or ADMIN_PROCESS=on): prepares the database once (so
 * workers never race to migrate), starts the admin process first when there is one (on a loopback
 * port chosen here and kept across its restarts), then `visitors` workers on the public port.
 * A worker that dies after it started is replaced (the same name; while the admin process is down
 * the visitors answer its requests 503); one that cannot start stops the whole server with exit
 * code 1 (a bad port or configuration would only crash again: never a half-alive server).
 * SIGTERM/SIGINT stop the visitors first (each drains its requests, the back office's included,
 * which need the admin process), then the admin process, then the primary.
 */
export async function runPrimary(
  config: Config,
  log: ReturnType<typeof createLogger>,
  { visitors, adminProcess }: { visitors: number; adminProcess: boolean },
) {
  const database = openDatabase(config.databaseUrl);
  await prepareDatabase({ database, config, log });
  await database.close();

  const adminPort = adminProcess ? await freeLoopbackPort() : undefined;
  const shared = adminPort === undefined ? {} : { [ADMIN_PORT_VARIABLE]: String(adminPort) };
  const visitorSlots: Slot[] = Array.from({ length: visitors }, (_, n) => ({
    role: 'visitor',
    name: `worker-${n + 1}`,
    started: false,
  }));
  const adminSlot: Slot | undefined = adminProcess
    ? { role: 'admin', name: 'admin', started: false }
    : undefined;
  const slots = adminSlot ? [adminSlot, ...visitorSlots] : visitorSlots;
  const slotOf = (worker: Worker) => slots.find((slot) => slot.worker === worker);
  let stopping = false;
  let adminReady: () => void = () => {};
  const adminListening = new Promise<void>((resolve) => (adminReady = resolve));

  cluster.setupPrimary({ execArgv: withServingFlags(process.execArgv) });
  const fork = (slot: Slot) => {
    slot.started = false;
    slot.worker = cluster.fork({
      ...shared,
      [PROCESS_ROLE_VARIABLE]: slot.role,
      [WORKER_NAME_VARIABLE]: slot.name,
    });
    const started = () => {
      slot.started = true;
      if (slot.role === 'admin') adminReady();
    };
    if (slot.role === 'admin')
      slot.worker.on('message', (message: unknown) => {
        if (message === ADMIN_LISTENING_MESSAGE) started();
      });
    else slot.worker.once('listening', started);
  };

  const liveWorkers = (role?: Slot['role']) =>
    slots.filter((slot) => slot.worker && (role === undefined || slot.role === role));

  /** Stops the visitors, then the admin process (each closes gracefully), then exits. */
  const stop = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    log.info({ reason }, 'stopping the workers');
    setTimeout(() => process.exit(1), 2 * SHUTDOWN_GRACE_MS + 1_000).unref();
    continueStopping();
  };
  // Each worker is signalled once: a second SIGTERM would end it before it drained.
  const signalled = new WeakSet<Worker>();
  const continueStopping = () => {
    if (liveWorkers().length === 0) process.exit();
    const visitorsLeft = liveWorkers('visitor');
    for (const { worker } of visitorsLeft.length > 0 ? visitorsLeft : liveWorkers()) {
      if (!worker || signalled.has(worker)) continue;
      signalled.add(worker);
      worker.process.kill('SIGTERM');
    }
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf(worker);
    if (!slot) return;
    slot.worker = undefined;
    if (stopping) {
      continueStopping();
      return;
    }
    if (!slot.started) {
      log.error({ worker: slot.name, code, signal }, 'a worker failed to start; stopping');
      stop('a worker failed to start', 1);
      return;
    }
    log.error({ worker: slot.name, code, signal }, 'a worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, RESTART_DELAY_MS);
  });
  process.once('SIGINT', () => stop('SIGINT', 0));
  process.once('SIGTERM', () => stop('SIGTERM', 0));

  if (adminSlot) {
    fork(adminSlot);
    await adminListening;
    if (stopping) return;
  }
  for (const slot of visitorSlots) fork(slot);
  log.info(
    { workers: visitors, adminProcess, adminPort },
    `Laqta starts ${visitors} workers${adminProcess ? ' and the admin process' : ''} on port ${config.port}`,
  );
}
