import {
  DEFAULT_CURRENCY,
  activityListAnswerSchema,
  adminPaths,
  auditEntityTypes,
  type ActivityEvent,
  type ActivityListAnswer,
} from '@laqta/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '../../../api/ApiError';
import { apiCall, apiPathOf } from '../../../api/client';
import { errorMessageOf, listKeys } from '../../../lists/queries';

/** How many of a record's latest events its timeline shows (the rest on the activity page). */
export const RECORD_HISTORY_SIZE = 10;

const auditedKinds: readonly string[] = auditEntityTypes;

/**
 * A record's latest events for its detail view's timeline (`GET /api/admin/activity` with
 * `entity_type` + `entity_id`). A kind the audit trail does not record yet asks nothing: its
 * timeline is simply empty (the server would refuse the unknown kind).
 */
export function useRecordHistory(entityType: string, entityId: string) {
  const audited = auditedKinds.includes(entityType);
  const path = apiPathOf(adminPaths.api.activity);
  const query = { entity_type: entityType, entity_id: entityId, per_page: RECORD_HISTORY_SIZE };
  // A list of the activity like the page's (same cache family), only asked for audited kinds.
  const answer = useQuery<ActivityListAnswer, ApiError>({
    queryKey: listKeys.list(path, query),
    queryFn: ({ signal }) => apiCall(activityListAnswerSchema, 'GET', path, { query, signal }),
    enabled: audited,
    // Asked again each time the detail view opens (back from its edit form, say): a write in
    // between added an event, and the 30 s the other lists keep would hide it.
    staleTime: 0,
  });
  // A write on this very page (a status changed in place) adds an event too.
  const queryClient = useQueryClient();
  const { refetch } = answer;
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (audited && event.type === 'updated' && event.action.type === 'success') void refetch();
      }),
    [queryClient, refetch, audited],
  );
  if (!audited) {
    const none: ActivityEvent[] = [];
    return { events: none, total: 0, currency: DEFAULT_CURRENCY, loading: false };
  }
  return {
    events: answer.data?.data,
    total: answer.data?.meta.total,
    currency: answer.data?.currency ?? DEFAULT_CURRENCY,
    loading: answer.isPending,
    error: answer.isError ? errorMessageOf(answer.error) : null,
    onRetry: () => void answer.refetch(),
  };
}
