import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules a path matches and puts them in place of their `lazy` loader, so
 * a router created afterwards renders the page at once instead of a first empty render: what
 * hydrating a prerendered page needs (the browser's first render must match the HTML).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
