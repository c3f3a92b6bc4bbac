// Hooks of `pnpm test:storybook` (ESM). For every story the test-runner renders it, runs its
// `play` function (the interaction test), then addon-a11y runs axe in the page with the story's
// `parameters.a11y` (the a11y panel's own run) and, as the preview sets `a11y: { test: 'error' }`,
// the test-runner fails the story on any violation. Here we add what that leaves out: the
// viewport, the rule that opting out needs a reason, a contrast check for Arabic text (which axe
// skips) and the offline visual comparison with the committed baseline PNGs, right to left and,
// in the same visit, left to right.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from '@playwright/test';
import { injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/** Baseline PNGs, one per story id: RTL (the product's direction), and LTR where it differs. */
const BASELINE_DIR = path.join(process.cwd(), '.storybook', '__visual__');
const LTR_BASELINE_DIR = path.join(BASELINE_DIR, 'ltr');
type A11yParameters = { test?: 'off' | 'todo' | 'error'; disable?: boolean };

/**
 * axe skips colour contrast for Arabic text: its icon-ligature heuristic mistakes joined Arabic
 * letters for an icon font, so `color-contrast` reports Arabic text as "inapplicable". This runs
 * the same measurement (axe's own colour helpers, WCAG AA thresholds) on every visible text.
 * Runs in the page; returns one line per failing element.
 */
function findLowContrastText(): string[] {
  type AxeColor = { getContrast(bg: unknown, fg: unknown): number };
  const axe = (
    window as unknown as {
      laqtaAxe: {
        setup(node?: Node): void;
        teardown(): void;
        commons: { color: AxeColor & Record<string, (...args: unknown[]) => unknown> };
      };
    }
  ).laqtaAxe;
  const { color } = axe.commons;
  const failures: string[] = [];
  const checked = new Set<Element>();
  axe.setup(document);
  try {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!element || checked.has(element) || !walker.currentNode.nodeValue?.trim()) continue;
      checked.add(element);
      // Not applicable, as in axe: Storybook chrome, hidden or disabled content.
      if (
        element.closest(
          '#storybook-docs, .sb-wrapper, [aria-hidden="true"], :disabled, [aria-disabled="true"]',
        )
      )
        continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility !== 'visible' ||
        Number(style.opacity) === 0
      )
        continue;
      const foreground = color.getForegroundColor!(element);
      const background = color.getBackgroundColor!(element, []);
      if (!foreground || !background) continue; // over an image or gradient: axe cannot tell either
      const ratio = color.getContrast(background, foreground);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (Number.parseInt(style.fontWeight, 10) >= 700 && size >= 18.66);
      const minimum = large ? 3 : 4.5;
      if (ratio < minimum) {
        failures.push(`${ratio.toFixed(2)}:1 < ${minimum}:1  ${element.outerHTML.slice(0, 160)}`);
      }
    }
  } finally {
    axe.teardown();
  }
  return failures;
}

/** Stories without a viewport global are tested on the desktop viewport. */
const DEFAULT_VIEWPORT = 'desktop';

type ViewportOptions = Record<string, { styles: { width: string; height: string } }>;

/** The pixel size of the story's viewport, from the preview's `parameters.viewport.options`. */
function viewportSize(options: ViewportOptions, name: string | undefined) {
  const viewport = options[name ?? DEFAULT_VIEWPORT] ?? options[DEFAULT_VIEWPORT];
  if (!viewport) throw new Error(`unknown viewport "${name}" (see parameters.viewport.options)`);
  return {
    width: Number.parseInt(viewport.styles.width, 10),
    height: Number.parseInt(viewport.styles.height, 10),
  };
}

