import fs from 'node:fs';
import type pg from 'pg';
import { type CpuYield, yieldCpuOfProcess } from '../process/cpu-priority.js';

/**
 * The admin process's PostgreSQL sessions step aside for visitors too (issue 21, ARCHITECTURE.md
 * "The back office in a process of its own"). The admin process itself runs at the lowest CPU
 * priority, but over PostgreSQL its searches and deep pages are executed by the server's backends,
 * at normal priority: on one host they took the cores from visitors (54-60 % of their solo
 * throughput). When the server runs on this host and the system allows it, each backend serving
 * the admin process is lowered like the process (the idea of the pg_prioritize extension, without
 * installing one). A database on its own machine is left as it is: there visitors and admins do not
 * share cores.
 *
 * `lowered` names what took effect; `elsewhere`: the backend is not a process of this host;
 * `refused`: it is, but the system does not let this user lower it (not root, no CAP_SYS_NICE).
 */
export type SessionPriority = { lowered: CpuYield } | 'elsewhere' | 'refused';

export async function lowerSessionPriority(
  client: pg.ClientBase,
  nice: number,
): Promise<SessionPriority> {
  const { rows } = await client.query<{ pid: number; client_port: number | null }>(
    'select pg_backend_pid() as pid, inet_client_port() as client_port',
  );
  const backend = rows[0];
  if (!backend || !isBackendOnThisHost(backend.pid, backend.client_port)) return 'elsewhere';
  const took = await yieldCpuOfProcess(backend.pid, nice);
  return took === 'none' ? 'refused' : { lowered: took };
}

/**
 * A process id the server gave is ours to lower only if this host's process of that id is that
 * very backend: PostgreSQL titles each backend `postgres: … user database host(port) state` (its
 * update_process_title, on by default on Linux), and the port is this connection's own, as the
 * server saw it; a socket connection (no port) is titled `[local]`. Another host's id, or a
 * container's, names no such process here.
 */
function isBackendOnThisHost(pid: number, clientPort: number | null): boolean {
  let title: string;
  try {
    title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return false; // no such process here, or not Linux
  }
  if (!title.startsWith('postgres: ')) return false;
  return clientPort === null ? title.includes(' [local] ') : title.includes(`(${clientPort}) `);
}

/**
 * The hook for openDatabase's `preparePostgresSession`: lowers every new connection's backend and
 * tells `report` the first time each outcome happens, so an operator learns once whether it works
 * on this host, not at every reconnection.
 */
export function lowerEverySession(
  nice: number,
  report: (outcome: SessionPriority) => void,
): (client: pg.ClientBase) => Promise<void> {
  const reported = new Set<string>();
  return async (client) => {
    const outcome = await lowerSessionPriority(client, nice);
    const key = typeof outcome === 'string' ? outcome : outcome.lowered;
    if (reported.has(key)) return;
    reported.add(key);
    report(outcome);
  };
}
