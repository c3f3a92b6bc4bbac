import type { Plugin } from 'vite';

/** Preloads the chunks of these modules (and their imports) from index.html (see preloadLanding.js). */
export function preloadChunksOf(entries: string[]): Plugin;
