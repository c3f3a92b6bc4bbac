/**
 * `pnpm bench:lists`: seeds 1,000,000 orders (100,000 customers) with the marketplace seeder into a
 * temporary SQLite database — and a temporary PostgreSQL database when TEST_DATABASE_URL (or
 * DATABASE_URL) names one — then times the orders list through the full server (token included):
 * the first page, a page deep in the list, a search by a customer's Arabic name (as stored, and
 * spelled another way: أ/ا, ة/ه, ي/ى, tatweel), a phone typed in Arabic-Indic digits, a status filter;
 * the count and the page query on their own (so one can see what dominates); and the customers
 * export (XLSX and CSV of every customer) downloaded by curl over a real socket, with its time and
 * the server process's peak memory; then issue 13's payout queue, two actions and the orders export
 * of 100,000 orders (bench/order-operations.ts). Prints figures; asserts nothing. BENCH_ORDERS and BENCH_RUNS change the size;
 * BENCH_TARGETS=sqlite|postgres runs one database; BENCH_SQLITE_FILE keeps the seeded SQLite file
 * there and reuses it on the next run (seeding a million orders takes minutes).
 *
 * `BENCH_LOAD=1` measures the back office's lists under load instead (issues 15 and 21): the
 * production build (`pnpm build` first; bench/support/servers.ts) on the kept SQLite file
 * BENCH_DATABASE (default /tmp/laqta-bench-http/bench.db, seeded when empty) and, when
 * BENCH_POSTGRES_URL names a seeded database, on PostgreSQL; autocannon at BENCH_CONNECTIONS (50)
 * with a token over the orders list's first page, one page deep in it asked again (as issue 21
 * measured it), deep pages each asked once, the customers list, the dashboard's statistics and the
 * "محمد" search, BENCH_RUNS (3) rounds of BENCH_SECONDS (5) each: req/s, p50,
 * p99 and the server's CPU time per request, medians; then the search's first page alone (one
 * request at a time). BENCH_ONLY picks routes by key, BENCH_READ_WORKERS, BENCH_ADMIN_PROCESS and
 * BENCH_WEB_CONCURRENCY set the server's SQLITE_READ_WORKERS, ADMIN_PROCESS and WEB_CONCURRENCY,
 * BENCH_CPU_PROF=<dir> profiles the SQLite server and summarises it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_TIME_ZONE,
  adminPaths,
  customerPaths,
  orderListQuerySchema,
  orderPaths,
} from '@laqta/contract';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup.js';
import { countOrders, orderPage, resolveOrderSearch } from '../src/modules/orders/queries.js';
import {
  benchOnEachDatabase,
  benchConfig,
  describeSeeding,
  seedBenchDatabase,
  silentLog,
  timeIt as timeCalls,
  type BenchTarget,
  type SeededSizes,
} from './support/harness.js';
import { adminAuthorization } from '../test/support/marketplace-rows.js';
import { benchOrderOperations } from './order-operations.js';
import { benchAdminAuthorization, preparedBenchDatabase } from './support/bench-database.js';
import { summarizeProfile } from './support/cpu-profile.js';
import { load, medianFigures, printTable, type LoadFigures } from './support/load.js';
import { benchServerEnv, startProductionServer, type RunningServer } from './support/servers.js';

const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 40);
/** Issue 7's port range (10000–10999): the export is read over a real socket. */
const PORT = Number(process.env.BENCH_PORT ?? 10_731);
const keptSqliteFile = process.env.BENCH_SQLITE_FILE;

/** The sizes of an already seeded database (BENCH_SQLITE_FILE reused). */
async function seededSizes(database: Database): Promise<SeededSizes> {
  const count = async (table: 'orders' | 'transactions' | 'customers') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await count('orders'),
    transactions: await count('transactions'),
    customers: await count('customers'),
    milliseconds: 0,
  };
}

const timeIt = (name: string, call: () => Promise<unknown>) => timeCalls(name, call, { runs });

/** The name as another admin may type it: bare alefs, ه for ة, ى for a final ي, a tatweel. */
function variantSpelling(name: string): string {
  return name
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ي(?=\s|$)/g, 'ى')
    .replace(/^(\S)(\S)/, '$1ـ$2');
}

