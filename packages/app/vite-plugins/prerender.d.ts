import type { Plugin } from 'vite';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

/** Where prerendered pages go in the build (see prerender.js). */
export const PRERENDERED_DIR: string;
/** A page path's file under PRERENDERED_DIR: `/` → `index.html`, `/landing` → `landing.html`. */
export function prerenderedFileOf(pagePath: string): string;
/** The built index.html with the page's markup in `#root` and its title and description. */
export function fillTemplate(template: string, page: PrerenderedPage): string;
/** Prerenders the pages `entry` lists at build time (see prerender.js). */
export function prerender(options: { entry: string }): Plugin;
