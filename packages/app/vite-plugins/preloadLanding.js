/**
 * Adds `<link rel="modulepreload">` for the landing page's lazy chunks (the public shell and the
 * landing route, with what they import) to index.html, so a phone fetches them together with the
 * entry instead of after it has run: one round trip less before the hero shows. Other pages pay
 * a few cached kilobytes. Plain JS (typed in preloadLanding.d.ts) for Vite's native config loader.
 * @param {string[]} entries module paths (relative to the app root) whose chunks to preload
 * @returns {import('vite').Plugin}
 */
export function preloadChunksOf(entries) {
  return {
    name: 'laqta-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        /** @type {Map<string, import('rollup').OutputChunk>} */
        const chunks = new Map();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        // What the entry imports statically, Vite preloads already.
        const preloaded = new Set();
        const visitEntry = (/** @type {string} */ fileName) => {
          const chunk = chunks.get(fileName);
          if (!chunk || preloaded.has(fileName)) return;
          preloaded.add(fileName);
          chunk.imports.forEach(visitEntry);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visitEntry(chunk.fileName);
        const wanted = new Set();
        const visit = (/** @type {string} */ fileName) => {
          const chunk = chunks.get(fileName);
          if (!chunk || preloaded.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks.values()) {
          const id = chunk.facadeModuleId?.replaceAll('\\', '/');
          if (id && entries.some((entry) => id.endsWith(entry))) visit(chunk.fileName);
        }
        return [...wanted].sort().map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
