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
 * Builds the server-render bundle: after the browser build is written, builds `entry` for Node
 * with everything it imports (React, the router, the ui library: no node_modules needed at run
 * time) into `server/render.js`, and writes `server/page.html`, the built index.html whose scripts
 * wait for the first frame (deferScripts). The API imports the bundle by path and renders each
 * public page per request with the current settings (packages/api/src/modules/public-pages), so
 * the page paints before any JavaScript and the browser hydrates it (main.tsx). Written in
 * `writeBundle`, so precompress (closeBundle) compresses the loader.
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
      const deferred = deferScripts(await fs.readFile(path.join(outDir, 'index.html'), 'utf8'));
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
