import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  adminPaths,
  customerPaths,
  dashboardPaths,
  orderPaths,
  publicSettingsPaths,
  settingNames,
} from '@laqta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_POSTGRES_CONNECTIONS } from '../src/process/settings.js';
import { childProcessIds } from './support/process-tree.js';
import {
  admin,
  connectionTo,
  freePort,
  request,
  startServer,
  stopServer,
  targets,
  waitUntil,
  type Answer,
  type SharedDatabase,
  type Through,
} from './support/server-processes.js';

/**
 * Issue 21, the back office in a process of its own: the real start code with ADMIN_PROCESS=on
 * (a cluster primary, one visitor worker on the public port, the admin process on loopback at a
 * lower priority) on a fresh SQLite file and, with TEST_DATABASE_URL, a fresh PostgreSQL
 * database. Every answer names the process that made it (`x-served-by`): `worker-1` for the
 * visitor process, `admin` for the admin process. Linux: the processes are found through /proc.
 */
const settingName = settingNames.aboutWhoWeAre;
const byName = `/api/admin/settings/name/${settingName}`;

/**
 * The server's workers: `parent`'s children with the role the primary gave each
 * (LAQTA_PROCESS_ROLE); other children (tsx's esbuild service) are left out.
 */
function childrenOf(parent: number): { pid: number; role: string }[] {
  return childProcessIds(parent)
    .map((pid) => {
      let environment: string[] = [];
      try {
        environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      } catch {
        // a child that ended meanwhile
      }
      const role = environment.find((entry) => entry.startsWith('LAQTA_PROCESS_ROLE='));
      return { pid, role: role?.split('=')[1] ?? '' };
    })
    .filter((child) => child.role !== '');
}

/** Linux's SCHED_OTHER and SCHED_IDLE, as /proc names a thread's scheduling policy. */
const NORMAL_POLICY = 0;
const IDLE_POLICY = 5;