/** The story context read in preVisit, reused in postVisit (one page round trip less). */
const storyContexts = new Map<string, Awaited<ReturnType<typeof getStoryContext>>>();

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
    // The pixel worker belongs to this test file (Jest gives each file its own module registry):
    // end it with the file, or idle workers pile up in a Jest worker process and, when Jest runs
    // the tests in its own process (one test file), keep it from exiting.
    afterAll(stopPixelWorker);
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    storyContexts.set(context.id, story);
    const options = (story.parameters.viewport as { options: ViewportOptions }).options;
    // loadStory gives the story's own globals (`storyGlobals`), e.g. { viewport: { value: 'phone' } }.
    const { storyGlobals } = story as unknown as {
      storyGlobals?: { viewport?: { value?: string } };
    };
    const viewport = storyGlobals?.viewport?.value;
    await page.setViewportSize(viewportSize(options, viewport));
  },

  async postVisit(page, context) {
    const story = storyContexts.get(context.id) ?? (await getStoryContext(page, context));
    storyContexts.delete(context.id);

    // Accessibility. axe itself already ran (addon-a11y, see the top of this file); turning it
    // off or down to 'todo' is allowed only with a written reason next to it.
    const a11y = (story.parameters.a11y ?? {}) as A11yParameters;
    const optedOut = a11y.test === 'off' || a11y.test === 'todo' || a11y.disable === true;
    const reason: unknown = story.parameters.a11yOptOutReason;
    if (optedOut && (typeof reason !== 'string' || reason.trim() === '')) {
      throw new Error(
        `${context.id}: a11y checks are off without an \`a11yOptOutReason\` parameter.`,
      );
    }
    if (!optedOut) {
      // A private axe-core (axe-playwright's copy) lends its colour helpers: addon-a11y keeps its
      // own instance, which may be running again when a story re-renders. Once per page, which
      // stays loaded from story to story.
      const injected = await page.evaluate(() => 'laqtaAxe' in window);
      if (!injected) {
        await injectAxe(page);
        await page.evaluate(() => {
          const scope = window as unknown as { axe: unknown; laqtaAxe: unknown };
          scope.laqtaAxe = scope.axe;
        });
      }
      const lowContrast = await page.evaluate(findLowContrastText);
      if (lowContrast.length > 0) {
        throw new Error(
          `${context.id}: text below WCAG AA contrast:\n  ${lowContrast.join('\n  ')}`,
        );
      }
    }

    // Offline visual regression: the settled page, real font, no animation, in both directions.
    // LTR is taken in the same visit: the direction global flips and the story re-renders in place
    // (its state, e.g. what its play typed or opened, is kept; play and axe do not run again).
    // Stories that fix their own direction (or show both) keep it: one shot covers them.
    const { storyGlobals } = story as unknown as { storyGlobals?: { direction?: string } };
    const [rtlImage, ltrImage] = await whileStill(page, async () => {
      const rtl = await screenshot(page);
      if (storyGlobals?.direction !== undefined) return [rtl, rtl];
      return [rtl, await inDirection(page, 'ltr', () => screenshot(page))];
    });
    await compareWithBaseline(rtlImage, BASELINE_DIR, context.id);
    const ltrBaseline = path.join(LTR_BASELINE_DIR, `${context.id}.png`);
    if (ltrImage.equals(rtlImage)) {
      // Nothing on screen depends on the direction: the RTL baseline covers LTR too, and an LTR
      // baseline left from when it did is stale (it would pass nothing and hide a lost mirroring).
      if (existsSync(ltrBaseline)) {
        if (!updatingSnapshots()) {
          throw new Error(
            `${path.relative(process.cwd(), ltrBaseline)} is stale: ${context.id} now renders ` +
              'the same left to right as right to left. If that is intended, run ' +
              '`pnpm test:visual:update <folder>` to delete it.',
          );
        }
        rmSync(ltrBaseline);
      }
      return;
    }
    await compareWithBaseline(ltrImage, LTR_BASELINE_DIR, context.id);
  },
};

/**
 * Runs `shoot` with animations and transitions stopped at their start (spinners, fades), on top of
 * Playwright's own `animations: 'disabled'`; the style goes again before the next story's play.
 */
async function whileStill<T>(page: Page, shoot: () => Promise<T>) {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  });
  try {
    return await shoot();
  } finally {
    await still.evaluate((style) => (style as Element).remove());
  }
}

/**
 * Every image of the story has loaded or failed, and is still so two frames later: a failed
 * thumbnail's fallback (Video: the best thumbnail, then the poster) has rendered and loaded too.
 * Shot before that, the About page showed an empty black frame where its poster belongs once in a
 * while. At most 5 s, then the story is shot as it is; a story without images waits for nothing.
 */
async function imagesSettled(page: Page) {
  await page.evaluate(async () => {
    // Only what the screenshot shows (the viewport): a lazy image out of view never loads.
    const shown = () =>
      [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      });
    if (shown().length === 0) return;
    const deadline = performance.now() + 5_000;
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const state = () =>
      shown()
        .map((image) => `${image.currentSrc}|${image.complete}`)
        .join(',');
    let previous: string | undefined;
    while (performance.now() < deadline) {
      const loaded = Promise.all(
        shown()
          .filter((image) => !image.complete)
          .map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
          ),
      );
      await Promise.race([
        loaded,
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
      await twoFrames();
      const now = state();
      if (now === previous) return;
      previous = now;
    }
  });
}

/** The page once the real font is in and its images have settled, caret hidden. */
async function screenshot(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await imagesSettled(page);
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

type PreviewWindow = {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void;
    once(event: string, listener: () => void): void;
  };
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: { userGlobals: { get(): Record<string, unknown>; update(g: object): void } };
  };
};

