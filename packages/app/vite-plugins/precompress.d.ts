import type { Plugin } from 'vite';

/** Writes .br and .gz copies of every compressible build file (see precompress.js). */
export function precompress(): Plugin;
