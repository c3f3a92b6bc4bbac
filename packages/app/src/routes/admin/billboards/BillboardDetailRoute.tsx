import { adminPaths, type Billboard } from '@laqta/contract';
import { BillboardDetail } from '@laqta/ui';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';

/** `/admin/billboards/{id}`: one advertisement. */
export default function BillboardDetailRoute() {
  const route = useAdminDetailRoute<Billboard>(adminPaths.api.billboard);
  return <BillboardDetail {...route.screen} backHref={adminPaths.pages.billboards} />;
}
