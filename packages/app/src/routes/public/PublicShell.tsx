import { PublicLayout } from '@laqta/ui';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { usePublicSettings } from '../../api/publicSettings';

/** The layout of every public page: navbar, the page, and a footer fed by the public settings. */
export default function PublicShell() {
  const { pathname } = useLocation();
  const { values } = usePublicSettings();

  // After an in-app navigation, screen-reader and keyboard users start at the new page's content
  // (not on the link they followed); the first page load keeps the browser's own start.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <PublicLayout
      currentPath={pathname}
      footer={{
        contactEmail: values.contact_email,
        contactPhone: values.contact_phone,
        social: {
          instagram: values.social_instagram,
          x: values.social_x,
          snapchat: values.social_snapchat,
          tiktok: values.social_tiktok,
        },
      }}
    >
      <Outlet />
      <ScrollRestoration />
    </PublicLayout>
  );
}