/** Latin digits as an Arabic keyboard types them (٠–٩). */
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** `curl` output: response headers, then the byte count (`-w`). */
function curl(url: string, authorization: string): Promise<{ headers: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', [
      '-sS',
      '-o',
      '/dev/null',
      '-D',
      '-',
      '-w',
      '\\n%{size_download}',
      '-H',
      `authorization: ${authorization}`,
      url,
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited with ${code}`));
      const lines = out.trimEnd().split('\n');
      resolve({ headers: lines.slice(0, -1).join('\n'), bytes: Number(lines.at(-1)) });
    });
  });
}

/**
 * Downloads an export over HTTP with curl (a client in its own process, so it does not share the
 * server's thread), sampling the server process's memory while the file streams.
 */
async function timeExport(url: string, authorization: string): Promise<string> {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const { headers, bytes } = await curl(url, authorization);
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (!/^HTTP\/[\d.]+ 200/.test(headers)) throw new Error(`${url}: ${headers.split('\n')[0]}`);
  const rows = /x-total-count: (\d+)/i.exec(headers)?.[1];
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  return (
    `${rows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s; ` +
    `server peak RSS ${mb(peakRss)} MB (before ${mb(rssBefore)} MB), peak heap ${mb(peakHeap)} MB`
  );
}

async function bench(target: BenchTarget, dir: string): Promise<void> {
  const reuse =
    target.label === 'SQLite' && keptSqliteFile !== undefined && fs.existsSync(keptSqliteFile);
  const database = await target.open();
  try {
    const config = benchConfig(dir, target.databaseUrl);
    let summary: SeededSizes;
    if (reuse) {
      await prepareDatabase({ database, config, log: silentLog });
      summary = await seededSizes(database);
    } else summary = await seedBenchDatabase(target, database, config, orders);
    console.log(describeSeeding(target, summary));
    const stamp = new Date().toISOString();
    const authorization = await adminAuthorization(database.db);

    // A customer with orders, whose full Arabic name the search uses.
    const someone = await database.db
      .selectFrom('orders')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['customers.name', 'customers.phone'])
      .where('orders.id', '=', Math.ceil(summary.orders / 3))
      .executeTakeFirstOrThrow();
    const lastPage = Math.ceil(summary.orders / 15);
    const deepPage = Math.ceil(lastPage / 2);

    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: PORT });
    try {
      const get = (url: string) => async () => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization },
        });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        return response;
      };
      const search = encodeURIComponent(someone.name);
      const matches = (await get(`${orderPaths.list}?search=${search}`)()).json().meta.total;
      console.log(
        `  ${target.label}: ${runs} calls each through the server with a token (after 3 warm-up calls)`,
      );
      await timeIt('orders, first page', get(orderPaths.list));
      await timeIt(
        `orders, deep page ${deepPage} of ${lastPage}`,
        get(`${orderPaths.list}?page=${deepPage}`),
      );
      await timeIt(`orders, last page ${lastPage}`, get(`${orderPaths.list}?page=${lastPage}`));
      await timeIt(
        `orders, search "${someone.name}" (${matches} orders)`,
        get(`${orderPaths.list}?search=${search}`),
      );
      const variant = encodeURIComponent(variantSpelling(someone.name));
      const variantMatches = (await get(`${orderPaths.list}?search=${variant}`)()).json().meta
        .total;
      await timeIt(
        `orders, search "${variantSpelling(someone.name)}" spelled another way (${variantMatches} orders)`,
        get(`${orderPaths.list}?search=${variant}`),
      );
      // The first digits as typed (a leading 0 or +: a bare number is read as an order code).
      const phoneDigits = arabicIndic(someone.phone.replace(/[^\d+]/g, '').slice(0, 8));
      const phoneMatches = (
        await get(`${orderPaths.list}?search=${encodeURIComponent(phoneDigits)}`)()
      ).json().meta.total;
      await timeIt(
        `orders, search phone "${phoneDigits}" in Arabic-Indic digits (${phoneMatches} orders)`,
        get(`${orderPaths.list}?search=${encodeURIComponent(phoneDigits)}`),
      );
      await timeIt(
        `customers, search "${variantSpelling(someone.name)}"`,
        get(`${customerPaths.list}?search=${variant}`),
      );
      await timeIt('orders, search by code', get(`${orderPaths.list}?search=LQ-000777`));
      await timeIt(
        'orders, search by code "١٢٣"',
        get(`${orderPaths.list}?search=%D9%A1%D9%A2%D9%A3`),
      );
      await timeIt(
        'orders, status=completed, page 2',
        get(`${orderPaths.list}?status=completed&page=2`),
      );
      await timeIt(
        'orders, one month, sorted by price',
        get(`${orderPaths.list}?from=${stamp.slice(0, 8)}01&to=${stamp.slice(0, 10)}&sort=-price`),
      );
      await timeIt('customers, first page', get(customerPaths.list));

      console.log(`  ${target.label}: the parts of one orders call, on their own`);
      const parse = (q: Record<string, string>) => orderListQuerySchema.parse(q);
      const plain = parse({});
      const deep = parse({ page: String(deepPage) });
      const searched = parse({ search: someone.name });
      const zone = DEFAULT_TIME_ZONE;
      await timeIt('  count, no filter (roll-up)', () =>
        countOrders(database.db, database.dialect, zone, plain, { kind: 'none' }),
      );
      await timeIt('  page rows, first page', () =>
        orderPage(database.db, database.dialect, zone, plain, { kind: 'none' }, 15, 0),
      );
      await timeIt('  page rows, deep page', () =>
        orderPage(
          database.db,
          database.dialect,
          zone,
          deep,
          { kind: 'none' },
          15,
          (deepPage - 1) * 15,
        ),
      );
      await timeIt('  search: customer ids', () =>
        resolveOrderSearch(database.db, database.dialect, searched.search),
      );
      const resolved = await resolveOrderSearch(database.db, database.dialect, searched.search);
      await timeIt('  count, search', () =>
        countOrders(database.db, database.dialect, zone, searched, resolved),
      );
      await timeIt('  page rows, search', () =>
        orderPage(database.db, database.dialect, zone, searched, resolved, 15, 0),
      );

      for (const format of ['xlsx', 'csv'] as const) {
        console.log(
          `  ${target.label}: export ${format}: ` +
            (await timeExport(
              `http://127.0.0.1:${PORT}${customerPaths.export}?format=${format}`,
              authorization,
            )),
        );
      }

      await benchOrderOperations({
        label: target.label,
        database,
        app,
        authorization,
        runs,
        timeIt,
        timeExport,
        port: PORT,
      });
    } finally {
      await app.close();
    }
  } finally {
    await target.dispose();
  }
}

