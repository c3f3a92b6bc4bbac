import type { LiveBillboardsAnswer } from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

// The public site's billboards. Nothing but types comes from the contract here: its billboard
// module builds zod schemas at load, and zod must not reach the landing page's first load
// (≤ 100 KB gzip, e2e "loads at most 100 KB"). The path is the contract's
// PUBLIC_LIVE_BILLBOARDS_PATH without `/api`, which publicBillboards.test.ts checks.

/** `GET /api/billboards/live`, as the client takes it (without `/api`). */
export const LIVE_BILLBOARDS_PATH = '/billboards/live';

export const liveBillboardsKey = ['billboards', 'live'] as const;

/**
 * The billboards live now (public), in display order. `undefined` until known: during the server
 * render and the first browser render (so both draw the same reserved box), unless the server put
 * them in the page's data; fetched after load otherwise.
 */
export function useLiveBillboards() {
  return useQuery({
    queryKey: liveBillboardsKey,
    queryFn: async ({ signal }) =>
      (await apiGet<LiveBillboardsAnswer>(LIVE_BILLBOARDS_PATH, { signal })).data,
    staleTime: 60_000,
  });
}
