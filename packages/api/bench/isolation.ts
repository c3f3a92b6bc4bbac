/**
 * `pnpm bench:isolation` (issue 21): does the back office slow the public site? The server runs in
 * a process of its own (the production build, started as bench:http starts it: support/servers.ts)
 * on a seeded marketplace; autocannon (in this process) measures a visitor route — the privacy text
 * the public page reads — alone and, right after each solo pass, while
 *   (a) four admins keep searching orders for a common Arabic name (محمد),
 *   (b) one admin downloads the customers XLSX export (curl, over and over),
 *   (c) four admins page deep through the orders list,
 * BENCH_ROUNDS times over, and then the admin lists on their own at 50 connections. Prints a table
 * with each load's share of the solo pass before it (the median over the rounds, and each round's);
 * asserts nothing. The machine is shared: compare within one run.
 *
 * The databases are seeded once and kept (seeding a million orders takes minutes):
 *   DATABASE_URL=/tmp/laqta-iso/bench.db pnpm db:seed --orders 1000000 --seed bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/laqta_iso pnpm db:seed --orders 1000000 --seed bench
 *   pnpm build   # the production build is what runs
 *   BENCH_SQLITE_FILE=/tmp/laqta-iso/bench.db BENCH_POSTGRES_URL=postgres://…/laqta_iso pnpm bench:isolation
 * BENCH_SECONDS (default 10) is each phase's length, BENCH_ROUNDS (default 3) how many times each
 * load is measured (each time after a solo pass of its own; 0: only the admin lists), BENCH_LOADS
 * a comma-separated subset of the loads (a,b,c; default all),
 * BENCH_READ_WORKERS the server's SQLITE_READ_WORKERS (0: every read on the event loop, as before
 * issue 21), BENCH_WEB_CONCURRENCY its WEB_CONCURRENCY, BENCH_TARGETS=sqlite|postgres one
 * database, BENCH_SKIP_LISTS=1 leaves out the 50-connection lists. BENCH_ADMIN_PROCESS=off,on runs
 * every database with the server's ADMIN_PROCESS off, then on (the back office in a process of its
 * own at the lowest CPU priority), in one run so the two can be compared; default: the server's
 * default.
 * BENCH_POSTGRES_CPU_WEIGHT=100,10,idle runs PostgreSQL (on this host, as root) at each CPU weight
 * in turn, as a deployment sets with systemd's CPUWeight= (support/postgres-cpu-weight.ts); default
 * 100, PostgreSQL as installed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminPaths, customerPaths, orderPaths, settingNames } from '@laqta/contract';
import { openDatabase } from '../src/db/connection.js';
import { adminAuthorization } from '../test/support/marketplace-rows.js';
import { catchUpMigrations } from './support/bench-database.js';
import { load as loadOnce, median, type LoadFigures } from './support/load.js';
import { DEFAULT_CPU_WEIGHT, weighPostgres } from './support/postgres-cpu-weight.js';
import { benchServerEnv, requireBuild, startProductionServer } from './support/servers.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const targets = (process.env.BENCH_TARGETS ?? 'sqlite,postgres').split(',');
const sqliteFile = process.env.BENCH_SQLITE_FILE;
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const COMMON_NAME = 'محمد';
/** The server's ADMIN_PROCESS for each pass over a database ('' = its default). */
const adminProcessModes = (process.env.BENCH_ADMIN_PROCESS ?? '').split(',');
/** PostgreSQL's CPU weight for each pass over it (support/postgres-cpu-weight.ts). */
const postgresWeights = (process.env.BENCH_POSTGRES_CPU_WEIGHT ?? DEFAULT_CPU_WEIGHT).split(',');
/** The loads measured, by their letter. */
const loadKeys = (process.env.BENCH_LOADS ?? 'a,b,c').split(',').map((key) => key.trim());

const visitorPath = `/api/admin/settings/name/${settingNames.privacyPolicy}`;

/** A pass's figures; `errors` counts failed requests, timeouts and non-2xx answers together. */
type Figures = Omit<LoadFigures, 'non2xx'>;

/**
 * autocannon (support/load.ts) on one path, the same request again and again, or on `paths` in
 * turn. One path is sent as it is: a request rebuilt for every call costs the bench's client CPU
 * the server would otherwise get on two cores.
 */
async function load(
  base: string,
  paths: string | (() => string),
  {
    connections,
    authorization,
    duration = seconds,
  }: { connections: number; authorization?: string; duration?: number },
): Promise<Figures> {
  const { non2xx, ...figures } = await loadOnce({
    url: typeof paths === 'string' ? `${base}${paths}` : base,
    connections,
    seconds: duration,
    headers: authorization ? { authorization } : {},
    ...(typeof paths === 'string' ? {} : { nextPath: paths }),
  });
  return { ...figures, errors: figures.errors + non2xx };
}

