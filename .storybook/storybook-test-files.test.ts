// scripts/storybook-test-files.mjs: how `pnpm test:storybook` joins the test-runner's generated
// files (one per title) into batches and keeps one shard's share. Every story must still run, once.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  balance,
  batchSizes,
  batchTestFiles,
  fill,
  MIN_BATCH_STORIES,
  parseShard,
} from '../scripts/storybook-test-files.mjs';

/** A file as the test-runner writes it in index-json mode: one `describe` per title. */
function generatedFile(title: string, stories: string[]) {
  const tests = stories
    .map(
      (story, i) =>
        `describe(${JSON.stringify(story)}, () => { it(${i % 2 ? '"play-test"' : '"smoke-test"'}, async () => { run(${JSON.stringify(`${title}--${story}`)}); }); });`,
    )
    .join('\n');
  return `describe(${JSON.stringify(title)}, () => {\n${tests}\n});`;
}

/** Sizes like ours: a few large screens, many small primitives. */
const TITLES = Array.from({ length: 30 }, (_, i) => ({
  title: `Area/Component${String(i).padStart(2, '0')}`,
  stories: Array.from({ length: 1 + ((i * 7) % 12) }, (_, s) => `Story${s}`),
}));
const ALL_IDS = TITLES.flatMap(({ title, stories }) => stories.map((s) => `${title}--${s}`));

const roots: string[] = [];
function testRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'storybook-test-files-'));
  roots.push(root);
  TITLES.forEach(({ title, stories }) =>
    writeFileSync(
      path.join(root, `${title.toLowerCase().replace('/', '-')}.test.js`),
      generatedFile(title, stories),
    ),
  );
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Runs the test files of `root` with recording `describe`/`it`: the story ids each file runs. */
function storiesRunBy(root: string) {
  return readdirSync(root).map((file) => {
    const ran: string[] = [];
    const code = readFileSync(path.join(root, file), 'utf8');
    new Function('describe', 'it', 'run', code)(
      (_: string, body: () => void) => body(),
      (_: string, test: () => void) => test(),
      (id: string) => ran.push(id),
    );
    return ran;
  });
}

describe('parseShard', () => {
  it('reads k/N and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/2', '3/2', '1/0', 'a/b', '1', '', '1/2/3']) {
      expect(() => parseShard(bad), bad).toThrow(/expected k\/N/);
    }
  });
});

describe('balance', () => {
  it('splits by story count, the groups within one file of each other, the same every time', () => {
    const files = TITLES.map(({ title, stories }) => ({ name: title, stories: stories.length }));
    const groups = balance(files, 4);
    const sizes = groups.map((group) => group.reduce((sum, file) => sum + file.stories, 0));
    const largest = Math.max(...files.map((file) => file.stories));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(largest);
    expect(
      groups
        .flat()
        .map((file) => file.name)
        .sort(),
    ).toEqual(files.map((f) => f.name).sort());
    expect(balance([...files].reverse(), 4)).toEqual(groups);
  });
});

describe('batchSizes', () => {
  it('plans few batches, largest first, halving, one last batch per worker with the rest', () => {
    expect(batchSizes(815, 2)).toEqual([204, 204, 102, 102, 51, 51, 26, 26, 25, 24]);
    for (const stories of [1, 10, 31, 32, 33, 64, 65, 114, 300, 815, 2000]) {
      for (const workers of [1, 2, 3]) {
        const sizes = batchSizes(stories, workers);
        const label = `${stories} stories, ${workers} workers: ${sizes.join(',')}`;
        expect(
          sizes.reduce((sum, n) => sum + n, 0),
          label,
        ).toBe(stories);
        // Never smaller than worth a page set-up, unless there are not enough stories for it.
        if (stories >= MIN_BATCH_STORIES) {
          expect(Math.min(...sizes), label).toBeGreaterThanOrEqual(MIN_BATCH_STORIES);
        } else {
          expect(sizes, label).toEqual([stories]);
        }
        // Largest first (Jest starts the largest file first), so the small ones come last.
        for (let i = 1; i < sizes.length; i++) {
          expect(sizes[i], label).toBeLessThanOrEqual(sizes[i - 1]!);
        }
        // A few page set-ups, not one per ~20 stories.
        expect(sizes.length, label).toBeLessThanOrEqual(
          workers * Math.ceil(Math.log2(stories + 1)),
        );
      }
    }
  });
});

describe('fill', () => {
  it('puts whole files into batches of about the planned sizes, the same every time', () => {
    const files = TITLES.map(({ title, stories }) => ({ name: title, stories: stories.length }));
    const total = files.reduce((sum, file) => sum + file.stories, 0);
    const sizes = batchSizes(total, 2);
    const batches = fill(files, sizes);
    const largest = Math.max(...files.map((file) => file.stories));
    batches.forEach((batch, i) => {
      const stories = batch.reduce((sum, file) => sum + file.stories, 0);
      expect(Math.abs(stories - sizes[i]!)).toBeLessThanOrEqual(largest);
    });
    expect(
      batches
        .flat()
        .map((file) => file.name)
        .sort(),
    ).toEqual(files.map((f) => f.name).sort());
    expect(fill([...files].reverse(), sizes)).toEqual(batches);
  });
});

describe('batchTestFiles', () => {
  it('joins the generated files into batches that run every story once', () => {
    const root = testRoot();
    const plan = batchTestFiles(root);
    expect(plan).toEqual({
      titles: TITLES.length,
      stories: ALL_IDS.length,
      files: batchSizes(ALL_IDS.length, 2).length,
    });
    expect(readdirSync(root)).toHaveLength(plan!.files);
    const ran = storiesRunBy(root);
    expect(ran.flat().sort()).toEqual([...ALL_IDS].sort());
    // The batches as planned (within one title), so two workers finish together.
    const sizes = ran.map((ids) => ids.length);
    batchSizes(ALL_IDS.length, 2).forEach((planned, i) =>
      expect(Math.abs(sizes[i]! - planned)).toBeLessThanOrEqual(12),
    );
    // A second reading of the config changes nothing.
    const before = readdirSync(root).map((file) => readFileSync(path.join(root, file), 'utf8'));
    expect(batchTestFiles(root)).toBeUndefined();
    expect(readdirSync(root).map((file) => readFileSync(path.join(root, file), 'utf8'))).toEqual(
      before,
    );
  });

  it('gives each story to exactly one of N shards, whole titles, about equal shares', () => {
    const shares = [1, 2, 3].map((index) => {
      const root = testRoot();
      const plan = batchTestFiles(root, { shard: { index, count: 3 } });
      return { plan: plan!, ids: storiesRunBy(root).flat() };
    });
    expect(shares.flatMap(({ ids }) => ids).sort()).toEqual([...ALL_IDS].sort());
    const titlesOf = (ids: string[]) => new Set(ids.map((id) => id.split('--')[0]));
    const [a, b, c] = shares.map(({ ids }) => titlesOf(ids));
    for (const title of a!) expect(b!.has(title) || c!.has(title)).toBe(false);
    const counts = shares.map(({ plan }) => plan.stories);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(12);
  });

  it('leaves a folder without generated files alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'storybook-test-files-'));
    roots.push(root);
    expect(batchTestFiles(root)).toBeUndefined();
  });
});
