import { adminPaths, type Billboard } from '@laqta/contract';
import { BillboardDetail } from '@laqta/ui';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** `/admin/billboards/{id}`: one advertisement. */
export default function BillboardDetailRoute() {
  const route = useAdminDetailRoute<Billboard>(adminPaths.api.billboard);
  return (
    <>
      <BillboardDetail {...route.screen} backHref={adminPaths.pages.billboards} />
      {route.screen.data && <RecordHistory entityType="billboard" entityId={route.id} />}
    </>
  );
}