/** The nice value and scheduling policy of every thread of `pid` (Linux keeps them per thread). */
function prioritiesOfThreads(pid: number): { nice: number; policy: number }[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((task) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    // After the command in parentheses: state is field 3, nice field 19, policy field 41.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { nice: Number(fields[16]), policy: Number(fields[38]) };
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const target of targets)
  describe.skipIf(target.skip !== undefined)(
    `the back office in a process of its own (ADMIN_PROCESS=on) on a ${target.label} database${target.skip ? ` (${target.skip})` : ''}`,
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-admin-process-'));
      let server: ChildProcess | undefined;
      let output: () => string = () => '';
      let port: number;
      let visitor: Through;
      let database: SharedDatabase | undefined;
      let authorization: string;

      /** An admin call with the token through the visitor worker's connection. */
      const adminCall = (method: string, url: string, json?: unknown) =>
        request(port, false, method, url, json, authorization);

      beforeAll(async () => {
        database = await target.open(dataDir);
        port = await freePort();
        ({ server, output } = startServer(
          { port, dataDir, database },
          { ADMIN_PROCESS: 'on', WEB_CONCURRENCY: '1' },
        ));
        await waitUntil(
          'the server to answer',
          async () => (await request(port, false, 'GET', '/api/health')).status === 200,
          {
            timeoutMs: 120_000,
            stop: () => (server?.exitCode === null ? undefined : 'the server exited'),
          },
        ).catch((error: unknown) => {
          throw new Error(`${(error as Error).message}\n${output()}`);
        });
        visitor = await connectionTo(port, 'worker-1');
        const login = await visitor.send('POST', '/api/admin/auth/login', admin);
        expect(login.status).toBe(200);
        const { token } = login.body.data as { token: { type: string; access_token: string } };
        authorization = `${token.type} ${token.access_token}`;
      }, 150_000);

      afterAll(async () => {
        visitor?.close();
        await stopServer(server);
        await database?.dispose();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }, 30_000);

      it('answers visitors in the visitor process and the back office in the admin process, on one port', async () => {
        const page = await visitor.send('GET', byName);
        expect(page.status).toBe(200);
        expect((await visitor.send('GET', publicSettingsPaths.everyPage)).status).toBe(200);

        const settings = await adminCall('GET', '/api/admin/settings');
        expect(settings.status).toBe(200);
        expect(settings.headers['x-served-by']).toBe('admin');
        expect(settings.body.data).toEqual(
          expect.arrayContaining([expect.objectContaining({ name: settingName })]),
        );
        // Without a token the admin process refuses it, as the single process does.
        const refused = await request(port, false, 'GET', '/api/admin/settings');
        expect(refused.status).toBe(401);
        expect(refused.body.message).toBe('Unauthenticated.');
      });

      it('answers a kept read in the visitor process while visitors are few, fresh after a row changes', async () => {
        const statistics = async () => {
          const answer = await adminCall('GET', dashboardPaths.statistics);
          expect(answer.status).toBe(200);
          const { customers } = answer.body.data as { customers: number };
          return { customers, by: answer.headers['x-served-by'] };
        };
        const drawn = await statistics(); // asked for the first time: drawn here
        expect(drawn.by).toBe('worker-1');
        expect(await statistics()).toEqual(drawn); // drawn again, and kept
        expect(await statistics()).toEqual(drawn);
        // A customer added from outside the server (an operator's SQL, another process).
        await database!.execute(
          `insert into customers (name, email, phone, city, status, created_at, updated_at)
           values ('عميل أضيف من خارج الخادم', 'outside-${target.label.length}@example.com',
             '0500000000', 'جدة', 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        );
        expect(await statistics()).toEqual({ customers: drawn.customers + 1, by: 'worker-1' });
      });

      it('answers a kept read in the currency saved from outside the server, from the next read on', async () => {
        const currency = async () => {
          const answer = await adminCall('GET', dashboardPaths.statistics);
          expect(answer.status).toBe(200);
          return (answer.body.data as { currency: string }).currency;
        };
        const before = await currency();
        expect(await currency()).toBe(before); // kept by now
        const save = (value: string) =>
          database!.execute(`update settings set value = '${value}' where name = 'currency'`);
        await save('QAR');
        try {
          expect(await currency()).toBe('QAR');
        } finally {
          await save(before);
        }
      });

      it('reads a setting saved through the admin process fresh in the visitor process at once', async () => {
        const valueOf = (answer: Answer) => (answer.body.data as { value: string }).value;
        const value = 'لقطة: نص محفوظ عبر عملية الإدارة';
        const before = await visitor.send('GET', byName);
        expect(valueOf(before)).not.toBe(value);
        const id = (before.body.data as { id: number }).id;

        const saved = await adminCall('PUT', `/api/admin/settings/${id}`, { value });
        expect(saved.status).toBe(200);
        expect(saved.headers['x-served-by']).toBe('admin');
        // The visitor process passed the write on and saw it answered: its very next read is fresh,
        // without waiting for the periodic check (the page an admin opens after saving, say).
        expect(valueOf(await visitor.send('GET', byName))).toBe(value);
      });

      it('runs every thread of the admin process as SCHED_IDLE at nice 10, the visitor process as normal at 0', () => {
        const children = childrenOf(server?.pid ?? 0);
        expect(children.map((child) => child.role).sort()).toEqual(['admin', 'visitor']);
        const threads = (role: string) =>
          prioritiesOfThreads(children.find((child) => child.role === role)?.pid ?? 0);
        expect(new Set(threads('admin').map((thread) => thread.nice))).toEqual(new Set([10]));
        expect(new Set(threads('admin').map((thread) => thread.policy))).toEqual(
          new Set([IDLE_POLICY]),
        );
        const visitor = threads('visitor');
        expect(visitor.some((thread) => thread.nice === 0)).toBe(true);
        expect(new Set(visitor.map((thread) => thread.policy))).toEqual(new Set([NORMAL_POLICY]));
      });

      it('starts the visitor and admin processes with the V8 heap flag, and not the primary', () => {
        const commandLine = (pid: number) =>
          fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const children = childrenOf(server?.pid ?? 0);
        expect(children).toHaveLength(2);
        for (const child of children)
          expect(commandLine(child.pid)).toContain('--initial-old-space-size=64');
        expect(commandLine(server?.pid ?? 0)).not.toContain('--initial-old-space-size=64');
      });

      if (target.label === 'PostgreSQL')
        it("names each process's PostgreSQL sessions, so an operator reading pg_stat_activity knows whose query it is", async () => {
          // A back-office read: the admin process holds a session now (an idle one closes after 10 s).
          expect((await adminCall('GET', '/api/admin/settings')).status).toBe(200);
          const names = new Set(
            ((await database?.sessions()) ?? []).map((session) => session.application_name),
          );
          expect(names).toEqual(new Set(['laqta admin', 'laqta visitor']));
        });

      if (target.label === 'PostgreSQL')
        it(`lets the admin process hold at most ${ADMIN_POSTGRES_CONNECTIONS} PostgreSQL sessions, however many admin calls arrive at once`, async () => {
          const lists = [orderPaths.list, customerPaths.list, adminPaths.api.dashboardStatistics];
          const answers = await Promise.all(
            Array.from({ length: 24 }, (_, i) => adminCall('GET', lists[i % lists.length]!)),
          );
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          // An idle session stays open for 10 s: every one the burst opened is still listed.
          const adminSessions = ((await database?.sessions()) ?? []).filter(
            (session) => session.application_name === 'laqta admin',
          );
          expect(adminSessions.length).toBeGreaterThan(0);
          expect(adminSessions.length).toBeLessThanOrEqual(ADMIN_POSTGRES_CONNECTIONS);
        });

      it('restarts an admin process that crashed; meanwhile its calls answer 503 in Arabic', async () => {
        const crashed = childrenOf(server?.pid ?? 0).find((child) => child.role === 'admin');
        process.kill(crashed?.pid ?? 0, 'SIGKILL');
        const answers: Answer[] = [];
        await waitUntil(
          'a new admin process',
          async () => {
            const answer = await adminCall('GET', '/api/admin/settings');
            answers.push(answer);
            return answer.status === 200;
          },
          {
            timeoutMs: 60_000,
            stop: () => (server?.exitCode === null ? undefined : 'the server exited'),
          },
        );
        for (const answer of answers.slice(0, -1)) {
          expect(answer.status).toBe(503);
          expect(answer.body).toMatchObject({ success: false, code: 'unavailable' });
          expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
        }
        const again = childrenOf(server?.pid ?? 0).find((child) => child.role === 'admin');
        expect(again?.pid).not.toBe(crashed?.pid);
        // The visitors never stopped being served.
        expect((await visitor.send('GET', byName)).status).toBe(200);
      });

      it('ends both processes and the primary on SIGTERM, with exit code 0', async () => {
        const children = childrenOf(server?.pid ?? 0);
        expect(children).toHaveLength(2);
        visitor.close();
        expect(await stopServer(server)).toBe(0);
        for (const child of children) expect(isRunning(child.pid)).toBe(false);
      });
    },
  );
