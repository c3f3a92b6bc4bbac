import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Where each page's HTML goes in the build: the API serves it for that path (static-files.ts). */
const PRERENDERED_DIR = 'prerendered';

/** `/` → `index.html`, `/landing` → `landing.html`. */
function prerenderedFileOf(/** @type {string} */ pagePath) {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

const escapeHtml = (/** @type {string} */ text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The built index.html with a page's markup in `#root` and its own title and description
 * (document, Open Graph), so the page paints and is read by crawlers before any JavaScript runs.
 * @param {string} template
 * @param {{ html: string, title: string, description: string }} page
 */
export function fillTemplate(template, page) {
  const replaceOnce = (/** @type {string} */ html, /** @type {RegExp} */ pattern, replacement) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  for (const [attribute, content] of [
    ['name="description"', description],
    ['property="og:title"', title],
    ['property="og:description"', description],
  ]) {
    html = replaceOnce(
      html,
      new RegExp(`<meta\\s+${attribute}\\s+content="[^"]*"\\s*/?>`),
      `<meta ${attribute} content="${content}" />`,
    );
  }
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page needs no JavaScript to paint, so its scripts wait until it has: the entry
 * script and the module preloads leave the head, and a small loader (its source returned, for
 * `assets/hydrate-<hash>.js`) requests them after the first frame. On a slow phone connection
 * the stylesheet and the font then get the bandwidth to themselves, and the page shows sooner;
 * the app hydrates once its modules arrive.
 * @param {string} html a built page
 * @returns {{ html: (loaderUrl: string) => string, loaderSource: string }}
 */
export function deferScripts(html) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loaderSource = [
    '// Written by packages/app/vite-plugins/prerender.js: the page painted from its HTML; now',
    '// fetch the app (its modules together) and let it hydrate the page.',
    `const modules = ${JSON.stringify(preloads)};`,
    'requestAnimationFrame(() =>',
    '  setTimeout(() => {',
    '    for (const href of modules) {',
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    `    import(${JSON.stringify(entry)});`,
    '  }),',
    ');',
    '',
  ].join('\n');
  const withoutScripts = html.replace(ENTRY_SCRIPT, '').replaceAll(MODULE_PRELOAD, '');
  return {
    loaderSource,
    html: (loaderUrl) =>
      withoutScripts.replace(
        '</head>',
        () => `  <script type="module" src="${loaderUrl}"></script>\n  </head>`,
      ),
  };
}

/**
 * Prerenders pages at build time: after the browser build is written, builds `entry` for Node
 * (a module exporting `prerenderedPages`, a path → meta record, and `renderPage(path)`), renders
 * each page and writes `prerendered/<page>.html` beside index.html. The browser then hydrates
 * that HTML (main.tsx) instead of drawing the page from nothing: the first paint no longer
 * waits for the JavaScript, which is fetched after it (deferScripts). Written in `writeBundle`, so precompress (closeBundle) compresses it.
 * Plain JS (typed in prerender.d.ts) for Vite's native config loader.
 * @param {{ entry: string }} options `entry` relative to the app root
 * @returns {import('vite').Plugin}
 */
export function prerender({ entry }) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'laqta-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the app's node_modules, so the built module resolves react and friends from there.
      const scratch = path.join(config.root, 'node_modules', '.laqta-prerender');
      await fs.mkdir(scratch, { recursive: true });
      const serverDir = await fs.mkdtemp(path.join(scratch, 'build-'));
      try {
        await build({
          root: config.root,
          configFile: false,
          mode: config.mode,
          logLevel: 'warn',
          // Workspace packages ship TypeScript source: bundle them (and their imported assets).
          ssr: { noExternal: ['@laqta/ui', '@laqta/contract'] },
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            rolldownOptions: {
              output: { entryFileNames: 'entry.js' },
              // Libraries' "use client" lines mean nothing to a one-off render in Node.
              onLog(level, log, handler) {
                if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
              },
            },
          },
        });
        /** @type {{ prerenderedPages: Record<string, unknown>, renderPage: (path: string) => Promise<{ html: string, title: string, description: string }> }} */
        const server = await import(pathToFileURL(path.join(serverDir, 'entry.js')).href);
        const deferred = deferScripts(await fs.readFile(path.join(outDir, 'index.html'), 'utf8'));
        const hash = createHash('sha256').update(deferred.loaderSource).digest('hex').slice(0, 10);
        const loaderUrl = `/assets/hydrate-${hash}.js`;
        await fs.writeFile(path.join(outDir, loaderUrl), deferred.loaderSource);
        const template = deferred.html(loaderUrl);
        await fs.mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const pagePath of Object.keys(server.prerenderedPages)) {
          const page = await server.renderPage(pagePath);
          await fs.writeFile(
            path.join(outDir, PRERENDERED_DIR, prerenderedFileOf(pagePath)),
            fillTemplate(template, page),
          );
        }
      } finally {
        await fs.rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
