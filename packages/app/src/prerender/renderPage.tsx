import {
  publicPhotographerAnswerSchema,
  type LiveBillboard,
  type PublicSettingsAnswer,
  type SettingName,
} from '@laqta/contract';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { PHOTOGRAPHERS_PER_PAGE, seedCatalogAnswer, type CatalogRead } from '../api/catalog';
import { liveBillboardsKey } from '../api/publicBillboards';
import { settingKeys } from '../api/publicSettings';
import { createQueryClient } from '../api/queryClient';
import { catalogPageTargetOf, profileMetaOf } from '../routes/public/catalogPages';
import {
  canonicalPathOf,
  metaOf,
  publicPagePaths,
  type PublicPagePath,
} from '../routes/public/pageMeta';
import { publicPageOf } from '../routes/public/pagePaths';
import { publicPageModules } from '../routes/public/pages';
import type { PageMeta } from '../routes/public/usePageMeta';
import { pageTitle } from '../routes/public/usePageMeta';
import { PublicPage } from './PublicPage';
import { QUERY_STATE_ID } from './queryState';

// The server-render bundle: vite-plugins/prerender.js builds this file for Node (with React and
// everything it imports) into dist/server/render.js; the API (modules/public-pages) imports it
// by path at run time and renders each public page per request with the current settings.

export { publicPagePaths };

/**
 * A catalogue read as the API performs it: `GET publicApiPaths.<kind>` with these parameters
 * (the photographers' `per_page` included), answered as that route would answer.
 */
export type ApiCatalogRead =
  | Exclude<CatalogRead, { kind: 'photographers' }>
  | (Extract<CatalogRead, { kind: 'photographers' }> & { per_page: number });

/** A read and the API's answer to it (`null`: a profile that is not public, a 404). */
export interface CatalogAnswerOf {
  read: ApiCatalogRead;
  answer: unknown;
}

/** What the API needs to draw the page at an address, or null when no public page is there. */
export interface PageTarget {
  /**
   * The query parameters the page reads, in a fixed order ('' when none): the page is the same
   * for every address with the same `path + search`, and with '' it may be kept for everyone.
   */
  search: string;
  /** The catalogue answers the page is drawn with: the API reads them and passes them back. */
  reads: ApiCatalogRead[];
}

const apiReadOf = (read: CatalogRead): ApiCatalogRead =>
  read.kind === 'photographers' ? { ...read, per_page: PHOTOGRAPHERS_PER_PAGE } : read;

/** The public page at `path` (with its query string `search`): what it reads; null for none. */
export function pageTargetOf(path: string, search = ''): PageTarget | null {
  if (!publicPageOf(path)) return null;
  const catalog = catalogPageTargetOf(path, search);
  return catalog
    ? { search: catalog.search, reads: catalog.reads.map(apiReadOf) }
    : { search: '', reads: [] };
}

/** The settings whose text a page shows, read by name (the API passes them in `PageData`). */
export function settingTextsOf(path: string): SettingName[] {
  if (path === '/privacy-policy') return ['privacy_policy'];
  if (path === '/terms') return ['terms_and_conditions'];
  return [];
}

/** What a page is drawn with: the same answers the browser would fetch. */
export interface PageData {
  /** The answer of `GET /api/settings/public`. */
  publicSettings: PublicSettingsAnswer;
  /** The answer of `GET /api/settings/about`: drawn into the about page only (no other page reads it). */
  aboutSettings?: PublicSettingsAnswer;
  /** The values of `settingTextsOf(path)` that exist. */
  settingTexts: Partial<Record<SettingName, string>>;
  /**
   * The billboards live now (`GET /api/billboards/live`'s data), when the API passes them: the
   * landing page's band is then drawn filled in the HTML; without them it keeps its reserved size
   * and fills after load.
   */
  liveBillboards?: LiveBillboard[];
  /** The answers to `pageTargetOf(path, search).reads` (the catalogue pages). */
  catalog?: CatalogAnswerOf[];
}