/** The common first name whose search matches ~20,000 of a million orders (issue 21). */
const COMMON_NAME = 'محمد';

interface LoadRoute {
  key: string;
  name: string;
  /** The path of each request (deep pages move; the others ask the same again). */
  path: () => string;
  goal: { rps: number; p99: number };
}

function loadRoutes(ordersCount: number): LoadRoute[] {
  const lastPage = Math.ceil(ordersCount / 15);
  let page = Math.ceil(lastPage / 3);
  const search = `${orderPaths.list}?search=${encodeURIComponent(COMMON_NAME)}`;
  const routes: LoadRoute[] = [
    {
      key: 'orders',
      name: 'orders, first page',
      path: () => orderPaths.list,
      goal: { rps: 1500, p99: 50 },
    },
    {
      // The issue's own measurement: one page deep in the list, asked again and again (answered
      // from the kept answers after its second ask). The moving pages below are each new.
      key: 'deepAgain',
      name: `orders, deep page ${Math.ceil(lastPage / 2)} again`,
      path: () => `${orderPaths.list}?page=${Math.ceil(lastPage / 2)}`,
      goal: { rps: 1500, p99: 50 },
    },
    {
      key: 'deep',
      name: 'orders, deep pages',
      path: () =>
        `${orderPaths.list}?page=${(page = page >= lastPage ? Math.ceil(lastPage / 3) : page + 1)}`,
      goal: { rps: 1500, p99: 50 },
    },
    {
      key: 'customers',
      name: 'customers, first page',
      path: () => customerPaths.list,
      goal: { rps: 1500, p99: 50 },
    },
    {
      key: 'dashboard',
      name: 'dashboard statistics',
      path: () => adminPaths.api.dashboardStatistics,
      goal: { rps: 1500, p99: 50 },
    },
    {
      key: 'search',
      name: `orders, search "${COMMON_NAME}"`,
      path: () => search,
      goal: { rps: 300, p99: 200 },
    },
  ];
  const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
  return routes.filter((route) => !only || only.includes(route.key));
}

