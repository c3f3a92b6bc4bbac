import type { RouteObject } from 'react-router-dom';
import { leaveAppFor } from './leaveApp';

/**
 * Public pages, each loaded lazily so visitors never download back-office code: the shell
 * (navbar, footer) and one lazy route per page. Unknown paths go to /landing (router.tsx).
 */
export const publicRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('../LoginRoute').then((m) => ({ Component: m.default })) },
  {
    lazy: () => import('./PublicShell').then((m) => ({ Component: m.default })),
    children: [
      { path: '/', lazy: () => import('./LandingRoute').then((m) => ({ Component: m.default })) },
      {
        path: '/landing',
        lazy: () => import('./LandingRoute').then((m) => ({ Component: m.default })),
      },
      {
        path: '/about-us',
        lazy: () => import('./AboutRoute').then((m) => ({ Component: m.default })),
      },
      {
        path: '/privacy-policy',
        lazy: () => import('./PrivacyPolicyRoute').then((m) => ({ Component: m.default })),
      },
      {
        path: '/terms',
        lazy: () => import('./TermsRoute').then((m) => ({ Component: m.default })),
      },
      { path: '/faq', lazy: () => import('./FaqRoute').then((m) => ({ Component: m.default })) },
      {
        path: '/contact',
        lazy: () => import('./ContactRoute').then((m) => ({ Component: m.default })),
      },
    ],
  },
  // The two articles are static pages beside the app (packages/app/public).
  { path: '/post1', loader: () => leaveAppFor('/post1.html') },
  { path: '/post2', loader: () => leaveAppFor('/post2.html') },
];
