import type { Config } from '../config.js';

/**
 * Process settings read by main.ts (issue 15 and 21). Both come from the environment, as the
 * platforms that run Laqta set them; ARCHITECTURE.md "SQLite reads off the event loop" has the
 * measurements behind the defaults.
 */

/** `WEB_CONCURRENCY=N`: N visitor processes behind the one port (Node's cluster). */
export function webConcurrencyOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error('WEB_CONCURRENCY must be a whole number from 1 to 64');
  return count;
}

/**
 * `ADMIN_PROCESS=on|off`: the back office's API (/api/admin, but its public routes) served by a
 * process of its own at the lowest CPU priority, reached through the visitor process. On by
 * default (the measurements are in ARCHITECTURE.md); off: one process serves everything.
 */
export const ADMIN_PROCESS_DEFAULT = true;

export function adminProcessOf(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return ADMIN_PROCESS_DEFAULT;
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  throw new Error('ADMIN_PROCESS must be on or off');
}

/**
 * The admin process's nice value: the SQLite readers' (db/sqlite-read-pool.ts), for the same reason.
 * On Linux the process also runs as SCHED_IDLE (process/cpu-priority.ts), which the kernel treats
 * as lower still; the nice value is what is left where that cannot be set.
 */
export const ADMIN_PROCESS_NICE = 10;

/**
 * How many PostgreSQL sessions the admin process holds at once (a visitor process keeps the pool's
 * 10). Its own threads run at the lowest priority, but the queries it sends run in PostgreSQL's
 * backends at full weight, each in a scheduling group of its own where PostgreSQL shares the
 * host (ARCHITECTURE.md "PostgreSQL's backends are not ours to lower"): with ten, four admins
 * paging deep through the orders kept visitors at 61-76 % of their solo speed in five rounds
 * (`bench:isolation`, 1,000,000 orders, 2 cores). Two keep the back office's database work to two
 * cores, here or on a database host visitors share: 60-91 % in eight rounds (median 75 %), and the
 * admin lists at 50 connections lose up to a fifth (deep pages 769 -> 594-696 req/s, dashboard
 * statistics 788 -> 628-649, the "محمد" search 329 -> 294-313). One gave visitors 80-96 % but cut
 * the lists by two fifths, and would let one slow statement hold up every admin. Nothing waits on
 * a second session while it holds one: the API suite passes with a pool of one.
 */
export const ADMIN_POSTGRES_CONNECTIONS = 2;

/**
 * What a cluster worker is: set by the primary in the worker's environment (an operator never
 * sets it). Unset: a single process serving everything, as before.
 */
export const PROCESS_ROLE_VARIABLE = 'LAQTA_PROCESS_ROLE';
/** The loopback port the admin process listens on, handed by the primary to every worker. */
export const ADMIN_PORT_VARIABLE = 'LAQTA_ADMIN_PORT';

export type ProcessRole = 'single' | 'visitor' | 'admin';

export function processRoleOf(value: string | undefined): ProcessRole {
  if (value === 'visitor' || value === 'admin') return value;
  return 'single';
}

export function adminPortOf(value: string | undefined): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${ADMIN_PORT_VARIABLE} must name the admin process's port`);
  return port;
}

/**
 * The admin process hears every request from a visitor process on loopback, which names the
 * client in `X-Forwarded-For`: it believes that one hop, then whatever the operator configured.
 * So `request.ip` (rate limits, audit, sign-in logs) is the same client's address in both.
 */
export function trustProxyBehindVisitor(trust: Config['trustProxy']): Config['trustProxy'] {
  if (trust === false) return 1;
  if (typeof trust === 'number') return trust + 1;
  return [...trust, '127.0.0.1'];
}