/** The median of `calls` requests one at a time (ms), after three warm-up calls. */
async function aloneMs(url: string, authorization: string, calls = 30): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < calls + 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function loadOneServer(
  label: string,
  server: RunningServer,
  authorization: string,
  ordersCount: number,
): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const rounds = Number(process.env.BENCH_RUNS ?? 3);
  const routes = loadRoutes(ordersCount);
  const headers = { authorization };
  const measure = async (route: LoadRoute, duration: number): Promise<LoadFigures> => {
    const before = server.cpuMs();
    const figures = await load({
      url: server.url + route.path(),
      connections,
      seconds: duration,
      headers,
      nextPath: route.path,
    });
    return { ...figures, cpuMsPerRequest: (server.cpuMs() - before) / figures.requests };
  };
  for (const route of routes) await measure(route, 2); // warm-up: JIT, caches, read workers
  const figuresOf = new Map<string, LoadFigures[]>(routes.map((route) => [route.key, []]));
  for (let round = 0; round < rounds; round++)
    for (const route of routes) figuresOf.get(route.key)!.push(await measure(route, seconds));
  console.log(
    `\n${label}: ${connections} connections, ${rounds} rounds of ${seconds} s, medians ` +
      `(load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
  );
  printTable([
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'CPU µs/req', 'goal'],
    ...routes.map((route) => {
      const f = medianFigures(figuresOf.get(route.key)!);
      const met = f.rps >= route.goal.rps && f.p99 <= route.goal.p99 && f.errors + f.non2xx === 0;
      return [
        route.name,
        f.rps.toFixed(0),
        f.p50,
        f.p99,
        f.max,
        f.errors,
        f.non2xx,
        ((f.cpuMsPerRequest ?? Number.NaN) * 1000).toFixed(0),
        `${met ? 'met' : 'MISSED'} (≥ ${route.goal.rps}/s, p99 ≤ ${route.goal.p99} ms)`,
      ];
    }),
  ]);
  const search = `${server.url}${orderPaths.list}?search=${encodeURIComponent(COMMON_NAME)}`;
  console.log(
    `${label}: the "${COMMON_NAME}" search's first page alone, median of 30 calls: ` +
      `${(await aloneMs(search, authorization)).toFixed(1)} ms`,
  );
}

/** BENCH_LOAD=1: the admin lists at 50 connections on the production build (see the header). */
async function benchListsUnderLoad(): Promise<void> {
  const sqliteFile = path.resolve(process.env.BENCH_DATABASE ?? '/tmp/laqta-bench-http/bench.db');
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : '';
  const targets = (process.env.BENCH_TARGETS ?? 'sqlite,postgres').split(',');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-bench-lists-'));
  const env = benchServerEnv();
  try {
    const servers: { label: string; databaseUrl: string; profile: boolean }[] = [];
    if (targets.includes('sqlite'))
      servers.push({ label: 'SQLite', databaseUrl: sqliteFile, profile: !!cpuProfileDir });
    if (targets.includes('postgres') && postgresUrl)
      servers.push({ label: 'PostgreSQL', databaseUrl: postgresUrl, profile: false });
    for (const { label, databaseUrl, profile } of servers) {
      const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
      const ordersCount =
        label === 'SQLite'
          ? (await preparedBenchDatabase(databaseUrl, orders, dataDir)).orders
          : orders;
      if (profile) fs.mkdirSync(cpuProfileDir, { recursive: true });
      const server = await startProductionServer({
        databaseUrl,
        dataDir,
        cpuProfileDir: profile ? cpuProfileDir : undefined,
        env,
      });
      try {
        const authorization = await benchAdminAuthorization(server.url, databaseUrl, dataDir);
        await loadOneServer(label, server, authorization, ordersCount);
      } finally {
        await server.stop();
      }
      if (profile) {
        const mainThread = new RegExp(`^CPU\\.\\d+\\.\\d+\\.${server.process.pid}\\.0\\.`);
        const file = fs.readdirSync(cpuProfileDir).find((name) => mainThread.test(name));
        if (file)
          console.log(`\n${summarizeProfile(path.join(cpuProfileDir, file), 40).join('\n')}`);
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.env.BENCH_LOAD === '1') await benchListsUnderLoad();
else {
  console.log(`Lists benchmark at ${orders} orders`);
  await benchOnEachDatabase('lists', bench, { sqliteFile: keptSqliteFile });
}
