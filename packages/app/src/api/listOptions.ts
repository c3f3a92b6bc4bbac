import { listOptionsAnswerSchema, listOptionsPath, type ListOptions } from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiPathOf } from './client';

const empty: ListOptions = { cities: [], services: [], photographers: [], admins: [] };

/** The choices of the list filters (cities, services, photographers, admins); empty until they arrive. */
export function useListOptions(): ListOptions {
  const query = useQuery({
    queryKey: ['list-options'],
    queryFn: async ({ signal }) =>
      (await apiCall(listOptionsAnswerSchema, 'GET', apiPathOf(listOptionsPath), { signal })).data,
    staleTime: 5 * 60_000,
  });
  return query.data ?? empty;
}
