import type { ComponentType } from 'react';
import type { PublicPagePath } from './pageMeta';

/** A public page's module: its component is the default export. */
export type PublicPageModule = { default: ComponentType };

/**
 * Every public page's module, loaded on demand: the public entry (prerender/hydratePage.tsx) and
 * the server render (prerender/renderPage.tsx) load the one they draw; the router (index.tsx)
 * makes a lazy route of each. `/` is the landing page too.
 */
export const publicPageModules: Record<PublicPagePath, () => Promise<PublicPageModule>> = {
  '/': () => import('./LandingRoute'),
  '/landing': () => import('./LandingRoute'),
  '/about-us': () => import('./AboutRoute'),
  '/privacy-policy': () => import('./PrivacyPolicyRoute'),
  '/terms': () => import('./TermsRoute'),
  '/faq': () => import('./FaqRoute'),
  '/contact': () => import('./ContactRoute'),
  '/services': () => import('./ServicesRoute'),
  '/photographers': () => import('./PhotographersRoute'),
  '/photographers/:id': () => import('./PhotographerProfileRoute'),
  '/book': () => import('./BookRoute'),
};
