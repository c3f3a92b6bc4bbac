import type { RouteObject } from 'react-router-dom';
import { leaveAppFor } from './leaveApp';
import { publicPageModules } from './pages';
import type { PublicPagePath } from './pageMeta';

const pageRoute = (path: PublicPagePath): RouteObject => ({
  path,
  lazy: () => publicPageModules[path]().then((m) => ({ Component: m.default })),
});

/**
 * Public pages inside the single-page app, each loaded lazily so visitors never download
 * back-office code: the shell (navbar, footer) and one lazy route per page. A public page loaded
 * from the server is drawn by the lighter public entry (prerender/hydratePage.tsx); these routes
 * serve a public page opened in-app. Unknown paths go to /landing (router.tsx).
 */
export const publicRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('../LoginRoute').then((m) => ({ Component: m.default })) },
  {
    lazy: () => import('./PublicShellRoute').then((m) => ({ Component: m.default })),
    children: (Object.keys(publicPageModules) as PublicPagePath[]).map(pageRoute),
  },
  // The two articles are static pages beside the app (packages/app/public).
  { path: '/post1', loader: () => leaveAppFor('/post1.html') },
  { path: '/post2', loader: () => leaveAppFor('/post2.html') },
];
