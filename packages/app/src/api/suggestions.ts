import type { Suggestion, SuggestionListItem, SuggestionStatus } from '@laqta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiPost } from './client';
import { toFormData } from './formData';
import { listKeys, useAdminDetail, useAdminList } from './lists';
import type { ListQueryParams } from '../lists/useListState';

export const SUGGESTIONS_PATH = '/admin/suggestions';
export const suggestionPath = (id: number | string) => `${SUGGESTIONS_PATH}/${id}`;

/** A page of `GET /api/admin/suggestions`. */
export function useSuggestionList(query: ListQueryParams) {
  return useAdminList<SuggestionListItem>(SUGGESTIONS_PATH, query);
}

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
