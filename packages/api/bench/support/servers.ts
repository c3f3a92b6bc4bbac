/**
 * The servers the HTTP benches start, each in a process of its own: the production build (`node
 * packages/api/dist/main.js`, NODE_ENV=production, request log on as shipped, written to a file),
 * which `bench:http` and `bench:isolation` measure, and the bare Fastify reference `bench:http`
 * sets beside it (bare-server.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcessIds } from '../../test/support/process-tree.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoDir = path.resolve(here, '../../../..');
export const apiDistMain = path.join(repoDir, 'packages/api/dist/main.js');
export const apiDistCli = (name: string) => path.join(repoDir, `packages/api/dist/cli/${name}.js`);
export const appDistIndex = path.join(repoDir, 'packages/app/dist/index.html');

/** Stops the bench, saying why, when the production build it runs is missing. */
export function requireBuild(files: readonly string[] = [apiDistMain]): void {
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    console.error(`No production build (${missing.join(', ')} missing): run \`pnpm build\` first.`);
    process.exit(1);
  }
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /**
   * CPU time the process and the processes it started (every thread) have used so far, in ms
   * (Linux /proc), or NaN elsewhere.
   */
  cpuMs(): number;
  /** Stops the server (SIGINT: the production server then writes its CPU profile, if asked). */
  stop(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(
  child: ChildProcess,
  probe: string,
  what: string,
  logFile?: string,
) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) {
      const log = logFile ? `:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}` : '';
      throw new Error(`${what} exited (code ${child.exitCode})${log}`);
    }
    try {
      if ((await fetch(probe)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${probe} within 30 s`);
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * utime + stime of a process and of every process under it (the production server's cluster
 * workers and admin process) from /proc: the CPU a server spent, which a busy shared machine does
 * not inflate the way it stretches wall-clock figures.
 */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    return childProcessIds(pid ?? 0).reduce((sum, child) => sum + (cpuMsOf(child) || 0), own);
  } catch {
    return Number.NaN;
  }
}

function running(child: ChildProcess, url: string): RunningServer {
  return {
    url,
    process: child,
    cpuMs: () => cpuMsOf(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * The server's settings a bench run passes on from its own environment: BENCH_READ_WORKERS as
 * SQLITE_READ_WORKERS, BENCH_ADMIN_PROCESS (on or off) as ADMIN_PROCESS, BENCH_WEB_CONCURRENCY as
 * WEB_CONCURRENCY; unset, the server's own.
 */
export function benchServerEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  if (process.env.BENCH_READ_WORKERS !== undefined)
    env.SQLITE_READ_WORKERS = process.env.BENCH_READ_WORKERS;
  if (process.env.BENCH_ADMIN_PROCESS !== undefined)
    env.ADMIN_PROCESS = process.env.BENCH_ADMIN_PROCESS;
  if (process.env.BENCH_WEB_CONCURRENCY !== undefined)
    env.WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY;
  return env;
}

export interface ProductionServerOptions {
  databaseUrl: string;
  /** The server's DATA_DIR (uploads, the health probe); its log goes to `<dataDir>/server.log`. */
  dataDir: string;
  /** A folder for `node --cpu-prof`, or undefined. */
  cpuProfileDir?: string;
  /** Extra environment (SQLITE_READ_WORKERS…). */
  env?: Record<string, string>;
}

export async function startProductionServer({
  databaseUrl,
  dataDir,
  cpuProfileDir,
  env = {},
}: ProductionServerOptions): Promise<RunningServer & { logFile: string }> {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), apiDistMain],
    {
      cwd: repoDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ...env,
      },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${url}/api/health`, 'the production server', logFile);
  return { ...running(child, url), logFile };
}

/** A page for the bare server's /bare-page: its bytes and headers, each in a file. */
export interface BarePage {
  bytesFile: string;
  headersFile: string;
}

export async function startBareServer(bodyFile: string, page?: BarePage): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts')], {
    cwd: repoDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      BARE_BODY_FILE: bodyFile,
      ...(page ? { BARE_PAGE_FILE: page.bytesFile, BARE_PAGE_HEADERS_FILE: page.headersFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${url}/bare`, 'the bare Fastify server');
  return running(child, url);
}
