import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicMessages, settingNames } from '@laqta/contract';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLimit } from '../src/modules/public/rate-limit.js';
import { loginThrottleRules } from '../src/auth/throttle.js';

/**
 * Issue 15, several processes: the real start code (src/main.ts through tsx, WEB_CONCURRENCY=2:
 * a cluster primary and two workers behind one port) on a fresh PostgreSQL database (when
 * TEST_DATABASE_URL is set) and on a fresh SQLite file. Each
 * request goes through a chosen worker: a keep-alive connection stays with the worker that
 * accepted it, and every answer names its worker (`x-served-by`), which each call checks.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const admin = { email: 'owner@laqta.test', password: 'correct horse battery staple' };
const settingName = settingNames.aboutWhoWeAre;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { data?: unknown; message?: string } & Record<string, unknown>;
}

/** One worker's keep-alive connection. */
interface Through {
  worker: string;
  send(method: string, url: string, json?: unknown, token?: string): Promise<Answer>;
  close(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

function request(
  port: number,
  agent: http.Agent | false,
  method: string,
  url: string,
  json?: unknown,
  token?: string,
): Promise<Answer> {
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: token } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text ? (JSON.parse(text) as Answer['body']) : {},
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A connection that the cluster gave to `worker` (new connections go to the workers in turn). */
async function connectionTo(port: number, worker: string): Promise<Through> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await request(port, agent, 'GET', '/api/health');
    if (first.headers['x-served-by'] === worker)
      return {
        worker,
        async send(method, url, json, token) {
          const answer = await request(port, agent, method, url, json, token);
          // The connection must not have moved to another worker.
          expect(answer.headers['x-served-by']).toBe(worker);
          return answer;
        },
        close: () => agent.destroy(),
      };
    agent.destroy();
  }
  throw new Error(`no connection reached ${worker}`);
}

/** Polls `check` (a failed request counts as not yet) until true; `stop` ends the wait at once. */
async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs, stop }: { timeoutMs: number; stop: () => string | undefined },
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const stopped = stop();
    if (stopped) throw new Error(`${stopped} while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The one database both processes serve, made fresh for this run and dropped after it. */
interface SharedDatabase {
  url: string;
  /** The attempts of each sign-in counter shared by unknown e-mails. */
  unknownAccountCounters(): Promise<number[]>;
  dispose(): Promise<void>;
}

const unknownCountersSql = `select attempts from login_throttles where key like 'account:?%'`;

async function freshPostgres(serverUrl: string): Promise<SharedDatabase> {
  const name = `laqta_mp_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`create database ${name}`);
  return {
    url: url.toString(),
    async unknownAccountCounters() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const result = await client.query<{ attempts: number }>(unknownCountersSql);
        return result.rows.map((row) => Number(row.attempts));
      } finally {
        await client.end();
      }
    },
    dispose: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/** SQLite serves several processes on one machine too (WAL; the same code path as PostgreSQL). */
async function freshSqlite(dir: string): Promise<SharedDatabase> {
  const file = path.join(dir, 'laqta.db');
  return {
    url: file,
    async unknownAccountCounters() {
      const sqlite = new SqliteDatabase(file, { readonly: true });
      try {
        const rows = sqlite.prepare(unknownCountersSql).all() as { attempts: number }[];
        return rows.map((row) => Number(row.attempts));
      } finally {
        sqlite.close();
      }
    },
    dispose: async () => undefined, // the folder goes with the data folder
  };
}

const targets = [
  { label: 'SQLite file', open: freshSqlite, skip: undefined },
  {
    label: 'PostgreSQL',
    open: () => freshPostgres(baseUrl ?? ''),
    skip: baseUrl ? undefined : 'skipped: no PostgreSQL, set TEST_DATABASE_URL',
  },
];

