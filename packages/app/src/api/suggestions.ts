import {
  adminPaths,
  fillPath,
  suggestionAnswerSchema,
  type Suggestion,
  type SuggestionStatus,
} from '@laqta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiCall, apiPathOf } from './client';
import { toFormData } from './formData';
import { listKeys } from '../lists/queries';

/** `POST /api/admin/suggestions/{id}` with `_method=PATCH` and the new `status`. */
export function useSetSuggestionStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Suggestion, ApiError, SuggestionStatus>({
    mutationFn: async (status) =>
      (
        await apiCall(
          suggestionAnswerSchema,
          'POST',
          apiPathOf(fillPath(adminPaths.api.suggestion, { id })),
          { body: toFormData({ _method: 'PATCH', status }) },
        )
      ).data,
    onSuccess: (suggestion) => {
      queryClient.setQueryData(listKeys.detail(adminPaths.api.suggestion, id), suggestion);
      void queryClient.invalidateQueries({
        queryKey: ['list', apiPathOf(adminPaths.api.suggestions)],
      });
    },
  });
}
