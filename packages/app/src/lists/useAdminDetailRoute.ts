import { useParams } from 'react-router-dom';
import { detailAnswerProps, useAdminDetail, type AdminRecordApiPath } from './queries';

/**
 * Everything a detail route gives its screen, in one call (the twin of `useAdminListRoute`): the
 * record named by the page's `:id`, loaded from a record route of `adminPaths.api`.
 *
 *   const route = useAdminDetailRoute<CustomerDetail>(adminPaths.api.customer);
 *   <CustomerDetail {...route.screen} backHref={adminPaths.pages.customers} … />
 *
 * `screen` is the `DetailState` (data, loading, not found, error, retry); `id` the page's id (for
 * the screen's other links); `answer` the query itself.
 */
export function useAdminDetailRoute<T>(path: AdminRecordApiPath) {
  const { id = '' } = useParams();
  const answer = useAdminDetail<T>(path, id);
  return { id, screen: detailAnswerProps(answer), answer };
}
