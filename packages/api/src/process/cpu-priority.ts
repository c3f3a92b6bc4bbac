import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * How the admin process steps aside for visitors (issue 21, ARCHITECTURE.md "The back office in a
 * process of its own"): Linux's SCHED_IDLE where it can, a nice value everywhere.
 *
 * Nice alone was not enough. On two cores under load, the kernel kept a visitor process and the
 * client talking to it on one core (each wakes the other: the scheduler puts a woken task beside
 * its waker) and left the admin process alone on the other, where its nice value had nobody to
 * yield to: visitors kept 42-53 % of their solo throughput while admins searched, exported or paged
 * deep. A core that runs only SCHED_IDLE tasks counts as free when the kernel places a woken task,
 * so visitors' work lands there and preempts the admin at once: 80-89 % in the same bench. The
 * price: while visitors keep both cores busy, admins get only the CPU they leave (measured: 4
 * searching admins 28/s against 167/s, an export 9.7 s against 3.8 s), never none, and no error.
 */
export type CpuYield = 'idle' | 'nice';

/**
 * Lowers this whole process's CPU priority, every thread it runs now and (inherited) every one it
 * starts later: call it before the database opens. Answers what took effect: `idle` (SCHED_IDLE,
 * set with util-linux's `chrt`, allowed to any process for itself) or only `nice`.
 */
export function yieldCpuToOthers(nice: number): CpuYield {
  lowerNice(nice);
  if (process.platform !== 'linux') return 'nice';
  try {
    // No Node API sets a scheduling policy; chrt is part of util-linux, on every Linux distribution.
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
      timeout: 5_000,
    });
    return 'idle';
  } catch {
    return 'nice';
  }
}

/**
 * Linux keeps a nice value per thread (and a new thread takes its creator's), so every thread that
 * already runs (V8's helpers, libuv's pool) is lowered too; elsewhere the process's own.
 */
function lowerNice(nice: number): void {
  let threads: string[] = [];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    // not Linux
  }
  if (threads.length === 0) {
    os.setPriority(0, nice);
    return;
  }
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), nice);
    } catch {
      // a thread that ended meanwhile
    }
  }
}