export interface RenderDocumentOptions {
  /** dist/server/page.html: the built index.html, its scripts deferred. */
  template: string;
  path: string;
  /** The page's query string as `pageTargetOf` gave it (`?category=wedding`), '' when none. */
  search?: string;
  data: PageData;
  /** The site's public origin (`https://laqta.sa`): canonical URL, og:url, og:image. */
  origin: string;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON inside a script element: `<` escaped, so a text holding `</script>` cannot end it. */
const escapeScriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the page template has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The template with a page's markup in `#root`, the data it was drawn with, and its own title,
 * description, canonical URL and Open Graph tags (absolute og:url and og:image).
 */
export function fillTemplate(
  template: string,
  page: {
    html: string;
    state: unknown;
    title: string;
    description: string;
    url: string;
    origin: string;
  },
): string {
  const title = escapeAttribute(page.title);
  const description = escapeAttribute(page.description);
  const url = escapeAttribute(page.url);
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  for (const [attribute, content] of [
    ['name="description"', description],
    ['property="og:title"', title],
    ['property="og:description"', description],
  ] as const) {
    html = replaceOnce(
      html,
      new RegExp(`<meta\\s+${attribute}\\s+content="[^"]*"\\s*/?>`),
      `<meta ${attribute} content="${content}" />`,
    );
  }
  const ogImage = /(<meta\s+property="og:image"\s+content=")(\/[^"]*")/;
  if (!ogImage.test(html)) throw new Error('the page template has no relative og:image');
  html = html.replace(
    ogImage,
    (_, start: string, rest: string) => `${start}${escapeAttribute(page.origin)}${rest}`,
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `  <link rel="canonical" href="${url}" />\n    <meta property="og:url" content="${url}" />\n  </head>`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="${QUERY_STATE_ID}">${escapeScriptJson(page.state)}</script>`,
  );
}

/** A page's title and description; a profile's come from the photographer it shows. */
function pageMetaOf(page: PublicPagePath, catalog: CatalogAnswerOf[] = []): PageMeta {
  if (page !== '/photographers/:id') return metaOf(page);
  const profile = catalog.find(({ read }) => read.kind === 'photographer');
  return profileMetaOf(
    profile && profile.answer !== null
      ? publicPhotographerAnswerSchema.parse(profile.answer).data
      : null,
  );
}

/**
 * Renders a public page as a whole document, or null for a path that is not one. The same
 * `PublicPage` tree as the browser (the query cache filled with `data`), so the browser's first
 * render (hydratePage.tsx, from the same data) matches and React adopts the HTML.
 */
export async function renderDocument({
  template,
  path,
  search = '',
  data,
  origin,
}: RenderDocumentOptions): Promise<string | null> {
  const page = publicPageOf(path);
  if (!page) return null;
  const queryClient = createQueryClient();
  for (const { read, answer } of data.catalog ?? []) seedCatalogAnswer(queryClient, read, answer);
  const meta = pageMetaOf(page, data.catalog);
  queryClient.setQueryData(settingKeys.public, data.publicSettings);
  if (page === '/about-us' && data.aboutSettings)
    queryClient.setQueryData(settingKeys.about, data.aboutSettings);
  if (data.liveBillboards) queryClient.setQueryData(liveBillboardsKey, data.liveBillboards);
  for (const name of settingTextsOf(path)) {
    const text = data.settingTexts[name];
    if (text !== undefined) queryClient.setQueryData(settingKeys.byName(name), text);
  }
  const { default: Page } = await publicPageModules[page]();
  const html = renderToString(
    <PublicPage queryClient={queryClient} location={{ pathname: path, search }} Page={Page} />,
  );
  return fillTemplate(template, {
    html,
    state: dehydrate(queryClient),
    title: pageTitle(meta.title),
    description: meta.description,
    url: `${origin}${canonicalPathOf(path)}`,
    origin,
  });
}
