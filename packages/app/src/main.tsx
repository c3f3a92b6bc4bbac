// First: it configures zod before any schema is created.
import './zodWithoutEval';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { routes } from './router';
import './styles.css';

// The single-page app: /login, the back office, and a public page opened in-app. A public page
// loaded from the server is hydrated by the lighter public entry instead (prerender/hydratePage.tsx).
createRoot(document.getElementById('root')!).render(
  <App queryClient={createQueryClient()} router={createBrowserRouter(routes)} />,
);
