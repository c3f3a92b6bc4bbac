import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { UiProvider } from '@laqta/ui';
import { RouterLink } from './RouterLink';

export interface AppProps {
  queryClient: QueryClient;
  /** The browser's router, or a memory router when a page is prerendered at build time. */
  router: RouterProviderProps['router'];
}

/**
 * The whole app around its router. The browser (main.tsx) and the build-time prerender
 * (prerender/renderPage.tsx) render this same tree, so React's generated ids and markup match
 * when the browser hydrates a prerendered page.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UiProvider linkComponent={RouterLink}>
          <RouterProvider router={router} />
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
