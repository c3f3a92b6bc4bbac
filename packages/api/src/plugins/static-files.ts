import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../http/errors.js';
import { createPublicPages } from '../modules/public-pages/pages.js';

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

/** Paths whose misses are real 404s, never the SPA's index.html. */
function isApiOrFile(url: string): boolean {
  return /^\/(api|uploads|assets)(\/|$|\?)/.test(url);
}

/** The build's server-render bundle (`server/`): read by modules/public-pages, never served. */
const SERVER_BUNDLE_DIR = /^\/?server(\/|$)/;

/**
 * The SPA and uploads on the API's port: files from the build, and any other GET outside /api
 * answers index.html (history fallback), so deep links like /admin/orders load the app. The
 * public pages (/, /landing, /about-us, …) answer their HTML rendered per request with the
 * current settings (modules/public-pages), painted before any JavaScript runs; index.html only
 * when the build has no server-render bundle.
 */
export default fp<StaticFilesOptions>(
  async (app, { appDistDir, uploadsDir }) => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const indexHtml = path.join(appDistDir, 'index.html');

    await app.register(fastifyStatic, {
      root: appDistDir,
      prefix: '/',
      wildcard: true,
      // `/` is a page like any other: its own route below answers it (rendered or index.html).
      index: false,
      // The build writes .br/.gz beside each text file (packages/app/vite-plugins/precompress.js).
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      dotfiles: 'ignore',
      allowedPath: (pathName) => !SERVER_BUNDLE_DIR.test(pathName),
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

    const publicPages = await createPublicPages(app);

    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      // `/landing/` is `/landing` (the router ignores trailing slashes too).
      const pathname = (request.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
      if (publicPages?.has(pathname)) return publicPages.send(pathname, request, reply);
      if (!fs.existsSync(indexHtml)) {
        return reply.code(503).type('text/plain; charset=utf-8').send(missingBuild);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', appDistDir, {
        cacheControl: false,
      });
    };

    app.get('/', (request, reply) => sendPage(request, reply));
    app.setNotFoundHandler((request, reply) => {
      const { method, url } = request;
      if ((method === 'GET' || method === 'HEAD') && !isApiOrFile(url))
        return sendPage(request, reply);
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: messages.routeNotFound, code: 'not_found' });
    });
  },
  { name: 'laqta-static-files', fastify: '5.x' },
);
