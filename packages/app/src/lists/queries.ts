import { fillPath, successSchema, type AdminApiPath, type ListAnswer } from '@laqta/contract';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '../api/ApiError';
import { apiCall, apiPathOf } from '../api/client';
import type { ListQueryParams } from './useListState';

/** Shown when a list fails without a message of its own. */
export const LIST_FALLBACK_ERROR = 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.';

/** An API route of one record (`/api/admin/users/:id`). */
export type AdminRecordApiPath = Extract<AdminApiPath, `${string}/:id`>;

export const listKeys = {
  list: (path: string, query: ListQueryParams) => ['list', path, query] as const,
  detail: (path: AdminRecordApiPath, id: string | number) => ['detail', path, String(id)] as const,
};

/**
 * One page of an admin list (`GET /api{path}?page=…`), checked against the list's answer schema
 * from the contract (`listSchema(itemSchema)`, or the list's own when its answer adds fields). The
 * previous page stays on screen while the next one loads, so paging does not flash a skeleton.
 */
export function useAdminList<T, A extends ListAnswer<T> = ListAnswer<T>>(
  path: string,
  query: ListQueryParams,
  answer: z.ZodType<A>,
): UseQueryResult<A, ApiError> {
  return useQuery<A, ApiError>({
    queryKey: listKeys.list(path, query),
    queryFn: ({ signal }) => apiCall(answer, 'GET', path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One record's `data` (`GET` of a record route of `adminPaths.api` with its id), the one way every
 * detail route and form loads its record:
 *
 *   const answer = useAdminDetail<Service>(adminPaths.api.service, id);
 *   <ServiceDetail {...detailAnswerProps(answer)} … />
 *
 * A 404 is an error like any other (not retried). `enabled: false` waits (for a record that is
 * only sometimes needed).
 */
export function useAdminDetail<T>(
  path: AdminRecordApiPath,
  id: string | number,
  { enabled = true, record }: { enabled?: boolean; record: z.ZodType<T> },
): UseQueryResult<T, ApiError> {
  return useQuery<T, ApiError>({
    queryKey: listKeys.detail(path, id),
    queryFn: async ({ signal }) => {
      const url = apiPathOf(fillPath(path, { id }));
      return (await apiCall(successSchema(record), 'GET', url, { signal })).data;
    },
    retry: (count, error) => error.status !== 404 && count < 2,
    enabled,
  });
}

export function errorMessageOf(error: ApiError | null): string | null {
  if (!error) return null;
  return error.status === 0 || !error.message ? LIST_FALLBACK_ERROR : error.message;
}

/** The DataTable props that come from the list's answer. */
export function listAnswerProps<T>(answer: UseQueryResult<ListAnswer<T>, ApiError>) {
  const meta = answer.data?.meta;
  return {
    rows: answer.data?.data,
    total: meta?.total ?? 0,
    totalCapped: meta?.total_capped === true,
    lastPage: meta?.last_page ?? 1,
    loading: answer.isPending,
    fetching: answer.isFetching && answer.isPlaceholderData,
    error: answer.isError ? errorMessageOf(answer.error) : null,
    onRetry: () => void answer.refetch(),
  };
}

/** The DetailView props that come from a detail answer (a 404 shows "not found"). */
export function detailAnswerProps<T>(answer: UseQueryResult<T, ApiError>) {
  return {
    data: answer.data,
    loading: answer.isPending,
    notFound: answer.error?.status === 404,
    error: answer.isError ? errorMessageOf(answer.error) : null,
    onRetry: () => void answer.refetch(),
  };
}
