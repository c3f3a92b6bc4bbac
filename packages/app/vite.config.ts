import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.js';
import { prerender } from './vite-plugins/prerender.js';

// In development the API runs beside Vite (see scripts/dev.mjs); Vite forwards its paths to it.
const apiTarget = `http://127.0.0.1:${process.env.LAQTA_API_PORT ?? '3000'}`;

/**
 * The public pages' entry: a build input beside index.html (the single-page app), loaded by the
 * pages the server renders (vite-plugins/prerender.js). Without the router or the back office,
 * so the landing page's first load stays small (scripts/lighthouse.mjs checks the budget).
 */
const PUBLIC_ENTRY = 'src/prerender/hydratePage.tsx';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerender({ entry: 'src/prerender/renderPage.tsx', publicEntry: PUBLIC_ENTRY }),
    precompress(),
  ],
  server: {
    port: Number(process.env.LAQTA_WEB_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        publicPages: fileURLToPath(new URL(PUBLIC_ENTRY, import.meta.url)),
      },
      output: {
        // React in a chunk of its own: named for what it is in the budget's table, and cached
        // across deploys that change only our code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
