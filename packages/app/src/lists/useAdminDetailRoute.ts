import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { detailAnswerProps, useAdminDetail, type AdminRecordApiPath } from './queries';

/**
 * Everything a detail route gives its screen, in one call (the twin of `useAdminListRoute`): the
 * record named by the page's `:id`, loaded from a record route of `adminPaths.api`.
 *
 *   const route = useAdminDetailRoute(adminPaths.api.customer, customerDetailSchema);
 *   <CustomerDetail {...route.screen} backHref={adminPaths.pages.customers} … />
 *
 * `screen` is the `DetailState` (data, loading, not found, error, retry); `id` the page's id (for
 * the screen's other links); `answer` the query itself. `record` is the contract's schema of the
 * record: the answer is checked against it, never cast.
 */
export function useAdminDetailRoute<T>(path: AdminRecordApiPath, record: z.ZodType<T>) {
  const { id = '' } = useParams();
  const answer = useAdminDetail<T>(path, id, { record });
  return { id, screen: detailAnswerProps(answer), answer };
}
