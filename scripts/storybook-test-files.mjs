// How `pnpm test:storybook` lays out its stories in Jest test files (used by
// test-runner-jest.config.js). In index-json mode the test-runner writes one test file per story
// file (title) into TEST_ROOT; Jest then gives every file a fresh browser page and a fresh module
// registry, which cost ~2 s each on a 2-core machine (measured on the primitives: 13 files, ~40 %
// of the workers' time; the whole library has ~70 files). Here those files are joined into a few
// batches of about BATCH_STORIES stories, and, with `--shard=k/N`, only the titles of shard k are
// kept. The tests themselves are not touched: each story keeps its own `describe`/`it`, hooks and
// checks.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Stories per test file: big enough to spread the page set-up, small enough to balance 2 workers. */
export const BATCH_STORIES = 24;
const BATCH_PREFIX = 'laqta-batch-';

/** `"2/3"` → `{ index: 2, count: 3 }`; anything else throws. */
export function parseShard(value) {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard=${value}: expected k/N with 1 ≤ k ≤ N (e.g. --shard=1/2)`);
  }
  return { index, count };
}

/** The number of story tests in one generated file (`it("smoke-test" | "play-test", …)`). */
function storyCount(code) {
  return (code.match(/\bit(?:\.skip)?\(\s*["'](?:smoke|play)-test["']/g) ?? []).length;
}

/**
 * Splits `files` (`{ name, stories }`) into `count` groups of nearly equal story counts: largest
 * first into the lightest group, ties by name, so every run (and every shard) splits alike.
 */
export function balance(files, count) {
  const groups = Array.from({ length: count }, () => ({ stories: 0, files: [] }));
  const ordered = [...files].sort((a, b) => b.stories - a.stories || a.name.localeCompare(b.name));
  for (const file of ordered) {
    const lightest = groups.reduce((min, group) => (group.stories < min.stories ? group : min));
    lightest.files.push(file);
    lightest.stories += file.stories;
  }
  return groups.map((group) => group.files.sort((a, b) => a.name.localeCompare(b.name)));
}

/**
 * Rewrites the test-runner's generated files in `testRoot` into batches (and keeps one shard's
 * titles when `shard` is given). Returns what is left to run. Idempotent: a second call (a Jest
 * worker reading the config again) finds the batches and changes nothing.
 */
export function batchTestFiles(testRoot, { shard } = {}) {
  const generated = readdirSync(testRoot)
    .filter((name) => name.endsWith('.test.js') && !name.startsWith(BATCH_PREFIX))
    .map((name) => {
      const code = readFileSync(path.join(testRoot, name), 'utf8');
      return { name, code, stories: storyCount(code) };
    });
  if (generated.length === 0) return undefined;
  const kept = shard ? balance(generated, shard.count)[shard.index - 1] : generated;
  const stories = kept.reduce((sum, file) => sum + file.stories, 0);
  const batches = balance(kept, Math.max(2, Math.ceil(stories / BATCH_STORIES))).filter(
    (batch) => batch.length > 0,
  );
  batches.forEach((batch, i) => {
    const name = `${BATCH_PREFIX}${String(i + 1).padStart(2, '0')}.test.js`;
    writeFileSync(path.join(testRoot, name), batch.map((file) => file.code).join('\n'));
  });
  for (const file of generated) rmSync(path.join(testRoot, file.name));
  return { titles: kept.length, stories, files: batches.length };
}
