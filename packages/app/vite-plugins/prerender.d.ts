import type { Plugin } from 'vite';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

/** The built index.html with the page's markup in `#root` and its title and description. */
export function fillTemplate(template: string, page: PrerenderedPage): string;
/** Prerenders the pages `entry` lists at build time (see prerender.js). */
export function prerender(options: { entry: string }): Plugin;
