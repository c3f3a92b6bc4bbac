import {
  fillPath,
  MAX_RECORD_ID,
  publicApiPaths,
  serviceCategories,
  type PublicPhotographerAnswer,
  type PublicPhotographersAnswer,
  type PublicServicesAnswer,
  type ServiceCategory,
} from '@laqta/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import {
  isPublicPhotographerAnswer,
  isPublicPhotographersAnswer,
  isPublicServicesAnswer,
} from './catalogAnswers';
import { apiGet, apiPathOf, guardedAnswer } from './client';

// The public catalogue (issue 20): what the services, photographers, profile and booking pages
// draw. Each answer is checked by its guard (catalogAnswers.ts: as its contract schema checks it,
// without zod, which must stay off these pages' first load); a drifted answer is an ApiError. The
// server draws the same pages with the same reads (prerender/renderPage.tsx: the API performs
// `CatalogRead`s and hands the answers over), so a page's first render in the browser finds its
// data under the same keys.

const SERVICES_PATH = apiPathOf(publicApiPaths.services);
const PHOTOGRAPHERS_PATH = apiPathOf(publicApiPaths.photographers);

/** Photographers per page of the directory (the list language allows 100 at most). */
export const PHOTOGRAPHERS_PER_PAGE = 100;

/** One read of the catalogue a page is drawn with. */
export type CatalogRead =
  | { kind: 'services'; category: ServiceCategory | '' }
  | { kind: 'photographers'; city: string; specialty: ServiceCategory | ''; page: number }
  | { kind: 'photographer'; id: number };

/** The read's query key: equal reads share one cache entry, on the server and in the browser. */
export function catalogKey(read: CatalogRead): readonly unknown[] {
  switch (read.kind) {
    case 'services':
      return ['public-catalog', 'services', read.category];
    case 'photographers':
      return ['public-catalog', 'photographers', read.city, read.specialty, read.page];
    case 'photographer':
      return ['public-catalog', 'photographer', read.id];
  }
}

type ServicesRead = Extract<CatalogRead, { kind: 'services' }>;
type PhotographersRead = Extract<CatalogRead, { kind: 'photographers' }>;

/** A read's answer handed over by the server (prerender/renderPage.tsx): checked, then cached. */
export function seedCatalogAnswer(queryClient: QueryClient, read: CatalogRead, answer: unknown) {
  switch (read.kind) {
    case 'services':
      queryClient.setQueryData(
        catalogKey(read),
        guardedAnswer(isPublicServicesAnswer, answer, SERVICES_PATH),
      );
      return;
    case 'photographers':
      queryClient.setQueryData(
        catalogKey(read),
        guardedAnswer(isPublicPhotographersAnswer, answer, PHOTOGRAPHERS_PATH),
      );
      return;
    case 'photographer':
      // null: the server found no approved photographer there (the page says so, status 404).
      queryClient.setQueryData(
        catalogKey(read),
        answer === null
          ? null
          : guardedAnswer(isPublicPhotographerAnswer, answer, profilePathOf(read.id)),
      );
  }
}

/** The catalogue reads are fresh for a minute (the server keeps its answers 5 s anyway). */
const CATALOG_STALE_MS = 60_000;

/** `GET publicApiPaths.services?category=`: the active services of a category (or all). */
export function useServices(read: ServicesRead) {
  return useQuery({
    queryKey: catalogKey(read),
    queryFn: async ({ signal }): Promise<PublicServicesAnswer> =>
      guardedAnswer(
        isPublicServicesAnswer,
        await apiGet(SERVICES_PATH, { query: { category: read.category }, signal }),
        SERVICES_PATH,
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

/** `GET publicApiPaths.photographers?city=&specialty=&page=&per_page=`: one page of them. */
export function usePhotographers(read: PhotographersRead) {
  return useQuery({
    queryKey: catalogKey(read),
    queryFn: async ({ signal }): Promise<PublicPhotographersAnswer> =>
      guardedAnswer(
        isPublicPhotographersAnswer,
        await apiGet(PHOTOGRAPHERS_PATH, {
          query: {
            city: read.city,
            specialty: read.specialty,
            page: read.page,
            per_page: PHOTOGRAPHERS_PER_PAGE,
          },
          signal,
        }),
        PHOTOGRAPHERS_PATH,
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * `GET publicApiPaths.photographer`: an approved photographer's profile, `null` when there is
 * none at that id (a 404 is an answer the page shows, not a failure to retry). Without an id
 * (an address that names none) nothing is asked.
 */
export function usePhotographerProfile(id: number | undefined) {
  return useQuery({
    queryKey: catalogKey({ kind: 'photographer', id: id ?? 0 }),
    queryFn: async ({ signal }): Promise<PublicPhotographerAnswer | null> => {
      const path = profilePathOf(id ?? 0);
      try {
        return guardedAnswer(isPublicPhotographerAnswer, await apiGet(path, { signal }), path);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: CATALOG_STALE_MS,
    enabled: id !== undefined,
  });
}

/** A photographer's profile as the client asks for it (without `/api`). */
function profilePathOf(id: number): string {
  return apiPathOf(fillPath(publicApiPaths.photographer, { id }));
}

/** `?category=` as the services page reads it (anything else: every category). */
export function categoryOf(value: string | null): ServiceCategory | '' {
  return serviceCategories.find((category) => category === value) ?? '';
}

/** A positive page number from `?page=` (anything else: the first page). */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A record id from `?service=` / `?photographer=` or a path (anything else: none). */
export function recordIdOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_RECORD_ID ? id : undefined;
}
