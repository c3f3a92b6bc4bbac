import { adminPaths, fillPath } from '@laqta/contract';
import type { Suggestion, SuggestionStatus } from '@laqta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiPost } from './client';
import { toFormData } from './formData';
import { listKeys, useAdminDetail } from '../lists/queries';
import { apiPathOf } from './client';

export const SUGGESTIONS_PATH = apiPathOf(adminPaths.api.suggestions);
export const suggestionPath = (id: number | string) =>
  apiPathOf(fillPath(adminPaths.api.suggestion, { id }));

/** `GET /api/admin/suggestions/{id}`. */
export function useSuggestion(id: string) {
  return useAdminDetail<Suggestion>(suggestionPath(id));
}

/** `POST /api/admin/suggestions/{id}` with `_method=PATCH` and the new `status`. */
export function useSetSuggestionStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Suggestion, ApiError, SuggestionStatus>({
    mutationFn: async (status) =>
      (
        await apiPost<{ data: Suggestion }>(
          suggestionPath(id),
          toFormData({ _method: 'PATCH', status }),
        )
      ).data,
    onSuccess: (suggestion) => {
      queryClient.setQueryData(listKeys.detail(suggestionPath(id)), suggestion);
      void queryClient.invalidateQueries({ queryKey: ['list', SUGGESTIONS_PATH] });
    },
  });
}
