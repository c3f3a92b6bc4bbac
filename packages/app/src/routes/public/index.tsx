import type { RouteObject } from 'react-router-dom';

/** Public pages, each loaded lazily so visitors never download back-office code. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: () => import('./LandingRoute').then((m) => ({ Component: m.default })) },
  { path: '/landing', lazy: () => import('./LandingRoute').then((m) => ({ Component: m.default })) },
];
