import { StrictMode, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@laqta/ui';
import { PublicShell } from '../routes/public/PublicShell';
import { PublicLocationProvider, type PublicLocation } from '../routes/public/publicLocation';

export interface PublicPageProps {
  queryClient: QueryClient;
  /** The page's address: its path (marks its navbar link) and query string (filters, choices). */
  location: PublicLocation;
  /** The page's component (routes/public/pages.ts). */
  Page: ComponentType;
}

/**
 * A public page as the server draws it (renderPage.tsx) and the browser hydrates it
 * (hydratePage.tsx): the same tree on both sides, so the markup matches. No router: its links are
 * plain anchors, and each public page is a page load the server renders.
 */
export function PublicPage({ queryClient, location, Page }: PublicPageProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <PublicShell pathname={location.pathname}>
            <PublicLocationProvider location={location}>
              <Page />
            </PublicLocationProvider>
          </PublicShell>
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
