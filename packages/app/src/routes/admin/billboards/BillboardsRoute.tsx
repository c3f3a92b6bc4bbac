import { adminPaths, type Billboard } from '@laqta/contract';
import { BillboardsScreen, type BillboardFilter } from '@laqta/ui';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** `/admin/billboards`: the advertisements, their state in the URL. */
export default function BillboardsRoute() {
  const route = useAdminListRoute<Billboard, BillboardFilter>(adminPaths.api.billboards, {
    filters: ['is_active', 'window'],
    detailPage: adminPaths.pages.billboard,
  });
  return <BillboardsScreen {...route.screen} />;
}
