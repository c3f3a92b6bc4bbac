// How `pnpm test:storybook` lays out its stories in Jest test files (used by
// test-runner-jest.config.js). In index-json mode the test-runner writes one test file per story
// file (title) into TEST_ROOT; Jest then gives every file a fresh browser page (the whole preview
// loaded again) and a fresh module registry: ~2 s per file on an idle 2-core machine, 5.2 s under
// load (whole library, 34 files of 24 stories: 178 of the workers' 1143 s). Here those files are
// joined into a few batches, large first and halving (e.g. 815 stories on 2 workers: 204, 204,
// 102, 102, 51, 51, 25, 25, 26, 25), so there are few page set-ups and the two workers still
// finish together: Jest starts the largest files first (by size, on a run without timings, as
// here: TEST_ROOT is new each run) and the small ones fill in at the end. With `--shard=k/N`
// only the titles of shard k are kept. The tests themselves are not touched: each story keeps its
// own `describe`/`it`, hooks and checks.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The smallest batch worth its page set-up (~20 s of tests against ~2 s): batches halve down to
 * about this size, and the last ones (one per worker) share what is left.
 */
export const MIN_BATCH_STORIES = 16;
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
 * The story counts of the batches for `stories` stories on `workers` Jest workers: one batch per
 * worker of 1/(2 × workers) of the stories, halving while enough is left for another round, then
 * one last batch per worker with the rest (fewer when there are too few stories to give each
 * worker MIN_BATCH_STORIES).
 */
export function batchSizes(stories, workers) {
  const sizes = [];
  let left = stories;
  let size = Math.ceil(stories / (2 * workers));
  while (size >= MIN_BATCH_STORIES && left - workers * size >= workers * MIN_BATCH_STORIES) {
    for (let i = 0; i < workers; i++) sizes.push(size);
    left -= size * workers;
    size = Math.ceil(size / 2);
  }
  const last = Math.max(1, Math.min(workers, Math.floor(left / MIN_BATCH_STORIES)));
  for (let i = 0; i < last; i++) sizes.push(Math.ceil((left - i) / last));
  return sizes.filter((n) => n > 0);
}

/**
 * Fills batches of the given story counts with whole files (`{ name, stories }`): largest file
 * first, into the batch furthest below its size (ties by name, so every run fills alike).
 */
export function fill(files, sizes) {
  const batches = sizes.map((size) => ({ size, stories: 0, files: [] }));
  const ordered = [...files].sort((a, b) => b.stories - a.stories || a.name.localeCompare(b.name));
  for (const file of ordered) {
    const emptiest = batches.reduce((best, batch) =>
      batch.size - batch.stories > best.size - best.stories ? batch : best,
    );
    emptiest.files.push(file);
    emptiest.stories += file.stories;
  }
  return batches
    .filter((batch) => batch.files.length > 0)
    .map((batch) => batch.files.sort((a, b) => a.name.localeCompare(b.name)));
}

/**
 * Rewrites the test-runner's generated files in `testRoot` into batches (and keeps one shard's
 * titles when `shard` is given). Returns what is left to run. Idempotent: a second call (a Jest
 * worker reading the config again) finds the batches and changes nothing.
 */
export function batchTestFiles(testRoot, { shard, workers = 2 } = {}) {
  const generated = readdirSync(testRoot)
    .filter((name) => name.endsWith('.test.js') && !name.startsWith(BATCH_PREFIX))
    .map((name) => {
      const code = readFileSync(path.join(testRoot, name), 'utf8');
      return { name, code, stories: storyCount(code) };
    });
  if (generated.length === 0) return undefined;
  const kept = shard ? balance(generated, shard.count)[shard.index - 1] : generated;
  const stories = kept.reduce((sum, file) => sum + file.stories, 0);
  // Named in the order Jest will start them (largest first), which is also the order of sizes.
  const batches = fill(kept, batchSizes(stories, workers));
  batches.forEach((batch, i) => {
    const name = `${BATCH_PREFIX}${String(i + 1).padStart(2, '0')}.test.js`;
    writeFileSync(path.join(testRoot, name), batch.map((file) => file.code).join('\n'));
  });
  for (const file of generated) rmSync(path.join(testRoot, file.name));
  return { titles: kept.length, stories, files: batches.length };
}
