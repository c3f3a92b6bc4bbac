#!/usr/bin/env node
// `pnpm lighthouse [-- --runs=N] [--url=/path]`
// Measures the landing page of the assembled product the way a visitor on a phone gets it:
// builds the app into a private folder, serves it with the API (fresh temporary SQLite database,
// a free port), runs Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) in Debian's
// Chromium N times (default 3), and prints the median scores and timings plus the JavaScript the
// page loaded (transferred, and gzip for comparison). A benchmark that prints figures, not a test:
// scores move with the machine's load, so read them on a quiet machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, run, runOrExit } from './run.mjs';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Math.max(1, Number(option('runs', '3')));
const pagePath = option('url', '/landing');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const dir = mkdtempSync(join(tmpdir(), 'laqta-lighthouse-'));
const appDist = join(dir, 'app');
const dataDir = join(dir, 'data');
let server;

function stop() {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitForHealth(baseUrl) {
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not answer /api/health within 30 s');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  await runOrExit('pnpm', [
    '--filter',
    '@laqta/app',
    'exec',
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    appDist,
  ]);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('node', ['--import', 'tsx', 'packages/api/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_DIST_DIR: appDist,
      DATA_DIR: dataDir,
      DATABASE_URL: join(dataDir, 'lighthouse.db'),
      ADMIN_EMAIL: 'lighthouse@laqta.test',
      ADMIN_PASSWORD: 'lighthouse-only-password',
    },
  });
  await waitForHealth(baseUrl);

  const lighthouseArgs = (output) => [
    `${baseUrl}${pagePath}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    `--output-path=${output}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ];
  const reports = [];
  for (let i = 1; i <= runs; i += 1) {
    const output = join(dir, `report-${i}.json`);
    // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): one retry.
    let code = 1;
    for (let attempt = 1; attempt <= 2 && code !== 0; attempt += 1) {
      code = await run(join('node_modules', '.bin', 'lighthouse'), lighthouseArgs(output), {
        env: { ...process.env, CHROME_PATH: chromePath },
      });
    }
    if (code !== 0) throw new Error(`lighthouse run ${i} failed (exit ${code})`);
    reports.push(JSON.parse(readFileSync(output, 'utf8')));
  }

  const score = (report, category) => Math.round(report.categories[category].score * 100);
  const metric = (report, id) => report.audits[id].numericValue;
  console.log(`\nLighthouse, mobile, ${pagePath}, median of ${runs} run(s):`);
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    console.log(
      `  ${category.padEnd(16)} ${median(reports.map((r) => score(r, category)))}   (runs: ${reports.map((r) => score(r, category)).join(', ')})`,
    );
  }
  const timings = [
    ['first-contentful-paint', 'FCP'],
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['speed-index', 'Speed Index'],
  ];
  for (const [id, label] of timings)
    console.log(
      `  ${label.padEnd(16)} ${Math.round(median(reports.map((r) => metric(r, id))))} ms`,
    );
  console.log(
    `  ${'CLS'.padEnd(16)} ${median(reports.map((r) => metric(r, 'cumulative-layout-shift'))).toFixed(3)}`,
  );

  // The page's own scripts: transferred size (brotli from the server) and gzip size of each file.
  const requests = reports[0].audits['network-requests'].details.items;
  const scripts = requests.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl),
  );
  let transferred = 0;
  let gzip = 0;
  for (const item of scripts) {
    const file = join(appDist, new URL(item.url).pathname);
    transferred += item.transferSize;
    gzip += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  console.log(
    `  JavaScript       ${scripts.length} files, ${kb(gzip)} gzip, ${kb(transferred)} transferred (brotli)`,
  );
  const failing = Object.values(reports[0].audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
  );
  if (failing.length > 0)
    console.log(`  failing audits:  ${failing.map((audit) => audit.id).join(', ')}`);
} finally {
  stop();
}
