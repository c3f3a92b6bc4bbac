import type { Plugin } from 'vite';

/** Where the server-render bundle and its page template go in the build. */
export const SERVER_DIR: string;
/** Builds the server-render bundle and its page template (see prerender.js). */
export function prerender(options: { entry: string; publicEntry: string }): Plugin;
