// The MDX pages of a built Storybook (Introduction, Foundations, one overview per area), checked
// like the stories: each page must render its heading without an error, log no error, and pass
// axe. Called by scripts/test-storybook.mjs with the URL it serves the build on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { CHROMIUM_ARGS } from '../test-runner-jest.config.js';

/** The stand-alone MDX pages of a build (not the generated component docs). */
export function mdxPages(buildDir) {
  const index = JSON.parse(readFileSync(path.join(buildDir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'),
  );
}

/** Visits every page; returns one line per problem (empty when all pages are fine). */
export async function checkDocsPages(url, pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const problems = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const entry of pages) {
      const errors = [];
      const onConsole = (message) => {
        const where = message.location().url ?? '';
        // The browser asks for a favicon by itself; Storybook's static build has none.
        if (message.type() === 'error' && !where.endsWith('/favicon.ico')) {
          errors.push(`${message.text()} ${where}`.trim());
        }
      };
      const onPageError = (error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await page.goto(`${url}/iframe.html?viewMode=docs&id=${entry.id}`);
      const heading = page.locator('#storybook-docs h1').first();
      try {
        await heading.waitFor({ timeout: 30_000 });
      } catch {
        problems.push(`${entry.id}: no heading rendered (${entry.importPath})`);
      }
      if (await page.locator('.sb-errordisplay').isVisible()) {
        problems.push(`${entry.id}: Storybook shows an error`);
      }
      await injectAxe(page);
      const violations = await getViolations(page, '#storybook-docs', {
        rules: { region: { enabled: false } },
      });
      for (const violation of violations) {
        const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
        problems.push(
          `${entry.id}: axe ${violation.id} (${violation.help}) at ${where.join(', ')}`,
        );
      }
      for (const error of errors) problems.push(`${entry.id}: console error: ${error}`);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  } finally {
    await browser.close();
  }
  return problems;
}
