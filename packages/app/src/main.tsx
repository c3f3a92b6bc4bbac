import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { loadMatchedRoutes } from './loadMatchedRoutes';
import { routes } from './router';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

async function start() {
  // A prerendered page (the landing page, see vite-plugins/prerender.js) arrives with its HTML:
  // load its route modules first so React adopts that HTML instead of replacing it.
  const prerendered = container.hasChildNodes();
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname);
  const app = <App queryClient={queryClient} router={createBrowserRouter(routes)} />;
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
