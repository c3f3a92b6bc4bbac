// The production build of the product (the app, then the API bundle), and a fingerprint of its
// inputs so that `pnpm start` can skip a build when nothing changed since the last one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { productionBuildEnv, runOrExit } from './run.mjs';

const outputs = ['packages/app/dist/index.html', 'packages/api/dist/main.js'];
const stampFile = 'node_modules/.cache/laqta/build-fingerprint';
const rootInputs = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const packageDirs = ['packages/contract', 'packages/ui', 'packages/app', 'packages/api'];
// Folders and files that never reach the served product.
const skippedDirs = new Set(['node_modules', 'dist', 'test', 'bench', 'storybook-static']);
const skippedFile = /\.(stories|test|spec)\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

function* inputFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* inputFiles(path);
    } else if (!skippedFile.test(entry.name)) {
      yield path;
    }
  }
}

/** A hash of every file the build reads (paths and contents). */
export function buildFingerprint() {
  const hash = createHash('sha256');
  const files = [...rootInputs.filter((file) => existsSync(file))];
  for (const dir of packageDirs) files.push(...inputFiles(dir));
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const lastFingerprint = () => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '');

/** Builds for production; with `ifChanged`, only when an input changed or an output is missing. */
export async function buildProduct({ ifChanged = false } = {}) {
  const fingerprint = buildFingerprint();
  if (ifChanged && outputs.every((file) => existsSync(file)) && lastFingerprint() === fingerprint) {
    console.log('Build is up to date (no input changed since the last build): skipped.');
    return;
  }
  const env = productionBuildEnv();
  await runOrExit('pnpm', ['--filter', '@laqta/app', 'build'], { env });
  await runOrExit('pnpm', ['--filter', '@laqta/api', 'build'], { env });
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, fingerprint);
}
