import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs a PostgreSQL server on this host at another CPU weight for a bench, as a deployment does
 * with systemd's `CPUWeight=` on postgresql.service (or docker's `--cpu-shares`): its processes
 * move into a cgroup of their own with that weight, and back when the bench is done.
 *
 * Why a bench needs it (ARCHITECTURE.md "PostgreSQL's backends are not ours to lower"): every
 * PostgreSQL backend starts a session of its own (setsid), and with the kernel's autogroup each
 * session is a scheduling group weighed like the whole of Laqta's processes together. So the
 * admin process's SCHED_IDLE reaches its own work but never the backends that run its queries;
 * only the host's grouping (a cgroup) decides their share. Linux only, as root, PostgreSQL on
 * this host.
 */

const GROUP_NAME = 'laqta-bench-postgres';
/** cgroup v2's default `cpu.weight`; v1 expresses the same as `cpu.shares` out of 1024. */
export const DEFAULT_CPU_WEIGHT = '100';

/**
 * A weight (cgroup v2's scale: 1 to 10,000, 100 the default), or `idle`: the group runs only on
 * CPU nothing else wants (`cpu.idle`, SCHED_IDLE for a group; systemd's `CPUWeight=idle`).
 */
export type CpuWeight = string;

interface Hierarchy {
  /** The directory of the cpu controller's hierarchy. */
  root: string;
  /** The file that holds a group's weight, and how a weight is written there. */
  weightFile: string;
  weightValue: (weight: number) => string;
  /** The cpu controller's line in /proc/<pid>/cgroup. */
  line: RegExp;
  /** Lets the groups under the root weigh their CPU (v2 turns the controller on per subtree). */
  enable: () => void;
}

function cpuHierarchy(): Hierarchy {
  const v1 = '/sys/fs/cgroup/cpu';
  if (fs.existsSync(path.join(v1, 'cpu.shares')))
    return {
      root: v1,
      weightFile: 'cpu.shares',
      weightValue: (weight) => String(Math.max(2, Math.round((weight * 1024) / 100))),
      line: /^\d+:(?:[^:]*,)?cpu(?:,[^:]*)?:(.*)$/m,
      enable: () => {},
    };
  const v2 = '/sys/fs/cgroup';
  const controllers = path.join(v2, 'cgroup.controllers');
  if (fs.existsSync(controllers) && /\bcpu\b/.test(fs.readFileSync(controllers, 'utf8')))
    return {
      root: v2,
      weightFile: 'cpu.weight',
      weightValue: (weight) => String(weight),
      line: /^0::(.*)$/m,
      enable: () => fs.writeFileSync(path.join(v2, 'cgroup.subtree_control'), '+cpu'),
    };
  throw new Error('no cgroup cpu controller to weigh PostgreSQL with');
}

/** Whether `url` names a server on this host (loopback or a Unix socket). */
function isLocal(url: string): boolean {
  const host = new URL(url).hostname || 'localhost';
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.toLowerCase().startsWith('%2f');
}

/** The parent of a PostgreSQL process, or undefined when `pid` is not one on this host. */
function postgresParentOf(pid: number): number | undefined {
  try {
    if (fs.readFileSync(`/proc/${pid}/comm`, 'latin1').trim() !== 'postgres') return undefined;
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // no such process (it ended, or the server runs elsewhere)
  }
}

/** The PostgreSQL server's processes: the postmaster (a backend's parent) and all its children. */
async function postgresProcesses(url: string): Promise<{ postmaster: number; all: number[] }> {
  const elsewhere = 'PostgreSQL does not run on this host: its CPU weight is not ours to set';
  if (!isLocal(url)) throw new Error(elsewhere);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster: number | undefined;
  try {
    const backend = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    // Asked while the backend lives (it ends with its connection).
    postmaster = postgresParentOf(backend);
  } finally {
    await client.end();
  }
  if (postmaster === undefined) throw new Error(elsewhere);
  const all = [postmaster];
  for (const entry of fs.readdirSync('/proc'))
    if (/^\d+$/.test(entry) && postgresParentOf(Number(entry)) === postmaster)
      all.push(Number(entry));
  return { postmaster, all };
}

function moveProcesses(group: string, pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      fs.writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
    } catch {
      // a backend that ended meanwhile
    }
  }
}

/**
 * Puts the PostgreSQL server `url` reaches at `weight` until the answered function is called,
 * which moves every process of the group back (backends started meanwhile included: a child
 * starts in its parent's group) and removes the group.
 */
export async function weighPostgres(url: string, weight: CpuWeight): Promise<() => void> {
  const share = Number(weight);
  if (weight !== 'idle' && !(Number.isInteger(share) && share >= 1 && share <= 10_000))
    throw new Error('a CPU weight is idle or a whole number from 1 to 10000');
  if (process.platform !== 'linux' || process.getuid?.() !== 0)
    throw new Error("setting PostgreSQL's CPU weight takes root on Linux");
  const hierarchy = cpuHierarchy();
  const { postmaster, all } = await postgresProcesses(url);
  const current = hierarchy.line.exec(fs.readFileSync(`/proc/${postmaster}/cgroup`, 'utf8'));
  if (!current) throw new Error("PostgreSQL's cgroup could not be read");
  const home = path.join(hierarchy.root, current[1]!);
  const group = path.join(hierarchy.root, GROUP_NAME);
  hierarchy.enable();
  fs.mkdirSync(group, { recursive: true });
  if (weight === 'idle') fs.writeFileSync(path.join(group, 'cpu.idle'), '1');
  else fs.writeFileSync(path.join(group, hierarchy.weightFile), hierarchy.weightValue(share));
  moveProcesses(group, all);
  return () => {
    const members = fs
      .readFileSync(path.join(group, 'cgroup.procs'), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map(Number);
    moveProcesses(home, members);
    fs.rmdirSync(group);
  };
}
