import { StrictMode, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@laqta/ui';
import { PublicShell } from '../routes/public/PublicShell';

export interface PublicPageProps {
  queryClient: QueryClient;
  /** The path of the page (marks its navbar link). */
  pathname: string;
  /** The page's component (routes/public/pages.ts). */
  Page: ComponentType;
}

/**
 * A public page as the server draws it (renderPage.tsx) and the browser hydrates it
 * (hydratePage.tsx): the same tree on both sides, so the markup matches. No router: its links are
 * plain anchors, and each public page is a page load the server renders.
 */
export function PublicPage({ queryClient, pathname, Page }: PublicPageProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <PublicShell pathname={pathname}>
            <Page />
          </PublicShell>
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
