import type { SettingName } from '@laqta/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/respond.js';
import { findSettingByName, listPublicSettings } from '../settings/queries.js';
import { compressPage, PageCache, type CachedPage } from './page-cache.js';
import { loadRenderBundle } from './render-bundle.js';

/** How long a rendered page is reused when no settings write was seen by this process. */
export const PAGE_TTL_MS = 1000;

/**
 * The site's public address, for canonical URLs, og:url and og:image (sitemap.xml and robots.txt
 * name the same). Read here until config.ts carries it.
 */
const publicOrigin = (process.env.PUBLIC_ORIGIN ?? 'https://laqta.sa').replace(/\/+$/, '');

/** A write to the settings (batch store, value update): the pages' texts may have changed. */
function isSettingsWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    request.url.startsWith('/api/admin/settings') &&
    reply.statusCode < 300
  );
}

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export interface PublicPages {
  /** Whether `pathname` is a public page the bundle renders. */
  has(pathname: string): boolean;
  /** Answers the page rendered with the current settings (from the cache when fresh). */
  send(pathname: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The public pages (/, /landing, /about-us, …) rendered on the server per request with the
 * current settings, from the app's server-render bundle (render-bundle.ts): full HTML with the
 * page's texts, title, description, canonical URL and Open Graph tags, which the browser
 * hydrates. Null when the build has no bundle (plugins/static-files.ts then answers index.html).
 * Adds an onResponse hook to `app` that drops the rendered pages after a settings write, so
 * `app` must be the root (plugins/static-files.ts is registered with fastify-plugin).
 */
export async function createPublicPages(app: FastifyInstance): Promise<PublicPages | null> {
  const loaded = await loadRenderBundle(app.config.appDistDir);
  if (!loaded) return null;
  const { bundle, template } = loaded;
  const cache = new PageCache(PAGE_TTL_MS);

  const render = async (path: string): Promise<CachedPage | null> => {
    const names = bundle.settingTextsOf(path);
    const [publicSettings, texts] = await Promise.all([
      listPublicSettings(app.db),
      Promise.all(names.map((name) => findSettingByName(app.db, name))),
    ]);
    const settingTexts: Partial<Record<SettingName, string>> = {};
    names.forEach((name, index) => {
      const row = texts[index];
      if (row && row.is_public === 1) settingTexts[name] = row.value;
    });
    const html = await bundle.renderDocument({
      template,
      path,
      data: { publicSettings: ok(publicSettings), settingTexts },
      origin: publicOrigin,
    });
    return html === null ? null : compressPage(html);
  };

  app.addHook('onResponse', async (request, reply) => {
    if (isSettingsWrite(request, reply)) cache.clear();
  });

  const paths = new Set(bundle.publicPagePaths);
  return {
    has: (pathname) => paths.has(pathname),
    async send(pathname, request, reply) {
      const page = await cache.get(pathname, () => render(pathname));
      if (!page) {
        reply.callNotFound();
        return reply;
      }
      const encoding = acceptedEncoding(request);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
    },
  };
}
