import type { PublicPhotographerProfile } from '@laqta/contract';
import { categoryOf, pageOf, recordIdOf, type CatalogRead } from '../../api/catalog';
import type { PublicPagePath } from './pageMeta';
import { PROFILE_PATH } from './pagePaths';
import type { PageMeta } from './usePageMeta';

// Which catalogue answers each catalogue page is drawn with, from its address: the pages read
// them with these functions in the browser, and the server render (prerender/renderPage.tsx)
// asks the API for the same reads, so both sides find the data under the same keys.

/** The longest city a filter may name (the list language's text filter allows this much). */
const CITY_MAX_LENGTH = 80;

/** `/services?category=`: the services of one category, or all. */
export function servicesReadOf(params: URLSearchParams) {
  return { kind: 'services', category: categoryOf(params.get('category')) } as const;
}

/** The first page of every approved photographer: the directory's cities and the form's choice. */
export const allPhotographersRead = {
  kind: 'photographers',
  city: '',
  specialty: '',
  page: 1,
} as const satisfies CatalogRead;

/** Every active service: the booking form's choice. */
export const allServicesRead = { kind: 'services', category: '' } as const satisfies CatalogRead;

/** `/photographers?city=&specialty=&page=`: one page of the matching photographers. */
export function directoryReadOf(params: URLSearchParams) {
  const city = params.get('city')?.trim() ?? '';
  return {
    kind: 'photographers',
    city: city.length <= CITY_MAX_LENGTH ? city : '',
    specialty: categoryOf(params.get('specialty')),
    page: pageOf(params.get('page')),
  } as const;
}

/** The id in `/photographers/<id>`; undefined when the segment is no id (the profile is then not found). */
export function profileIdOf(pathname: string): number | undefined {
  return recordIdOf(PROFILE_PATH.exec(pathname)?.[1]);
}

/** A photographer's page: their name, and where they work and what they photograph. */
export function profileMetaOf(profile: PublicPhotographerProfile | null | undefined): PageMeta {
  if (!profile)
    return {
      title: 'المصور غير موجود',
      description: 'هذا المصور غير متاح حاليًا. تصفح المصورين المعتمدين في لقطة واحجز جلستك.',
    };
  const bio = profile.bio.trim().replace(/\s+/g, ' ');
  return {
    title: `${profile.name}، مصور في ${profile.city}`,
    description:
      bio.length > 0
        ? bio.length > 155
          ? `${bio.slice(0, 154)}…`
          : bio
        : `احجز جلسة تصوير مع ${profile.name} في ${profile.city} عبر لقطة، واقرأ آراء العملاء.`,
  };
}

/** A public page the server draws for an address, with the query it reads and its reads. */
export interface CatalogPageTarget {
  /** The page's entry in `publicPageModules` (a pattern for the profile). */
  page: PublicPagePath;
  /**
   * The query parameters the page reads, in a fixed order (`?category=wedding`), '' when none:
   * a page with '' is the same for every visitor and may be kept (the API's page cache).
   */
  search: string;
  /** The catalogue answers it is drawn with (the API reads them). */
  reads: CatalogRead[];
}

/** The query string of the parameters a page reads, in `names` order ('' when none is set). */
function searchOf(params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The catalogue page at `pathname` (with its query string), or null for any other path. */
export function catalogPageTargetOf(pathname: string, search: string): CatalogPageTarget | null {
  const params = new URLSearchParams(search);
  if (pathname === '/services')
    return {
      page: '/services',
      search: searchOf(params, ['category']),
      reads: [servicesReadOf(params)],
    };
  if (pathname === '/photographers') {
    const list = directoryReadOf(params);
    return {
      page: '/photographers',
      search: searchOf(params, ['city', 'specialty', 'page']),
      reads: [list, allPhotographersRead],
    };
  }
  if (pathname === '/book')
    return {
      page: '/book',
      search: searchOf(params, ['service', 'photographer']),
      reads: [allServicesRead, allPhotographersRead],
    };
  if (PROFILE_PATH.test(pathname))
    return {
      page: '/photographers/:id',
      search: '',
      // An address with no id reads id 0, which no photographer has: the API answers "not found"
      // (status 404), and the page, which asks nothing without an id, finds that answer.
      reads: [{ kind: 'photographer', id: profileIdOf(pathname) ?? 0 }],
    };
  return null;
}
