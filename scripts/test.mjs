// `pnpm test`: everything CI runs, in order, each step timed. Every step runs even after a failure,
// so one run shows every broken layer; the exit code is non-zero when any step failed.
import { run } from './run.mjs';

/** Seconds a step may take before the summary warns (the CI time the team agreed to keep). */
const STORYBOOK_BUDGET_SECONDS = 180;

const steps = [
  ['typecheck', ['typecheck']],
  ['lint', ['lint']],
  ['unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set)', ['test:unit']],
  ['production build and start-up smoke test', ['test:smoke']],
  [
    'Storybook: interaction, accessibility and visual tests',
    ['test:storybook'],
    STORYBOOK_BUDGET_SECONDS,
  ],
  ['end-to-end tests (Playwright, Chromium)', ['test:e2e']],
];

const results = [];
for (const [name, args, budget] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run('pnpm', args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, budget });
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}
for (const { name, seconds, budget } of results) {
  if (budget !== undefined && seconds > budget) {
    console.log(
      `warning: "${name}" took ${seconds.toFixed(0)} s, over its ${budget} s budget: ` +
        'shard it (--shard=k/N) or find the slow stories before it grows further',
    );
  }
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
