import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { loadMatchedRoutes } from './loadMatchedRoutes';
import { QUERY_STATE_ID } from './prerender/queryState';
import { routes } from './router';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

async function start() {
  // A public page arrives rendered by the server (prerender/renderPage.tsx): start from the data
  // it was drawn with and load its route modules first, so React adopts that HTML instead of
  // replacing it.
  const prerendered = container.hasChildNodes();
  const state = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname);
  const app = <App queryClient={queryClient} router={createBrowserRouter(routes)} />;
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
