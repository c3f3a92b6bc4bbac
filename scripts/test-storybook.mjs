#!/usr/bin/env node
// `pnpm test:storybook [-- <story path filters> <test-storybook options>]`
// Builds Storybook into a private temporary folder, serves it on 127.0.0.1 (a free port), and runs
// @storybook/test-runner in Debian's Chromium: every story's play function, axe (addon-a11y,
// violations fail) and a visual comparison with the baselines in .storybook/__visual__/ (RTL) and
// .storybook/__visual__/ltr/ (LTR, where it differs), then checks the MDX pages (heading, no
// error, axe). Prints the time of each part and of the whole step.
//
//   <folder>…            only the stories under these folders, e.g. `packages/ui/src/public` (or
//                        `public`, `primitives/Button`); only their baselines are written or checked
//   --update-snapshots   refresh the baselines (what `pnpm test:visual:update` passes)
//   --no-build           reuse this script's last build of the same folders (when only tests changed)
//   --shard=k/N          run the k-th of N shares of the stories (e.g. one per CI machine); the
//                        checks of the whole build (MDX pages, baselines without a story) run in
//                        shard 1 only, so each check runs once over the N shards
//   -…                   any other option is handed to test-storybook (e.g. `--maxWorkers=1`)
//
// Tests come from the built index.json (index-json mode), so story files that others add while a
// run is going on cannot make it fail. test-runner-jest.config.js joins them into a few test files
// (scripts/storybook-test-files.mjs).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocsPages, mdxPages } from './check-storybook-docs.mjs';
import { parseShard } from './storybook-test-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const uiSrc = path.join(root, 'packages', 'ui', 'src');
const baselineDir = path.join(root, '.storybook', '__visual__');
const ltrBaselineDir = path.join(baselineDir, 'ltr');

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const update = args.includes('--update-snapshots');
const skipBuild = args.includes('--no-build');
const shardArg = args.find((arg) => arg.startsWith('--shard'));
let shard;
try {
  shard = shardArg === undefined ? undefined : parseShard(shardArg.slice('--shard='.length));
} catch (error) {
  console.error(`test-storybook: ${error.message}`);
  process.exit(2);
}
// Checks of the whole build run once: unsharded, or in shard 1.
const firstShard = shard === undefined || shard.index === 1;
const options = args.filter(
  (arg) =>
    arg.startsWith('-') && arg !== '--update-snapshots' && arg !== '--no-build' && arg !== shardArg,
);
// Jest workers: 2, one per core of a CI machine (each drives its own Chromium page); the batches
// of test files are planned for this number (scripts/storybook-test-files.mjs).
const workersArg = options.find((arg) => arg.startsWith('--maxWorkers='));
const workers = workersArg ? Number.parseInt(workersArg.slice('--maxWorkers='.length), 10) : 2;
const storyDirs = args
  .filter((arg) => !arg.startsWith('-'))
  .map((arg) =>
    path.relative(
      uiSrc,
      path.resolve(root, arg.startsWith('packages/') ? arg : path.join('packages/ui/src', arg)),
    ),
  )
  .map((dir) => dir.split(path.sep).join('/'));
for (const dir of storyDirs) {
  if (dir.startsWith('..') || !existsSync(path.join(uiSrc, dir))) {
    console.error(`test-storybook: no folder packages/ui/src/${dir}`);
    process.exit(2);
  }
}
const filtered = storyDirs.length > 0;

// Each run builds into its own folder, so runs side by side (same checkout, same user) never
// share one. The last build of a folder filter is kept under a stable name for `--no-build`.
const buildKey = createHash('sha1')
  .update(`${root}|${storyDirs.join(',')}`)
  .digest('hex')
  .slice(0, 10);
const keptBuild = path.join(tmpdir(), `laqta-storybook-${buildKey}`);
const reuse = skipBuild && existsSync(path.join(keptBuild, 'index.json'));
const outputDir = reuse ? keptBuild : `${keptBuild}-${process.pid}`;

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

function serve(dir) {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Baselines (RTL and LTR) whose story no longer exists (only meaningful on an unfiltered run). */
function obsoleteBaselines() {
  const index = JSON.parse(readFileSync(path.join(outputDir, 'index.json'), 'utf8'));
  const storyIds = new Set(
    Object.values(index.entries)
      .filter((e) => e.type === 'story')
      .map((e) => e.id),
  );
  return [baselineDir, ltrBaselineDir].flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.png') && !storyIds.has(f.slice(0, -'.png'.length)))
          .map((f) => path.relative(baselineDir, path.join(dir, f)))
      : [],
  );
}

const started = Date.now();
if (!reuse) {
  const buildStarted = Date.now();
  const code = await run(
    bin('storybook'),
    ['build', '--quiet', '--disable-telemetry', '-o', outputDir],
    {
      LAQTA_STORY_DIRS: storyDirs.join(','),
    },
  );
  if (code !== 0) {
    rmSync(outputDir, { recursive: true, force: true });
    process.exit(code);
  }
  console.log(`storybook build: ${seconds(buildStarted)} s`);
}

const server = await serve(outputDir);
const { port } = server.address();
const testsStarted = Date.now();
const code = await run(
  bin('test-storybook'),
  [
    '--url',
    `http://127.0.0.1:${port}`,
    '--index-json',
    ...(update ? ['-u'] : ['--ci']),
    ...(workersArg ? [] : [`--maxWorkers=${workers}`]),
    ...options,
  ],
  {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    // Read by test-runner-jest.config.js, which keeps only this shard's stories.
    LAQTA_STORYBOOK_SHARD: shard ? `${shard.index}/${shard.count}` : '',
    LAQTA_STORYBOOK_WORKERS: String(Number.isInteger(workers) && workers > 0 ? workers : 2),
  },
);
console.log(`storybook tests: ${seconds(testsStarted)} s`);

let exitCode = code;
const pages = firstShard ? mdxPages(outputDir) : [];
if (pages.length > 0) {
  const docsStarted = Date.now();
  const problems = await checkDocsPages(`http://127.0.0.1:${port}`, pages);
  if (problems.length > 0) {
    console.error(`MDX pages with problems:\n  ${problems.join('\n  ')}`);
    exitCode ||= 1;
  }
  console.log(`storybook docs pages: ${pages.length} checked in ${seconds(docsStarted)} s`);
}
server.close();
console.log(`storybook step: ${seconds(started)} s`);

if (!filtered && firstShard) {
  const obsolete = obsoleteBaselines();
  if (obsolete.length > 0 && update) {
    for (const file of obsolete) rmSync(path.join(baselineDir, file));
    console.log(`removed ${obsolete.length} baseline(s) of stories that no longer exist`);
  } else if (obsolete.length > 0) {
    console.error(
      `baselines without a story (run pnpm test:visual:update):\n  ${obsolete.join('\n  ')}`,
    );
    exitCode ||= 1;
  }
}
if (!reuse) {
  // Keep this build for `--no-build`; a concurrent run may have just done the same.
  rmSync(keptBuild, { recursive: true, force: true });
  try {
    renameSync(outputDir, keptBuild);
  } catch {
    rmSync(outputDir, { recursive: true, force: true });
  }
}
process.exit(exitCode);
