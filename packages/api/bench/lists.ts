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
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_TIME_ZONE,
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

console.log(`Lists benchmark at ${orders} orders`);
await benchOnEachDatabase('lists', bench, { sqliteFile: keptSqliteFile });
