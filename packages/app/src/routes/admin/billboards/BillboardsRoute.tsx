import { adminPaths, type Billboard } from '@laqta/contract';
import { BillboardsScreen } from '@laqta/ui';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** `/admin/billboards`: the advertisements, their state in the URL. */
export default function BillboardsRoute() {
  const route = useAdminListRoute<Billboard, 'is_active' | 'window'>(adminPaths.api.billboards, {
    filters: ['is_active', 'window'],
    detailPage: adminPaths.pages.billboard,
  });
  return (
    <BillboardsScreen
      {...route.list}
      linkTo={route.linkTo}
      active={route.filters.is_active}
      window={route.filters.window}
      onActiveChange={(value) => route.setFilter('is_active', value)}
      onWindowChange={(value) => route.setFilter('window', value)}
    />
  );
}
