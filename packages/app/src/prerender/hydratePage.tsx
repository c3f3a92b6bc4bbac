import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../api/queryClient';
import { publicPageOf } from '../routes/public/pagePaths';
import { publicPageModules } from '../routes/public/pages';
import { PublicPage } from './PublicPage';
import { QUERY_STATE_ID } from './queryState';

// The public pages' entry (a second build input beside index.html, see vite.config.ts): the
// server sends a public page rendered (renderPage.tsx) with a loader that imports this file
// (vite-plugins/prerender.js). It hydrates the page without the back office's router, so a
// visitor downloads and runs React, React Query and the page, nothing more.

async function hydratePage() {
  const { pathname, search } = window.location;
  const page = publicPageOf(pathname);
  if (!page) return;
  const queryClient = createQueryClient();
  // Start from the data the page was drawn with, so the first render matches the HTML.
  const state = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  const { default: Page } = await publicPageModules[page]();
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
  // input between them, instead of one long task over the whole page.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <PublicPage queryClient={queryClient} location={{ pathname, search }} Page={Page} />,
    );
  });
}

void hydratePage();
