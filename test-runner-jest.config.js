// Jest config of `test-storybook`: the test-runner's defaults, run in Debian's Chromium
// (never a downloaded browser), with the generated test files joined into a few batches (and one
// shard's share with LAQTA_STORYBOOK_SHARD=k/N). Used by scripts/test-storybook.mjs.
import { getJestConfig } from '@storybook/test-runner';
import { batchTestFiles, parseShard } from './scripts/storybook-test-files.mjs';

const defaults = getJestConfig();

// TEST_ROOT: where the test-runner (index-json mode) has just written one test file per title.
if (process.env.TEST_ROOT) {
  const shard = process.env.LAQTA_STORYBOOK_SHARD;
  const plan = batchTestFiles(process.env.TEST_ROOT, {
    shard: shard ? parseShard(shard) : undefined,
    workers: Number(process.env.LAQTA_STORYBOOK_WORKERS) || 2,
  });
  if (plan) {
    console.log(
      `storybook test plan: ${plan.stories} stories of ${plan.titles} titles in ${plan.files} test files` +
        (shard ? ` (shard ${shard})` : ''),
    );
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Same pixels on every machine: no LCD subpixel text, fixed scale factor.
  '--font-render-hinting=none',
  '--force-device-scale-factor=1',
];

export default {
  ...defaults,
  // A story's render + play + axe + screenshot takes ~1 s on an idle machine; the default 15 s
  // budget ran out on the shared 2-core machine under load (one long page story). Still finite.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
  },
};
