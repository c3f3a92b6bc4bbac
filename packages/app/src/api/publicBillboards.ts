import { PUBLIC_LIVE_BILLBOARDS_PATH, type LiveBillboardsAnswer } from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPathOf } from './client';

// The public site's billboards. No zod here: the landing page's first load stays small.

export const liveBillboardsKey = ['billboards', 'live'] as const;

/**
 * The billboards live now (`GET /api/billboards/live`, public), in display order. `undefined`
 * until known: during the server render and the first browser render (so both draw the same
 * reserved box), unless the server put them in the page's data; fetched after load otherwise.
 */
export function useLiveBillboards() {
  return useQuery({
    queryKey: liveBillboardsKey,
    queryFn: async ({ signal }) =>
      (await apiGet<LiveBillboardsAnswer>(apiPathOf(PUBLIC_LIVE_BILLBOARDS_PATH), { signal })).data,
    staleTime: 60_000,
  });
}
