// Bundles the server for Node 20: dist/main.js, plus dist/cli/<name>.js for every src/cli/<name>.ts.
// Our own code and the @laqta/* workspace sources are bundled; every npm dependency stays external
// (resolved from node_modules at run time, native modules included).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const cliDir = path.join(here, 'src/cli');
const cliEntries = fs.existsSync(cliDir)
  ? fs.readdirSync(cliDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  : [];

/** Bare imports are external unless they name a workspace package. */
const externalNpmDependencies = {
  name: 'external-npm-dependencies',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@laqta/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmDependencies],
};

fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  ...shared,
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
});
if (cliEntries.length > 0) {
  await build({
    ...shared,
    entryPoints: cliEntries.map((name) => path.join(cliDir, name)),
    outdir: path.join(here, 'dist/cli'),
  });
}
console.log(
  `built dist/main.js${cliEntries.length ? ` and ${cliEntries.length} cli command(s)` : ''}`,
);
