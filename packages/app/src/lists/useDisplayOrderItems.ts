import type { AdminApiPath } from '@laqta/contract';
import type { DisplayOrderItem } from '@laqta/ui';
import { apiPathOf } from '../api/client';
import { errorMessageOf, useAdminList } from './queries';

/** The first 100 records of a list in display order, as the display order editor shows them. */
export function useDisplayOrderItems<T extends { id: number; sort_order: number }>(
  path: AdminApiPath,
  labelOf: (row: T) => string,
): { items: DisplayOrderItem[] | undefined; loadError: string | null } {
  const answer = useAdminList<T>(apiPathOf(path), { sort: 'sort_order', per_page: 100, page: 1 });
  return {
    items: answer.data?.data.map((row) => ({
      id: row.id,
      label: labelOf(row),
      sortOrder: row.sort_order,
    })),
    loadError: answer.isError ? errorMessageOf(answer.error) : null,
  };
}
