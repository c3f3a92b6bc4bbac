// Types of storybook-test-files.mjs (a plain Node module: Jest's config loads it without a build).
export declare const MIN_BATCH_STORIES: number;
export interface Shard {
  index: number;
  count: number;
}
export declare function parseShard(value: string): Shard;
export declare function balance<T extends { name: string; stories: number }>(
  files: T[],
  count: number,
): T[][];
export declare function batchSizes(stories: number, workers: number): number[];
export declare function fill<T extends { name: string; stories: number }>(
  files: T[],
  sizes: number[],
): T[][];
export declare function batchTestFiles(
  testRoot: string,
  options?: { shard?: Shard; workers?: number },
): { titles: number; stories: number; files: number } | undefined;