for (const target of targets)
  describe.skipIf(target.skip !== undefined)(
    `two API processes behind one port on one ${target.label} database${target.skip ? ` (${target.skip})` : ''}`,
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-multi-process-'));
      let server: ChildProcess | undefined;
      let output = '';
      let a: Through;
      let b: Through;
      let database: SharedDatabase | undefined;

      beforeAll(async () => {
        database = await target.open(dataDir);
        const port = await freePort();
        server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: apiDir,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            PORT: String(port),
            WEB_CONCURRENCY: '2',
            DATABASE_URL: database.url,
            ADMIN_EMAIL: admin.email,
            ADMIN_PASSWORD: admin.password,
            SEED_DEMO: 'false',
            DATA_DIR: dataDir,
            APP_DIST_DIR: path.join(dataDir, 'no-app-build'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

        // Both workers answer once each has started (new connections go to them in turn).
        const seen = new Set<string>();
        await waitUntil(
          'both workers to answer',
          async () => {
            const answer = await request(port, false, 'GET', '/api/health');
            seen.add(String(answer.headers['x-served-by']));
            return seen.has('worker-1') && seen.has('worker-2');
          },
          {
            timeoutMs: 120_000,
            stop: () => (server?.exitCode === null ? undefined : 'the server exited'),
          },
        ).catch((error: unknown) => {
          throw new Error(`${(error as Error).message}\n${output}`);
        });
        a = await connectionTo(port, 'worker-1');
        b = await connectionTo(port, 'worker-2');
      }, 150_000);

      afterAll(async () => {
        a?.close();
        b?.close();
        if (server && server.exitCode === null) {
          const exited = new Promise((resolve) => server?.once('exit', resolve));
          server.kill('SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
          if (server.exitCode === null) server.kill('SIGKILL');
        }
        await database?.dispose();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }, 30_000);

      it('reads a setting saved through one process fresh through the other within 1 s', async () => {
        const login = await a.send('POST', '/api/admin/auth/login', admin);
        expect(login.status).toBe(200);
        const { token } = login.body.data as { token: { type: string; access_token: string } };
        const authorization = `${token.type} ${token.access_token}`;
        const byName = `/api/admin/settings/name/${settingName}`;
        const valueOf = (answer: Answer) => (answer.body.data as { value: string }).value;
        const listedValue = (answer: Answer) =>
          (answer.body.data as { name: string; value: string }[]).find(
            (setting) => setting.name === settingName,
          )?.value;

        for (const [writer, reader, value] of [
          [a, b, 'لقطة: نص محفوظ عبر العملية الأولى'],
          [b, a, 'لقطة: نص محفوظ عبر العملية الثانية'],
        ] as const) {
          // Both processes have the setting in memory before the write.
          const before = await reader.send('GET', byName);
          expect(before.status).toBe(200);
          expect(valueOf(before)).not.toBe(value);
          expect(listedValue(await reader.send('GET', '/api/settings/public'))).toBe(
            valueOf(before),
          );
          const id = (before.body.data as { id: number }).id;

          const saved = await writer.send(
            'PUT',
            `/api/admin/settings/${id}`,
            { value },
            authorization,
          );
          expect(saved.status).toBe(200);
          const savedAt = Date.now();
          // The writing process at once.
          expect(valueOf(await writer.send('GET', byName))).toBe(value);

          // The other process within a second, by name and in the public list.
          let freshAfterMs = Number.POSITIVE_INFINITY;
          while (Date.now() - savedAt < 1500) {
            const [one, list] = await Promise.all([
              reader.send('GET', byName),
              reader.send('GET', '/api/settings/public'),
            ]);
            if (valueOf(one) === value && listedValue(list) === value) {
              freshAfterMs = Date.now() - savedAt;
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(freshAfterMs).toBeLessThan(1000);
        }
      });

      it('counts the contact form across processes: refused through B after the limit through A', async () => {
        const message = (n: number) => ({
          fullName: 'سارة الحربي',
          email: `visitor-${n}@example.com`,
          phone: '+966 50 123 4567',
          message: 'أرغب في حجز مصورة لحفل تخرج يوم الخميس.',
        });
        for (let n = 1; n <= contactLimit.maxRequests; n += 1)
          expect((await a.send('POST', '/api/contact', message(n))).status).toBe(201);
        const refused = await b.send('POST', '/api/contact', message(99));
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body.message).toBe(publicMessages.tooManyRequests);
      });

      it('counts sign-in failures across processes: refused through B after the limit through A', async () => {
        const accountFromAddress = loginThrottleRules.find((rule) => rule.scope === 'account-ip');
        const wrong = { email: admin.email, password: 'not the password' };
        for (let n = 0; n < (accountFromAddress?.maxAttempts ?? 0); n += 1)
          expect((await a.send('POST', '/api/admin/auth/login', wrong)).status).toBe(422);
        const refused = await b.send('POST', '/api/admin/auth/login', wrong);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(refused.body.message).toMatch(
          /^محاولات تسجيل دخول كثيرة\. حاول مرة أخرى بعد \d+ ثانية\.$/,
        );
      });

      it('puts an unknown e-mail in one shared counter whichever process it reaches', async () => {
        const stranger = { email: 'nobody-here@example.test', password: 'a guess' };
        expect((await a.send('POST', '/api/admin/auth/login', stranger)).status).toBe(422);
        expect((await b.send('POST', '/api/admin/auth/login', stranger)).status).toBe(422);
        expect(await database?.unknownAccountCounters()).toEqual([2]);
      });
    },
  );
