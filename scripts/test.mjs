// `pnpm test`: everything CI runs, in order, each step timed. Every step runs even after a failure,
// so one run shows every broken layer; the exit code is non-zero when any step failed.
import { run } from './run.mjs';

/** Seconds a step may take before the summary warns (the CI time the team agreed to keep). */
const STORYBOOK_BUDGET_SECONDS = 180;

/**
 * Steps in order; the steps of one group run side by side. Typecheck and lint each keep one core
 * busy for a minute or more and read only sources, so on a 2-core machine they share the wait
 * (61 s and 74 s one after the other in a CI run). Their output is held until each ends, so the
 * log reads as if they had run in turn. The test steps keep a run to themselves: they start
 * servers and browsers, and some of them measure how long the server's loop stands still.
 */
const groups = [
  [
    { name: 'typecheck', args: ['typecheck'] },
    { name: 'lint', args: ['lint'] },
  ],
  [
    {
      name: 'unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set)',
      args: ['test:unit'],
    },
  ],
  [{ name: 'production build and start-up smoke test', args: ['test:smoke'] }],
  [
    {
      name: 'Storybook: interaction, accessibility and visual tests',
      args: ['test:storybook'],
      budget: STORYBOOK_BUDGET_SECONDS,
    },
  ],
  [{ name: 'end-to-end tests (Playwright, Chromium)', args: ['test:e2e'] }],
];

/** Runs one step; with `gather`, its output is held and handed back instead of printed. */
async function runStep({ args }, gather) {
  const started = Date.now();
  let output = '';
  const code = await run(
    'pnpm',
    args,
    gather
      ? {
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
          onOutput: (text) => (output += text),
        }
      : {},
  );
  return { code, seconds: (Date.now() - started) / 1000, output };
}

const results = [];
for (const steps of groups) {
  const gather = steps.length > 1;
  if (!gather) console.log(`\n━━ ${steps[0].name} ━━`);
  const outcomes = await Promise.all(steps.map((step) => runStep(step, gather)));
  steps.forEach((step, i) => {
    const { code, seconds, output } = outcomes[i];
    if (gather) process.stdout.write(`\n━━ ${step.name} ━━\n${output}`);
    results.push({ name: step.name, ok: code === 0, seconds, budget: step.budget });
  });
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
