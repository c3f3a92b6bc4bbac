/**
 * `pnpm bench:http` (issue 15): is the API as fast as the framework under it? Starts, in the same
 * run and each in a process of its own, a bare Fastify 5 route answering the same ~3.5 KB JSON as
 * the public privacy setting (support/bare-server.ts) and the real production server
 * (`node packages/api/dist/main.js`, NODE_ENV=production, request log on, written to a file) on a
 * seeded SQLite database, then loads each route with autocannon on loopback (50 connections, 10 s)
 * several times and prints requests/s, p50, p99, errors and non-2xx answers per route, with each
 * route's ratio to the bare route (for a route whose goal is a ratio, against a bare pass measured
 * just before it; the median of its runs' ratios meets the goal or not), the issue's goals, and
 * each server's CPU time per answered request (utime + stime of its process, every thread, from
 * /proc: steadier than requests/s when other work shares the machine). Asserts nothing; the
 * machine is shared, so compare figures within one run.
 *
 * It builds nothing: run `pnpm build` first (the app's dist and packages/api/dist).
 *
 * The database is kept between runs (seeding a million orders takes minutes):
 *   BENCH_DATABASE   the SQLite file (default /tmp/laqta-bench-http/bench.db); seeded with
 *                    `dist/cli/seed.js --orders BENCH_ORDERS --seed bench` when it holds no orders
 *   BENCH_ORDERS     orders to seed (default 1000000)
 *   BENCH_RUNS       rounds over every route (default 3); the table gives medians
 *   BENCH_SECONDS    each measurement's length (default 10), BENCH_CONNECTIONS (default 50)
 *   BENCH_ONLY       a comma-separated subset of route keys (setting,health,landing,orders,dashboard)
 *   BENCH_READ_WORKERS  the server's SQLITE_READ_WORKERS (default: the server's own)
 *   BENCH_ADMIN_PROCESS the server's ADMIN_PROCESS, on or off (default: the server's own, on)
 *   BENCH_WEB_CONCURRENCY the server's WEB_CONCURRENCY (default: the server's own, 1)
 *   BENCH_CPU_PROF   a folder: the server runs with `node --cpu-prof`, and the main thread of each
 *                    of its processes (primary, visitor workers, admin process) is summarised
 *
 * With the landing measured, the bare server also sends the landing's exact bytes and headers
 * (`bare Fastify (same page bytes)`): the most any server could do with an answer of that size on
 * this machine, since autocannon's own cost per answer grows with its bytes (it keeps every
 * body as a string). The landing's goal stays a share of the JSON reference, as the issue states.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { adminPaths, settingNames } from '@laqta/contract';
import { benchAdminAuthorization, preparedBenchDatabase } from './support/bench-database.js';
import { summarizeProfile } from './support/cpu-profile.js';
import {
  load,
  median,
  medianFigures,
  printTable,
  type LoadFigures,
  type LoadOptions,
} from './support/load.js';
import {
  apiDistMain,
  appDistIndex,
  benchServerEnv,
  requireBuild,
  startBareServer,
  startProductionServer,
  type BarePage,
  type RunningServer,
} from './support/servers.js';

const databaseFile = path.resolve(process.env.BENCH_DATABASE ?? '/tmp/laqta-bench-http/bench.db');
const ordersToSeed = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : '';

/** What a browser sends for a page: the landing HTML is measured compressed, as visitors get it. */
const browserPage = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/** Issue 15's goals: a share of the bare route's requests/s, or a floor and a p99 ceiling. */
type Goal = { ratio: number } | { rps: number; p99: number };

interface Route {
  key: string;
  name: string;
  path: string;
  goal: Goal;
  admin?: boolean;
  headers?: Record<string, string>;
}

const routes: Route[] = [
  {
    key: 'setting',
    name: 'public setting by name',
    path: adminPaths.api.settingByName.replace(':name', settingNames.privacyPolicy),
    goal: { ratio: 0.8 },
  },
  { key: 'health', name: '/api/health', path: '/api/health', goal: { ratio: 0.85 } },
  {
    key: 'landing',
    name: 'landing HTML (br)',
    path: '/',
    goal: { ratio: 0.7 },
    headers: browserPage,
  },
  {
    key: 'orders',
    name: 'orders, first page (token)',
    path: adminPaths.api.orders,
    goal: { rps: 1500, p99: 50 },
    admin: true,
  },
  {
    key: 'dashboard',
    name: 'dashboard statistics (token)',
    path: adminPaths.api.dashboardStatistics,
    goal: { rps: 1500, p99: 50 },
    admin: true,
  },
].filter((route) => !only || only.includes(route.key));

