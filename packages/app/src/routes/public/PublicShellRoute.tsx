import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PublicShell } from './PublicShell';

/**
 * The public layout as a route of the single-page app (a public page opened in-app, e.g. after an
 * unknown path sent the visitor to /landing); a public page loaded from the server is drawn by
 * the public entry instead (prerender/hydratePage.tsx).
 */
export default function PublicShellRoute() {
  const { pathname } = useLocation();

  // After an in-app navigation, screen-reader and keyboard users start at the new page's content
  // (not on the link they followed); the first page load keeps the browser's own start.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <PublicShell pathname={pathname}>
      <Outlet />
      <ScrollRestoration />
    </PublicShell>
  );
}