/**
 * Runs `action` with the story re-rendered in `direction`, then puts the user globals back
 * without another render (the next story renders with them).
 */
async function inDirection<T>(page: Page, direction: 'ltr' | 'rtl', action: () => Promise<T>) {
  const previous = await page.evaluate(async (dir) => {
    const preview = window as unknown as PreviewWindow;
    const { direction: before, a11y } =
      preview.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get();
    await new Promise<void>((resolve, reject) => {
      setTimeout(() => reject(new Error(`the story did not re-render in ${dir}`)), 15_000);
      preview.__STORYBOOK_ADDONS_CHANNEL__.once('storyRendered', resolve);
      // axe already checked this story; `manual` keeps addon-a11y from running it again.
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
        globals: { direction: dir, a11y: { ...(a11y as object), manual: true } },
      });
    });
    return { direction: before, a11y };
  }, direction);
  // `storyRendered` can be the tail of an earlier render: wait until the page really is in the
  // new direction, then let floating parts (menus, popovers) measure again after a resize and
  // settle for two frames, or an open menu is shot where the other direction placed it.
  await page.waitForFunction((dir) => document.documentElement.dir === dir, direction, {
    timeout: 15_000,
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.dispatchEvent(new Event('resize'));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  try {
    return await action();
  } finally {
    await page.evaluate((globals) => {
      const preview = window as unknown as PreviewWindow;
      preview.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update(globals);
    }, previous);
  }
}

/** `-u` (pnpm test:visual:update) writes baselines; `--ci` fails on a missing one. */
function updatingSnapshots() {
  const state = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
  return state.snapshotState?._updateSnapshot === 'all';
}

/**
 * How far one pixel's colour may move before it counts as different (pixelmatch's YIQ measure,
 * 0–1). jest-image-snapshot's default is 0.01; Chromium anti-aliases the edge of a small icon
 * up to ~5 levels differently from one run to the next (a lucide check in a dialog: 2 pixels,
 * 30 → 35), which 0.01 reads as a change. 0.02 lets that through and still fails on any colour
 * a designer could see (10 levels is past it).
 */
const PIXEL_THRESHOLD = 0.02;

type PixelWorker = {
  samePixels(received: Buffer, baseline: Buffer): Promise<boolean>;
  stop(): Promise<number>;
};
/**
 * The worker of this test file that compares pixels outside Jest's sandbox (see
 * same-pixels-worker.mjs); started on the first screenshot whose bytes differ from its baseline.
 */
let pixelWorker: PixelWorker | undefined;

async function stopPixelWorker() {
  const worker = pixelWorker;
  pixelWorker = undefined;
  await worker?.stop();
}

function startPixelWorker(): PixelWorker {
  const worker = new Worker(path.join(process.cwd(), '.storybook', 'same-pixels-worker.mjs'));
  const waiting = new Map<number, (same: boolean) => void>();
  let next = 0;
  worker.on('message', ({ id, same }: { id: number; same: boolean }) => {
    waiting.get(id)?.(same);
    waiting.delete(id);
  });
  worker.on('error', () => {
    // A broken worker decides nothing: jest-image-snapshot compares (and reports) instead.
    for (const resolve of waiting.values()) resolve(false);
    waiting.clear();
    pixelWorker = undefined;
  });
  // After the listeners: a 'message' listener refs the worker again (Node), so an unref() before
  // it was undone and the idle worker kept Jest's own process from exiting.
  worker.unref();
  return {
    stop: () => worker.terminate(),
    samePixels(received: Buffer, baseline: Buffer) {
      const id = next++;
      return new Promise<boolean>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, received, baseline, threshold: PIXEL_THRESHOLD });
      });
    },
  };
}

async function compareWithBaseline(image: Buffer, dir: string, id: string) {
  const baseline = path.join(dir, `${id}.png`);
  if (existsSync(baseline)) {
    const expected = readFileSync(baseline);
    // Same bytes as the baseline: nothing to compare (decoding and diffing is the slow part).
    if (expected.equals(image)) return;
    // Other bytes, same picture by jest-image-snapshot's own measure: passes without it.
    pixelWorker ??= startPixelWorker();
    if (await pixelWorker.samePixels(image, expected)) return;
  }
  // A real difference (or no baseline): jest-image-snapshot fails with its diff image (or, under
  // `-u`, writes the new baseline; under `--ci`, a missing one fails).
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: dir,
    customSnapshotIdentifier: id,
    storeReceivedOnFailure: true,
    customDiffConfig: { threshold: PIXEL_THRESHOLD },
    // Compare in this process: the default spawns a Node process per screenshot.
    runInProcess: true,
  });
}

export default config;
