import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Where the server-render bundle and its page template go in the build (never served as files). */
export const SERVER_DIR = 'server';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page template of the server-rendered public pages, from the built index.html: the single-
 * page app's entry script and module preloads leave it (the stylesheet stays), and a small loader
 * (its source returned, for `assets/hydrate-<hash>.js`) requests the public entry and its imports
 * after the first frame. A prerendered page needs no JavaScript to paint: on a slow phone
 * connection the stylesheet and the font get the bandwidth to themselves, the page shows sooner,
 * and it hydrates once its modules arrive.
 * @param {string} html the built index.html
 * @param {{ entry: string, modules: string[] }} publicEntry the URLs of the public entry and of its imports
 * @returns {{ html: (loaderUrl: string) => string, loaderSource: string }}
 */
export function deferScripts(html, publicEntry) {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no module entry script');
  const loaderSource = [
    '// Written by packages/app/vite-plugins/prerender.js: the page painted from its HTML; now',
    '// fetch the public entry (its modules together) and let it hydrate the page.',
    `const modules = ${JSON.stringify(publicEntry.modules)};`,
    'requestAnimationFrame(() =>',
    '  setTimeout(() => {',
    '    for (const href of modules) {',
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    `    import(${JSON.stringify(publicEntry.entry)});`,
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
 * The URL of the entry chunk built from `entry` (a module path relative to the app root) and of
 * every chunk it imports statically, which the browser needs before the entry runs.
 * @param {import('rollup').OutputBundle} bundle
 * @param {string} entry
 */
function entryChunks(bundle, entry) {
  /** @type {Map<string, import('rollup').OutputChunk>} */
  const chunks = new Map();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const root = [...chunks.values()].find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(entry),
  );
  if (!root) throw new Error(`the build has no entry chunk for ${entry}`);
  const imported = new Set();
  const visit = (/** @type {string} */ fileName) => {
    if (imported.has(fileName)) return;
    imported.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  root.imports.forEach(visit);
  return { entry: `/${root.fileName}`, modules: [...imported].sort().map((file) => `/${file}`) };
}

/**
 * Builds the server-render bundle: after the browser build is written, builds `entry` for Node
 * with everything it imports (React, the ui library: no node_modules needed at run time) into
 * `server/render.js`, and writes `server/page.html`, the built index.html whose only script is a
 * loader of `publicEntry` after the first frame (deferScripts). The API imports the bundle by path
 * and renders each public page per request with the current settings
 * (packages/api/src/modules/public-pages), so the page paints before any JavaScript and the
 * public entry (a build input of its own) hydrates it. Written in `writeBundle`, so precompress
 * (closeBundle) compresses the loader.
 * Plain JS (typed in prerender.d.ts) for Vite's native config loader.
 * @param {{ entry: string, publicEntry: string }} options both relative to the app root
 * @returns {import('vite').Plugin}
 */
export function prerender({ entry, publicEntry }) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'laqta-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(outDir, SERVER_DIR);
      await build({
        root: config.root,
        configFile: false,
        mode: config.mode,
        logLevel: 'warn',
        // Self-contained: the API loads it from any folder (a deploy need not ship node_modules).
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: entry,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            output: { entryFileNames: 'render.js', codeSplitting: false },
            // Libraries' "use client" lines mean nothing to a render in Node.
            onLog(level, log, handler) {
              if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
            },
          },
        },
      });
      const deferred = deferScripts(
        await fs.readFile(path.join(outDir, 'index.html'), 'utf8'),
        entryChunks(bundle, publicEntry),
      );
      const hash = createHash('sha256').update(deferred.loaderSource).digest('hex').slice(0, 10);
      const loaderUrl = `/assets/hydrate-${hash}.js`;
      await fs.writeFile(path.join(outDir, loaderUrl), deferred.loaderSource);
      await fs.writeFile(path.join(serverDir, 'page.html'), deferred.html(loaderUrl));
      // Fail the build, not the first visitor, if the bundle cannot render a page.
      /** @type {{ renderDocument: (options: object) => Promise<string | null> }} */
      const server = await import(
        `${pathToFileURL(path.join(serverDir, 'render.js')).href}?${hash}`
      );
      const html = await server.renderDocument({
        template: deferred.html(loaderUrl),
        path: '/landing',
        data: { publicSettings: { success: true, data: [] }, settingTexts: {} },
        origin: 'https://laqta.sa',
      });
      if (!html?.includes('<h1'))
        throw new Error('the server-render bundle drew no heading for /landing');
    },
  };
}