/** The customers export downloaded by curl again and again until `stop`: how many, how long each. */
function exportsUntil(base: string, stop: Promise<void>, authorization: string) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  void stop.then(() => (running = false));
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const code = await new Promise<number>((resolve) => {
        const child = spawn('curl', [
          '-sS',
          '-o',
          '/dev/null',
          '-w',
          '%{http_code}',
          '-H',
          `authorization: ${authorization}`,
          `${base}${customerPaths.export}?format=xlsx`,
        ]);
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('close', () => resolve(Number(out)));
      });
      if (code === 200) times.push(performance.now() - started);
      else failures++;
    }
  })();
  return { times, failures: () => failures, done: loop };
}

const pct = (value: number, solo: number) => `${((value / solo) * 100).toFixed(0)} %`;

/** Passes of one visitor row: median req/s and p50, the worst p99 and max, errors summed. */
const summaryOf = (passes: Figures[]) => [
  median(passes.map((f) => f.rps)).toFixed(0),
  median(passes.map((f) => f.p50)),
  Math.max(...passes.map((f) => f.p99)),
  Math.max(...passes.map((f) => f.max)),
  passes.reduce((sum, f) => sum + f.errors, 0),
];

const adminNote = (admins: Figures) =>
  `admins ${admins.rps.toFixed(0)} req/s, p99 ${admins.p99} ms, ${admins.errors} errors`;
const row = (cells: (string | number)[]) =>
  console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 44 : 12)).join(''));