/** One request, to fail early (and say why) when a route does not answer 2xx before the load. */
async function checkAnswers(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${body.toString('utf8', 0, 300)}`);
  return body.length;
}

/**
 * An answer exactly as it came over the wire (fetch would decompress it): its bytes and the
 * headers a bare server needs to send the same (the framework's own ones left out).
 */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  const ownHeaders = new Set(['content-length', 'date', 'connection', 'keep-alive']);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (!ownHeaders.has(name) && typeof value === 'string') kept[name] = value;
          resolve({ bytes: Buffer.concat(chunks), headers: kept });
        });
      })
      .on('error', reject);
  });
}

const barePageName = 'bare Fastify (same page bytes)';

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

/** Whether a route met its goal; `share`: the median of its runs' shares of the bare route. */
function verdict(goal: Goal, figures: LoadFigures, share: number): string {
  const clean = figures.errors === 0 && figures.non2xx === 0;
  if ('ratio' in goal) {
    const met = share >= goal.ratio && clean;
    return `${met ? 'met' : 'MISSED'} (≥ ${percent(goal.ratio)})`;
  }
  const met = figures.rps >= goal.rps && figures.p99 <= goal.p99 && clean;
  return `${met ? 'met' : 'MISSED'} (≥ ${goal.rps}/s, p99 ≤ ${goal.p99} ms)`;
}

const header = [
  'route',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
  'of bare',
  'CPU µs/req',
];
/** A table row: `share` is the route's requests/s as a share of the bare route's. */
const rowOf = (name: string, f: LoadFigures, share: number) => [
  name,
  f.rps.toFixed(0),
  f.p50,
  f.p99,
  f.max,
  f.errors,
  f.non2xx,
  percent(share),
  ((f.cpuMsPerRequest ?? Number.NaN) * 1000).toFixed(0),
];

/** A load on `server`, with the CPU time the server spent per answered request. */
async function measured(server: RunningServer, options: LoadOptions): Promise<LoadFigures> {
  const before = server.cpuMs();
  const figures = await load(options);
  return { ...figures, cpuMsPerRequest: (server.cpuMs() - before) / figures.requests };
}

async function main(): Promise<void> {
  requireBuild([apiDistMain, appDistIndex]);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-bench-http-'));
  const dataDir = path.join(scratch, 'data');
  fs.mkdirSync(dataDir);
  if (cpuProfileDir) fs.mkdirSync(cpuProfileDir, { recursive: true });
  // Profiles already in the folder are an earlier run's.
  const startedAt = Date.now();

  const sizes = await preparedBenchDatabase(databaseFile, ordersToSeed, dataDir);
  const server = await startProductionServer({
    databaseUrl: databaseFile,
    dataDir,
    cpuProfileDir: cpuProfileDir || undefined,
    env: benchServerEnv(),
  });
  let bare: RunningServer | undefined;
  try {
    const authorization = await benchAdminAuthorization(server.url, databaseFile, dataDir);
    const settingPath = adminPaths.api.settingByName.replace(':name', settingNames.privacyPolicy);
    const settingAnswer = await (await fetch(`${server.url}${settingPath}`)).text();
    const bodyFile = path.join(scratch, 'bare-body.json');
    fs.writeFileSync(bodyFile, settingAnswer);
    // The landing as visitors get it, for the bare server to send as it is (its own reference).
    const landing = routes.find((route) => route.key === 'landing');
    let barePage: BarePage | undefined;
    if (landing) {
      const answer = await rawAnswer(server.url + landing.path, landing.headers ?? {});
      barePage = {
        bytesFile: path.join(scratch, 'bare-page.bin'),
        headersFile: path.join(scratch, 'bare-page-headers.json'),
      };
      fs.writeFileSync(barePage.bytesFile, answer.bytes);
      fs.writeFileSync(barePage.headersFile, JSON.stringify(answer.headers));
    }
    bare = await startBareServer(bodyFile, barePage);
    const bareUrl = `${bare.url}/bare`;
    const barePageUrl = `${bare.url}/bare-page`;

    const headersOf = (route: Route) => ({
      ...route.headers,
      ...(route.admin ? { authorization } : {}),
    });
    const bareBytes = await checkAnswers(bareUrl, {});
    const answerBytes = new Map<string, number>();
    for (const route of routes)
      answerBytes.set(route.key, await checkAnswers(server.url + route.path, headersOf(route)));

    console.log(
      `HTTP benchmark (issue 15), Node ${process.version}, ${os.availableParallelism()} cores, ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}; ${connections} connections, ${seconds} s each, ` +
        `${runs} runs; SQLite ${databaseFile}: ${sizes.orders} orders, ${sizes.customers} customers`,
    );
    console.log(
      `answer sizes: bare ${bareBytes} B; ` +
        routes.map((route) => `${route.key} ${answerBytes.get(route.key)} B`).join(', '),
    );

    // Warm-up: JIT, statement caches, read workers, rendered pages.
    await load({ url: bareUrl, connections, seconds: 2 });
    if (landing)
      await load({ url: barePageUrl, connections, seconds: 2, headers: landing.headers });
    for (const route of routes)
      await load({
        url: server.url + route.path,
        connections,
        seconds: 2,
        headers: headersOf(route),
      });

    // A route with a share for a goal is measured right after a bare pass of its own, and its
    // share is taken against that neighbour (as bench:isolation takes its visitors' shares): on a
    // shared VM the bare route's own passes moved from 18,475 to 30,916 req/s between runs a
    // minute apart, so one bare pass at the start of a run could say little of a route measured
    // a minute later.
    const bareRuns: LoadFigures[] = [];
    const barePageRuns: LoadFigures[] = [];
    const routeRuns = new Map<string, LoadFigures[]>(routes.map((route) => [route.key, []]));
    /** Each run's share of each route against the bare pass just before it. */
    const shares = new Map<string, number[]>(routes.map((route) => [route.key, []]));
    const pageShares: number[] = [];
    const bareRow = (figures: LoadFigures) => rowOf('bare Fastify (same JSON)', figures, 1);
    for (let run = 1; run <= runs; run++) {
      const rows: (string | number)[][] = [];
      let bareFigures: LoadFigures | undefined;
      for (const route of routes) {
        if ('ratio' in route.goal || bareFigures === undefined) {
          bareFigures = await measured(bare, { url: bareUrl, connections, seconds });
          bareRuns.push(bareFigures);
          rows.push(bareRow(bareFigures));
        }
        let pageFigures: LoadFigures | undefined;
        if (route === landing) {
          pageFigures = await measured(bare, {
            url: barePageUrl,
            connections,
            seconds,
            headers: landing.headers,
          });
          barePageRuns.push(pageFigures);
          rows.push(rowOf(barePageName, pageFigures, pageFigures.rps / bareFigures.rps));
        }
        const figures = await measured(server, {
          url: server.url + route.path,
          connections,
          seconds,
          headers: headersOf(route),
        });
        routeRuns.get(route.key)!.push(figures);
        shares.get(route.key)!.push(figures.rps / bareFigures.rps);
        if (pageFigures) pageShares.push(figures.rps / pageFigures.rps);
        rows.push(rowOf(route.name, figures, figures.rps / bareFigures.rps));
      }
      console.log(`\nrun ${run} of ${runs} (load average ${os.loadavg()[0]!.toFixed(1)})`);
      printTable([header, ...rows]);
    }

    const bareMedian = medianFigures(bareRuns);
    const pageMedian = medianFigures(barePageRuns);
    console.log(
      `\nmedians of ${runs} runs (errors and non-2xx summed; "of bare": the median of each run's share ` +
        `against the bare pass just before it)`,
    );
    printTable([
      [...header, 'goal'],
      [...rowOf('bare Fastify (same JSON)', bareMedian, 1), ''],
      ...(landing
        ? [[...rowOf(barePageName, pageMedian, pageMedian.rps / bareMedian.rps), 'reference']]
        : []),
      ...routes.map((route) => {
        const figures = medianFigures(routeRuns.get(route.key)!);
        const share = median(shares.get(route.key)!);
        return [...rowOf(route.name, figures, share), verdict(route.goal, figures, share)];
      }),
    ]);
    if (pageShares.length > 0)
      console.log(
        `landing HTML against bare Fastify sending the same bytes and headers: ${percent(median(pageShares))} ` +
          "(how much of the gap to the JSON reference is the page's size, not the server)",
      );

    const logLines = await linesIn(server.logFile);
    const served = [...routeRuns.values()].flat().reduce((sum, f) => sum + f.requests, 0);
    console.log(
      `server log: ${logLines} lines for ${served} measured requests (plus warm-up and start-up)`,
    );
  } finally {
    await bare?.stop();
    await server.stop();
    if (cpuProfileDir) {
      // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile, a file per thread of every process the
      // server ran: the main thread (0) of each. The cluster's primary only starts and watches the
      // others; the visitor workers and the admin process serve, so each is summarised.
      const mainThread = /^CPU\.\d+\.\d+\.(\d+)\.0\./;
      for (const name of fs.readdirSync(cpuProfileDir)) {
        const pid = mainThread.exec(name)?.[1];
        if (pid === undefined || fs.statSync(path.join(cpuProfileDir, name)).mtimeMs < startedAt)
          continue;
        const role = Number(pid) === server.process.pid ? 'the cluster primary' : `process ${pid}`;
        console.log(
          `\n${role}: ${summarizeProfile(path.join(cpuProfileDir, name), 40).join('\n')}`,
        );
      }
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The lines of a file, read in chunks: a fast host writes a log of over 512 MB in one run, more
 * than a string can hold.
 */
async function linesIn(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>)
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}

await main();
