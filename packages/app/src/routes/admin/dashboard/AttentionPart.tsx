import {
  adminPaths,
  dashboardAttentionAnswerSchema,
  type DashboardAttention,
} from '@laqta/contract';
import { AttentionPanel } from '@laqta/ui';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiPathOf } from '../../../api/client';
import { dashboardKeys } from '../../../api/dashboard';
import { listHref } from '../../../lists/links';
import { errorMessageOf } from '../../../lists/queries';
import type { ApiError } from '../../../api/ApiError';

/** The "needs attention" counts: under the dashboard's key, so every order or money change refreshes them. */
function useDashboardAttention() {
  const query = useQuery<DashboardAttention, ApiError>({
    queryKey: [...dashboardKeys.all, 'attention'],
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          dashboardAttentionAnswerSchema,
          'GET',
          apiPathOf(adminPaths.api.dashboardAttention),
          { signal },
        )
      ).data,
  });
  return {
    data: query.data,
    loading: query.isPending && !query.isError,
    error: query.isError ? errorMessageOf(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

export default function AttentionPart({ className }: { className?: string }) {
  return (
    <AttentionPanel
      {...useDashboardAttention()}
      ordersHref={(attention) => listHref(adminPaths.pages.orders, { attention })}
      payoutsHref={adminPaths.pages.payouts}
      className={className}
    />
  );
}
