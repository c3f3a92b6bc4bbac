// Chromatic's configuration, checked offline in `pnpm test:unit` (the real check needs a network
// and a token): the config file against the CLI's own schema, the workflow's triggers and
// checkout, and the modes every kind of story ends up with after Storybook merges parameters.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfiguration } from 'chromatic/node';
import { combineParameters } from 'storybook/preview-api';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inDirection, onPhone, onTablet, VIEWPORTS } from '../packages/ui/src/storybook/viewports';
import preview from './preview';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Modes = Record<string, Record<string, unknown>>;
const modesOf = (...levels: Record<string, unknown>[]) =>
  (combineParameters(preview.parameters ?? {}, ...levels) as { chromatic: { modes: Modes } })
    .chromatic.modes;
/** The modes Chromatic captures: a mode with `disable: true` is skipped (Chromatic's docs). */
const capturedModes = (...levels: Record<string, unknown>[]) =>
  Object.fromEntries(
    Object.entries(modesOf(...levels)).filter(([, mode]) => mode.disable !== true),
  );
const width = (name: keyof typeof VIEWPORTS) => Number.parseInt(VIEWPORTS[name].styles.width, 10);

describe('chromatic.config.json', () => {
  it("passes the Chromatic CLI's strict schema and turns on what CI relies on", async () => {
    // getConfiguration parses with the CLI's zod schema (strict: an unknown key throws).
    const config = await getConfiguration(path.join(root, 'chromatic.config.json'));
    expect(config).toMatchObject({
      onlyChanged: true,
      exitZeroOnChanges: true,
      autoAcceptChanges: 'main',
    });
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts[config.buildScriptName ?? '']).toMatch(/storybook build/);
  });

  it('is refused with an unknown key (the check can fail)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chromatic-')), 'chromatic.config.json');
    writeFileSync(file, JSON.stringify({ onlyChanged: true, autoAcceptChange: 'main' }));
    await expect(getConfiguration(file)).rejects.toThrow();
    rmSync(path.dirname(file), { recursive: true });
  });
});

describe('.github/workflow/chromatic.yml', () => {
  const workflow = parse(read('.github/workflows/chromatic.yml'));
  const steps = workflow.jobs.chromatic.steps as { uses?: string; run?: string; with?: object }[];

  it('runs on pushes to main and on pull requests', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it("cancels a pull request's running build on a new push, never a build of main", () => {
    expect(workflow.concurrency).toEqual({
      // Pushes to main: one group per commit, so none waits behind (or replaces) another.
      group: 'chromatic-${{ github.event.pull_request.head.ref || github.sha }}',
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    });
  });

  it("checks out the pull request's head with the whole history, then runs pnpm chromatic", () => {
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toEqual({
      'fetch-depth': 0,
      ref: '${{ github.event.pull_request.head.ref || github.sha }}',
    });
    expect(steps.some((step) => step.run === 'pnpm chromatic')).toBe(true);
    expect(JSON.parse(read('package.json')).scripts.chromatic).toBe('chromatic');
  });
});

describe('Chromatic modes', () => {
  const directions = (preview.globalTypes?.direction?.toolbar?.items as { value: string }[]).map(
    (item) => item.value,
  );

  it('captures every story once in RTL and once in LTR at the offline desktop width', () => {
    expect(modesOf()).toEqual({
      rtl: { direction: 'rtl', viewport: width('desktop') },
      ltr: { direction: 'ltr', viewport: width('desktop') },
    });
    expect(width('desktop')).toBe(1280);
  });

  it('gives phone and tablet stories the same two modes at their width, not four', () => {
    expect(modesOf(onPhone.parameters)).toEqual({
      rtl: { direction: 'rtl', viewport: width('phone') },
      ltr: { direction: 'ltr', viewport: width('phone') },
    });
    expect(modesOf({ chromatic: { diffThreshold: 0.2 } }, onTablet.parameters)).toEqual({
      rtl: { direction: 'rtl', viewport: width('tablet') },
      ltr: { direction: 'ltr', viewport: width('tablet') },
    });
  });

  it('captures a story that fixes its direction once, in the mode of what it shows', () => {
    expect(capturedModes(inDirection('ltr').parameters)).toEqual({
      ltr: { direction: 'ltr', viewport: width('desktop') },
    });
    expect(capturedModes(inDirection('rtl').parameters)).toEqual({
      rtl: { direction: 'rtl', viewport: width('desktop') },
    });
    expect(capturedModes(inDirection('both').parameters)).toEqual({
      rtl: { direction: 'rtl', viewport: width('desktop') },
    });
    // At the component level under a phone story: still one snapshot, at the phone's width.
    expect(capturedModes(inDirection('ltr').parameters, onPhone.parameters)).toEqual({
      ltr: { direction: 'ltr', viewport: width('phone') },
    });
    expect(inDirection('both').globals).toEqual({ direction: 'both' });
  });

  it('uses only known globals and widths', () => {
    const widths = Object.keys(VIEWPORTS).map((name) => width(name as keyof typeof VIEWPORTS));
    const fixed = (['rtl', 'ltr', 'both'] as const).map((dir) => inDirection(dir).parameters);
    for (const parameters of [{}, onPhone.parameters, onTablet.parameters, ...fixed]) {
      for (const mode of Object.values(capturedModes(parameters))) {
        expect(Object.keys(mode).sort()).toEqual(['direction', 'viewport']);
        expect(directions).toContain(mode.direction);
        expect(widths).toContain(mode.viewport);
      }
    }
  });

  const uiSrc = path.join(root, 'packages', 'ui', 'src');
  const stories = readdirSync(uiSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => ({ file, source: readFileSync(path.join(uiSrc, file), 'utf8') }));

  it('are defined in one place: no story file sets modes of its own', () => {
    expect(stories.length).toBeGreaterThan(50);
    const withModes = stories.filter(({ source }) => /\bmodes\s*:/.test(source));
    expect(withModes.map(({ file }) => file)).toEqual([]);
  });

  it('a story fixes its direction only through inDirection (which drops the duplicate mode)', () => {
    const fixesDirection = stories.filter(({ source }) => fixesDirectionItself(source));
    expect(fixesDirection.map(({ file }) => file)).toEqual([]);
    // The check can fail: the way the Toast story fixed its direction before inDirection.
    expect(fixesDirectionItself("export const Ltr = { globals: { direction: 'ltr' } };")).toBe(
      true,
    );
    expect(fixesDirectionItself("export const Ltr = { ...inDirection('ltr') };")).toBe(false);
    expect(stories.filter(({ source }) => /\binDirection\(/.test(source)).length).toBeGreaterThan(
      0,
    );
  });
});

/** A `globals` object literal in a story file that names the direction. */
function fixesDirectionItself(source: string) {
  return /\bglobals\s*:\s*\{[^}]*\bdirection\s*:/.test(source);
}
