import type { AdminApiPath, ListAnswer } from '@laqta/contract';
import type { DisplayOrderItem } from '@laqta/ui';
import type { z } from 'zod';
import { apiPathOf } from '../api/client';
import { errorMessageOf, useAdminList } from './queries';

/** The first 100 records of a list in display order, as the display order editor shows them. */
export function useDisplayOrderItems<T extends { id: number; sort_order: number }>(
  path: AdminApiPath,
  labelOf: (row: T) => string,
  answerSchema: z.ZodType<ListAnswer<T>>,
): { items: DisplayOrderItem[] | undefined; loadError: string | null } {
  const query = { sort: 'sort_order', per_page: 100, page: 1 };
  const answer = useAdminList<T>(apiPathOf(path), query, answerSchema);
  return {
    items: answer.data?.data.map((row) => ({
      id: row.id,
      label: labelOf(row),
      sortOrder: row.sort_order,
    })),
    loadError: answer.isError ? errorMessageOf(answer.error) : null,
  };
}
