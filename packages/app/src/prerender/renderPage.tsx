import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { App } from '../App';
import { loadMatchedRoutes } from '../loadMatchedRoutes';
import { routes } from '../router';
import { landingMeta } from '../routes/public/landingMeta';
import { pageTitle, type PageMeta } from '../routes/public/usePageMeta';

/** The pages written as HTML at build time, with their document title and description. */
export const prerenderedPages: Record<string, PageMeta> = {
  '/': landingMeta,
  '/landing': landingMeta,
};

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  title: string;
  description: string;
}

/**
 * Renders a public page the way the browser's first render draws it before any answer from the
 * API (the public settings arrive after hydration and fill the footer and the video): built by
 * vite-plugins/prerender.js into a Node module and run once per page at build time.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const meta = prerenderedPages[path];
  if (!meta) throw new Error(`${path} is not a prerendered page`);
  await loadMatchedRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(<App queryClient={createQueryClient()} router={router} />);
  return { html, title: pageTitle(meta.title), description: meta.description };
}