async function bench(label: string, databaseUrl: string, adminProcess: string): Promise<void> {
  const database = openDatabase(databaseUrl, { sqliteReadWorkers: 0 });
  await catchUpMigrations(database);
  const authorization = await adminAuthorization(database.db);
  const orders = Number(
    (
      await database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const customers = Number(
    (
      await database.db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await database.close();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-bench-isolation-'));
  const server = await startProductionServer({
    databaseUrl,
    dataDir,
    env: {
      ...benchServerEnv(),
      APP_DIST_DIR: path.join(dataDir, 'no-app'),
      ADMIN_PROCESS: adminProcess,
    },
  });
  const base = server.url;
  try {
    const lastPage = Math.ceil(orders / 15);
    const search = `${orderPaths.list}?search=${encodeURIComponent(COMMON_NAME)}`;
    const matches = (await (
      await fetch(`${base}${search}`, { headers: { authorization } })
    ).json()) as {
      meta: { total: number; total_capped?: boolean };
    };
    let page = Math.ceil(lastPage / 3);
    const deepPage = () =>
      `${orderPaths.list}?page=${(page = page >= lastPage ? Math.ceil(lastPage / 3) : page + 1)}`;
    console.log(
      `\n${label}: ${orders} orders, ${customers} customers; "${COMMON_NAME}" matches ${matches.meta.total}${matches.meta.total_capped ? '+' : ''} orders; ` +
        `${seconds} s a phase; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    // Warm-up: caches, prepared statements, workers started.
    await load(base, visitorPath, { connections: 10, duration: 2 });
    await load(base, search, { connections: 2, duration: 2, authorization });

    // The common-name search on its own, one call at a time (issue 21: its first page within 10 ms).
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${search}`, { headers: { authorization } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the search answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `"${COMMON_NAME}" search, first page, alone: median ${times[15]!.toFixed(1)} ms, ` +
        `p90 ${times[27]!.toFixed(1)} ms (30 calls, one at a time, over HTTP)`,
    );

    // Each load's visitor pass comes right after a solo pass of its own, round after round: the
    // ratio is taken against that neighbour, so a host that speeds up or slows down during the
    // run (solo passes of the same build differ by a third on a shared VM) moves both alike.
    const visitor = () => load(base, visitorPath, { connections: 10 });
    const allLoads: { key: string; name: string; under: () => Promise<[Figures, string]> }[] = [
      {
        key: 'a',
        name: `(a) 4 admins search "${COMMON_NAME}"`,
        under: async () => {
          const [visitors, admins] = await Promise.all([
            visitor(),
            load(base, search, { connections: 4, authorization }),
          ]);
          return [visitors, adminNote(admins)];
        },
      },
      {
        key: 'b',
        name: '(b) 1 admin exports customers XLSX',
        under: async () => {
          let stop = () => {};
          const exporting = exportsUntil(
            base,
            new Promise<void>((resolve) => (stop = resolve)),
            authorization,
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          const visitors = await visitor();
          stop();
          await exporting.done;
          const each = exporting.times.map((t) => (t / 1000).toFixed(1)).join(', ');
          return [
            visitors,
            `${exporting.times.length} exports (${each} s), ${exporting.failures()} failed`,
          ];
        },
      },
      {
        key: 'c',
        name: '(c) 4 admins page deep through orders',
        under: async () => {
          const [visitors, admins] = await Promise.all([
            visitor(),
            load(base, deepPage, { connections: 4, authorization }),
          ]);
          return [visitors, adminNote(admins)];
        },
      },
    ];
    const loads = allLoads.filter((each) => loadKeys.includes(each.key));
    // BENCH_ROUNDS=0: the admin lists alone.
    if (rounds > 0) {
      const solos: Figures[] = [];
      const passes = loads.map(() => [] as { visitor: Figures; ratio: number; note: string }[]);
      for (let round = 0; round < rounds; round++)
        for (const [i, { under }] of loads.entries()) {
          const solo = await visitor();
          const [loaded, note] = await under();
          solos.push(solo);
          passes[i]!.push({ visitor: loaded, ratio: loaded.rps / solo.rps, note });
        }

      console.log(
        `visitor: medians of ${rounds} rounds, each load's share against the solo pass just before it`,
      );
      row([
        'visitor GET privacy text (10 connections)',
        'req/s',
        'of solo',
        'p50 ms',
        'worst p99',
        'worst max',
        'errors',
        'shares, each round',
      ]);
      const [soloRps, ...soloRest] = summaryOf(solos);
      row(['alone', soloRps!, '100 %', ...soloRest, '']);
      for (const [i, { name }] of loads.entries()) {
        const [rps, ...rest] = summaryOf(passes[i]!.map((pass) => pass.visitor));
        const ratios = passes[i]!.map((pass) => pass.ratio);
        row([
          name,
          rps!,
          pct(median(ratios), 1),
          ...rest,
          ratios.map((r) => pct(r, 1)).join(' / '),
        ]);
      }
      for (const [i, { name }] of loads.entries())
        console.log(`  ${name}: ${passes[i]!.map((pass) => pass.note).join('; ')}`);
    }

    if (process.env.BENCH_SKIP_LISTS !== '1') {
      console.log(`\n${label}: admin lists alone, 50 connections`);
      row(['list', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors']);
      const lists: [string, string | (() => string)][] = [
        ['orders, first page', orderPaths.list],
        ['orders, deep pages', deepPage],
        ['customers, first page', customerPaths.list],
        ['dashboard statistics', adminPaths.api.dashboardStatistics],
        [`orders, search "${COMMON_NAME}"`, search],
      ];
      for (const [name, paths] of lists) {
        // Warmed up as bench:http warms each route (JIT, statement costs, the readers).
        await load(base, paths, { connections: 50, authorization, duration: 2 });
        const f = await load(base, paths, { connections: 50, authorization });
        row([name, f.rps.toFixed(0), f.p50, f.p99, f.max, f.errors]);
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

requireBuild();
console.log(
  `Isolation benchmark (issue 21), Node ${process.version}, ${os.availableParallelism()} cores; ` +
    `server SQLITE_READ_WORKERS=${process.env.BENCH_READ_WORKERS ?? 'default'}, ` +
    `WEB_CONCURRENCY=${process.env.BENCH_WEB_CONCURRENCY ?? 'default'}`,
);
if (targets.includes('sqlite')) {
  if (sqliteFile && fs.existsSync(sqliteFile))
    for (const mode of adminProcessModes)
      await bench(`SQLite, ADMIN_PROCESS=${mode || 'default'}`, sqliteFile, mode);
  else console.log('SQLite: skipped (BENCH_SQLITE_FILE names no seeded file)');
}
if (targets.includes('postgres')) {
  if (postgresUrl)
    for (const weight of postgresWeights)
      for (const mode of adminProcessModes) {
        const asInstalled = weight === DEFAULT_CPU_WEIGHT;
        const weighed = asInstalled ? '' : `, PostgreSQL's CPU weight ${weight}`;
        const restore = asInstalled ? () => {} : await weighPostgres(postgresUrl, weight);
        try {
          await bench(
            `PostgreSQL, ADMIN_PROCESS=${mode || 'default'}${weighed}`,
            postgresUrl,
            mode,
          );
        } finally {
          restore();
        }
      }
  else console.log('PostgreSQL: skipped (set BENCH_POSTGRES_URL to a seeded database)');
}
