import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** The address a public page is drawn for: its path and its query string (`?category=…`). */
export interface PublicLocation {
  pathname: string;
  search: string;
}

const PublicLocationContext = createContext<PublicLocation | null>(null);

/**
 * Hands the page's address down (prerender/PublicPage.tsx): the server draws the address it was
 * asked for, and the browser hydrates with the same one, so a page that reads its address (a
 * photographer's id, a filter) draws the same markup on both sides. No router hooks: the public
 * entry has no router.
 */
export function PublicLocationProvider({
  location,
  children,
}: {
  location: PublicLocation;
  children: ReactNode;
}) {
  return (
    <PublicLocationContext.Provider value={location}>{children}</PublicLocationContext.Provider>
  );
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserAddress = () => window.location.pathname + window.location.search;
const noAddress = () => '';

/**
 * The page's address: from the provider (a page the server drew), or, for a public page opened
 * inside the single-page app (rendered only in the browser, re-rendered by the router on each
 * navigation), the browser's.
 */
export function usePublicLocation(): PublicLocation {
  const provided = useContext(PublicLocationContext);
  const address = useSyncExternalStore(subscribe, browserAddress, noAddress);
  if (provided) return provided;
  const url = new URL(address || '/', 'http://laqta.invalid');
  return { pathname: url.pathname, search: url.search };
}

/** A query parameter of the page's address (null when absent). */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(usePublicLocation().search).get(name);
}
