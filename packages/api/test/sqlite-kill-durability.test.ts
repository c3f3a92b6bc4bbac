import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { adminPaths } from '@laqta/contract';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup.js';
import { adminAuthorization } from './support/marketplace-rows.js';
import { childProcessIds } from './support/process-tree.js';

// Issue 21: reads moved to worker threads and writes stay on one connection; a server killed with
// SIGKILL in the middle of mixed load (writes, list reads, searches) keeps every write it
// acknowledged. SQLite only: the file is the thing at risk (PostgreSQL's own durability is not
// ours to test). The real server runs from source in a child process on a temporary file, as it
// starts by default (a cluster primary, the visitor process and the admin process that does the
// writes), and every one of its processes is killed at once.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 10_743 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-kill-'));
const file = path.join(dir, 'laqta.db');
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: String(port),
  DATABASE_URL: file,
  DATA_DIR: dir,
  APP_DIST_DIR: path.join(dir, 'no-app'),
  SEED_DEMO: 'false',
};

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // A process group of its own, so one signal reaches the primary and every process it started.
    detached: true,
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Whether `pid` still runs (a killed process its parent has not reaped yet does not). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a server killed with SIGKILL during mixed load [sqlite]', () => {
  it('keeps every write it acknowledged', { timeout: 120_000 }, async () => {
    // Migrate and make an owner's token before the server starts (it migrates the same way).
    const setup = openDatabase(file);
    await prepareDatabase({
      database: setup,
      config: loadConfig({ ...env, NODE_ENV: 'test' }),
      log: { info() {}, warn() {}, error() {} },
    });
    const authorization = await adminAuthorization(setup.db);
    await setup.close();

    const server = await startServer();
    const headers = { authorization, 'content-type': 'application/json' };
    const acknowledged: string[] = [];
    let stopping = false;

    // Four writers, each a setting of its own per write (one transaction with its audit event).
    const writer = async (w: number) => {
      for (let i = 0; !stopping; i++) {
        const name = `kill_probe_${w}_${i}`;
        try {
          const response = await fetch(`${base}${adminPaths.api.settings}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ settings: [{ name, value: `قيمة ${i}`, type: 'text' }] }),
          });
          if (response.ok) acknowledged.push(name);
          else if (!stopping) throw new Error(`write answered ${response.status}`);
        } catch (error) {
          if (!stopping) throw error;
        }
      }
    };
    // Readers on the workers and the main connection: lists, a search, the settings screen.
    const reader = async (url: string) => {
      while (!stopping) {
        try {
          await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
        } catch {
          // the server is gone
        }
      }
    };
    const load = [
      ...[0, 1, 2, 3].map(writer),
      reader(adminPaths.api.settings),
      reader(`${adminPaths.api.settings}?search=kill_probe`),
      reader(adminPaths.api.orders),
      reader(`${adminPaths.api.customers}?search=${encodeURIComponent('محمد')}`),
    ];
    // Let the load run until a few hundred writes were acknowledged (or 3 s), then kill.
    for (let waited = 0; acknowledged.length < 300 && waited < 3_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const processes = [server.pid ?? 0, ...childProcessIds(server.pid ?? 0)];
    const exited = once(server, 'exit');
    process.kill(-(server.pid ?? 0), 'SIGKILL');
    stopping = true;
    await exited;
    // Every process of the server is dead (the admin process held the writing connection).
    while (processes.some(running)) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(load);
    expect(acknowledged.length).toBeGreaterThan(20);

    // Reopen the file as the next start would (WAL recovery), and look for every acknowledged write.
    const reopened = openDatabase(file);
    try {
      const rows = await reopened.db
        .selectFrom('settings')
        .select('name')
        .where('name', 'like', 'kill_probe_%')
        .execute();
      const stored = new Set(rows.map((row) => row.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      // Each writer's acknowledged writes are its first ones, in order: none went missing between.
      for (const w of [0, 1, 2, 3]) {
        const mine = acknowledged.filter((name) => name.startsWith(`kill_probe_${w}_`));
        mine.forEach((name, i) => expect(name).toBe(`kill_probe_${w}_${i}`));
      }
      const events = await reopened.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity_type', '=', 'setting')
        .executeTakeFirstOrThrow();
      expect(Number(events.n)).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await reopened.close();
    }
  });
});
