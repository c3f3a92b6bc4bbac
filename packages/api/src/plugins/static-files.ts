import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../http/errors.js';

export interface StaticFilesOptions {
  /** The built SPA (index.html + hashed /assets). */
  appDistDir: string;
  /** Uploaded files, served at /uploads/. */
  uploadsDir: string;
}

const missingBuild =
  'Laqta: the web app is not built yet (no index.html in packages/app/dist). Run `pnpm build`, then start the server again.\n';

/** Hashed build output never changes under its name; everything else revalidates. */
function cacheControlOf(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The build's prerendered HTML for a page path, if it has one (packages/app/vite-plugins/
 * prerender.js writes `prerendered/index.html` for `/`, `prerendered/landing.html` for `/landing`).
 */
function prerenderedFileOf(distDir: string, url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (!/^\/[a-z0-9-]*$/.test(pathname)) return null;
  const file = path.join(
    'prerendered',
    pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`,
  );
  return fs.existsSync(path.join(distDir, file)) ? file : null;
}

/** Paths whose misses are real 404s, never the SPA's index.html. */
function isApiOrFile(url: string): boolean {
  return /^\/(api|uploads|assets)(\/|$|\?)/.test(url);
}

/**
 * The SPA and uploads on the API's port: files from the build, and any other GET outside /api
 * answers index.html (history fallback), so deep links like /admin/orders load the app. A page
 * the build prerendered (the landing page) answers its own HTML instead, painted before any
 * JavaScript runs.
 */
export default fp<StaticFilesOptions>(
  async (app, { appDistDir, uploadsDir }) => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const indexHtml = path.join(appDistDir, 'index.html');

    await app.register(fastifyStatic, {
      root: appDistDir,
      prefix: '/',
      wildcard: true,
      // `/` is a page like any other: its own route below answers it (prerendered or index.html).
      index: false,
      // The build writes .br/.gz beside each text file (packages/app/vite-plugins/precompress.js).
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlOf(appDistDir, filePath)),
    });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
    });

    const sendPage = (url: string, reply: FastifyReply) => {
      if (!fs.existsSync(indexHtml)) {
        return reply.code(503).type('text/plain; charset=utf-8').send(missingBuild);
      }
      const file = prerenderedFileOf(appDistDir, url) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file, appDistDir, {
        cacheControl: false,
      });
    };

    app.get('/', (request, reply) => sendPage(request.url, reply));
    app.setNotFoundHandler((request, reply) => {
      const { method, url } = request;
      if ((method === 'GET' || method === 'HEAD') && !isApiOrFile(url)) return sendPage(url, reply);
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: messages.routeNotFound });
    });
  },
  { name: 'laqta-static-files', fastify: '5.x' },
);
