import { PublicLayout } from '@laqta/ui';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../api/publicSettings';

export interface PublicShellProps {
  /** The path of the page shown (marks its navbar link). */
  pathname: string;
  children: ReactNode;
}

/**
 * The layout of every public page: navbar, the page, and a footer fed by the public settings.
 * Router-free, so the public entry (prerender/hydratePage.tsx) draws it without the router.
 */
export function PublicShell({ pathname, children }: PublicShellProps) {
  const { values } = usePublicSettings();
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
      {children}
    </PublicLayout>
  );
}
