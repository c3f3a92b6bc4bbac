import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';

/**
 * The real server started as `pnpm start` starts it (src/main.ts through tsx, in a process of its
 * own) on a fresh database, and HTTP helpers to call it through a chosen worker: the tests of
 * several processes (multi-process.test.ts, admin-process.test.ts).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
export const admin = { email: 'owner@laqta.test', password: 'correct horse battery staple' };

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { data?: unknown; message?: string } & Record<string, unknown>;
}

/** One worker's keep-alive connection. */
export interface Through {
  worker: string;
  send(method: string, url: string, json?: unknown, token?: string): Promise<Answer>;
  close(): void;
}

export function freePort(): Promise<number> {
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

export function request(
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
export async function connectionTo(port: number, worker: string): Promise<Through> {
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
export async function waitUntil(
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
export interface SharedDatabase {
  url: string;
  /** The attempts of each sign-in counter shared by unknown e-mails. */
  unknownAccountCounters(): Promise<number[]>;
  /** PostgreSQL: the server's sessions on this database (its backends), as pg_stat_activity lists them. */
  sessions(): Promise<{ application_name: string }[]>;
  /** Runs one statement from outside the server, as an operator's SQL or another process would. */
  execute(statement: string): Promise<void>;
  dispose(): Promise<void>;
}

const unknownCountersSql = `select attempts from login_throttles where key like 'account:?%'`;

export async function freshPostgres(serverUrl: string): Promise<SharedDatabase> {
  const name = `laqta_mp_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`create database ${name}`);
  const query = async <Row extends pg.QueryResultRow>(
    statement: string,
    values: unknown[] = [],
  ) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<Row>(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    async unknownAccountCounters() {
      const rows = await query<{ attempts: number }>(unknownCountersSql);
      return rows.map((row) => Number(row.attempts));
    },
    sessions: () =>
      query<{ application_name: string }>(
        'select application_name from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      ),
    execute: async (statement) => void (await query(statement)),
    dispose: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/** SQLite serves several processes on one machine too (WAL; the same code path as PostgreSQL). */
export async function freshSqlite(dir: string): Promise<SharedDatabase> {
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
    sessions: async () => [], // SQLite has no server
    async execute(statement) {
      const sqlite = new SqliteDatabase(file);
      try {
        sqlite.prepare(statement).run();
      } finally {
        sqlite.close();
      }
    },
    dispose: async () => undefined, // the folder goes with the data folder
  };
}

export const targets = [
  { label: 'SQLite file', open: freshSqlite, skip: undefined },
  {
    label: 'PostgreSQL',
    open: () => freshPostgres(baseUrl ?? ''),
    skip: baseUrl ? undefined : 'skipped: no PostgreSQL, set TEST_DATABASE_URL',
  },
];

/** The server from source on `database`, with `env` on top of a minimal production environment. */
export function startServer(
  { port, dataDir, database }: { port: number; dataDir: string; database: SharedDatabase },
  env: Record<string, string>,
): { server: ChildProcess; output: () => string } {
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: database.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      APP_DIST_DIR: path.join(dataDir, 'no-app-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { server, output: () => output };
}

/** SIGTERM, then SIGKILL if it did not end within 15 s; the exit code (null when killed). */
export async function stopServer(server: ChildProcess | undefined): Promise<number | null> {
  if (!server) return null;
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
  return server.exitCode;
}
