import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { UiProvider } from '@laqta/ui';
import { AppDatePreferences } from './preferences/AppDatePreferences';
import { RouterLink } from './RouterLink';

export interface AppProps {
  queryClient: QueryClient;
  /** The browser's router. */
  router: RouterProviderProps['router'];
}

/** The whole single-page app around its router (main.tsx); public pages from the server use prerender/PublicPage.tsx. */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UiProvider linkComponent={RouterLink}>
          <AppDatePreferences>
            <RouterProvider router={router} />
          </AppDatePreferences>
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
