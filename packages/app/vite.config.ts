import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.js';
import { preloadChunksOf } from './vite-plugins/preloadLanding.js';
import { prerender } from './vite-plugins/prerender.js';

// In development the API runs beside Vite (see scripts/dev.mjs); Vite forwards its paths to it.
const apiTarget = `http://127.0.0.1:${process.env.LAQTA_API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadChunksOf(['src/routes/public/PublicShell.tsx', 'src/routes/public/LandingRoute.tsx']),
    prerender({ entry: 'src/prerender/renderPage.tsx' }),
    precompress(),
  ],
  server: {
    port: Number(process.env.LAQTA_WEB_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
