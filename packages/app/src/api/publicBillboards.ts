import type { LiveBillboard } from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, guardedAnswer } from './client';
import { isLiveBillboardsAnswer } from './publicAnswers';

// The public site's billboards, on the landing page: checked without zod (publicAnswers.ts). The
// path is the contract's PUBLIC_LIVE_BILLBOARDS_PATH without `/api`, written out so the contract's
// values stay off the page; publicBillboards.test.ts checks the two agree.

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
    queryFn: ({ signal }) => fetchLiveBillboards(signal),
    staleTime: 60_000,
  });
}

/** `GET /api/billboards/live`, its answer checked (a drifted one is an error, not a drawing). */
export async function fetchLiveBillboards(signal?: AbortSignal): Promise<LiveBillboard[]> {
  const payload = await apiGet(LIVE_BILLBOARDS_PATH, { signal });
  return guardedAnswer(isLiveBillboardsAnswer, payload, LIVE_BILLBOARDS_PATH).data;
}
