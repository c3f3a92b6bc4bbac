import { adminPaths, billboardSchema, fillPath } from '@laqta/contract';
import { BillboardDetail } from '@laqta/ui';
import { useBillboardStatusAction } from '../../../api/billboards';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** `/admin/billboards/{id}`: one advertisement, switched on/off, a link to its edit form. */
export default function BillboardDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.billboard, billboardSchema);
  const content = useMay()('content');
  const statusAction = useBillboardStatusAction(route.answer.data);
  return (
    <>
      <BillboardDetail
        {...route.screen}
        backHref={adminPaths.pages.billboards}
        editHref={content ? fillPath(adminPaths.pages.billboardEdit, { id: route.id }) : undefined}
        onStatusAction={content ? statusAction : undefined}
      />
      {route.screen.data && <RecordHistory entityType="billboard" entityId={route.id} />}
    </>
  );
}
