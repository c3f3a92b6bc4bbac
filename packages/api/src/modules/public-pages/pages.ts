import type { SettingName } from '@laqta/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/respond.js';
import {
  findSettingByName,
  listAboutSettings,
  listPublicSettings,
  settingsRevision,
} from '../settings/queries.js';
import { readCatalog } from './catalog-reads.js';
import { compressPage, PageCache, type CachedPage } from './page-cache.js';
import { loadRenderBundle, type PageTarget } from './render-bundle.js';

/** How long a rendered page is reused when no settings write was seen by this process. */
export const PAGE_TTL_MS = 1000;

/**
 * The site's public address, for canonical URLs, og:url and og:image (sitemap.xml and robots.txt
 * name the same). Read here until config.ts carries it.
 */
const publicOrigin = (process.env.PUBLIC_ORIGIN ?? 'https://laqta.sa').replace(/\/+$/, '');

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export interface PublicPages {
  /** Whether `pathname` is a public page the bundle renders (`/photographers/12` included). */
  has(pathname: string): boolean;
  /**
   * Answers the page rendered with the current settings and catalogue (from the cache when fresh
   * and the same for everyone); a profile that is not public is its page with status 404.
   */
  send(pathname: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The query string of a request's URL ('' or `?…`). */
function searchOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

/**
 * Whether a page is the same for every visitor at its path, so it may be kept: it reads nothing
 * from its query string, and it is no profile (each id would be kept, the missing ones too).
 */
const keepable = (target: PageTarget) =>
  target.search === '' && target.reads.every((read) => read.kind !== 'photographer');

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

  const paths = new Set(bundle.publicPagePaths);
  /** The page at `path`; a bundle without `pageTargetOf` names its pages in `publicPagePaths`. */
  const targetOf = (path: string, search: string): PageTarget | null =>
    bundle.pageTargetOf
      ? bundle.pageTargetOf(path, search)
      : paths.has(path)
        ? { search: '', reads: [] }
        : null;

  /**
   * The last page drawn at each kept path, with its HTML: a page drawn again (every PAGE_TTL_MS)
   * is mostly the same HTML, and then keeps its compressed copies (brotli and gzip of ~45 KB, the
   * dearer part of a render) and, being the same bytes, its ETags.
   */
  const lastDrawn = new Map<string, { html: string; page: CachedPage }>();
  const compressedPage = async (
    path: string,
    target: PageTarget,
    html: string,
  ): Promise<CachedPage> => {
    const last = lastDrawn.get(path);
    if (last?.html === html) return last.page;
    if (!keepable(target)) return compressPage(html, 'quick');
    const page = await compressPage(html, 'smallest');
    lastDrawn.set(path, { html, page });
    return page;
  };

  const render = async (
    path: string,
    target: PageTarget,
  ): Promise<{ page: CachedPage | null; status: number }> => {
    const names = bundle.settingTextsOf(path);
    const [publicSettings, aboutSettings, texts, catalog] = await Promise.all([
      listPublicSettings(app.db),
      listAboutSettings(app.db),
      Promise.all(names.map((name) => findSettingByName(app.db, name))),
      Promise.all(
        target.reads.map(async (read) => ({ read, answer: await readCatalog(app, read) })),
      ),
    ]);
    const settingTexts: Partial<Record<SettingName, string>> = {};
    names.forEach((name, index) => {
      const row = texts[index];
      if (row && row.is_public === 1) settingTexts[name] = row.value;
    });
    const html = await bundle.renderDocument({
      template,
      path,
      search: target.search,
      data: {
        publicSettings: ok(publicSettings),
        aboutSettings: ok(aboutSettings),
        settingTexts,
        catalog,
      },
      origin: publicOrigin,
    });
    // A profile that is not public is drawn as "not found", and says so to crawlers.
    const missing = catalog.some(({ read, answer }) => read.kind === 'photographer' && !answer);
    const page = html === null ? null : await compressedPage(path, target, html);
    return { page, status: missing ? 404 : 200 };
  };

  // Pages are drawn from the settings: once they change (a write through any process, seen by the
  // settings cache within 250 ms), the pages drawn before are dropped.
  let drawnFrom: object | undefined;
  const dropPagesOfOldSettings = async () => {
    const revision = await settingsRevision(app.db);
    if (revision !== drawnFrom) cache.clear();
    drawnFrom = revision;
  };

  return {
    has: (pathname) => targetOf(pathname, '') !== null,
    async send(pathname, request, reply) {
      const target = targetOf(pathname, searchOf(request));
      const { page, status } = !target
        ? { page: null, status: 404 }
        : keepable(target)
          ? {
              page: await dropPagesOfOldSettings().then(() =>
                cache.get(pathname, async () => (await render(pathname, target)).page),
              ),
              status: 200,
            }
          : await render(pathname, target);
      if (!page) {
        reply.callNotFound();
        return reply;
      }
      reply.code(status);
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
