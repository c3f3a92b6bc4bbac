import { publicPagePaths, type PublicPagePath } from './pageMeta';

// Kept free of the catalogue's schemas: the public entry (prerender/hydratePage.tsx) imports it,
// and zod must not reach the landing page's first load.

/** `/photographers/<id>`: a photographer's profile. */
export const PROFILE_PATH = /^\/photographers\/([^/]+)$/;

/** The public page drawn at `pathname` (its pattern for a profile), or undefined for none. */
export function publicPageOf(pathname: string): PublicPagePath | undefined {
  if (PROFILE_PATH.test(pathname)) return '/photographers/:id';
  return publicPagePaths.find((path) => path === pathname);
}
