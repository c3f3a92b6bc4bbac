import { adminPaths, type PhotographerDetail as PhotographerDetailRecord } from '@laqta/contract';
import { PhotographerDetail } from '@laqta/ui';
import { listHref, recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/Photographers/:id: a photographer and their reviews. */
export default function PhotographerDetailRoute() {
  const route = useAdminDetailRoute<PhotographerDetailRecord>(adminPaths.api.photographer);
  return (
    <>
      <PhotographerDetail
        {...route.screen}
        backHref={adminPaths.pages.photographers}
        orderHref={recordHref(adminPaths.pages.order)}
        ordersHref={listHref(adminPaths.pages.orders, { photographer_id: route.id })}
      />
      {route.screen.data && <RecordHistory entityType="photographer" entityId={route.id} />}
    </>
  );
}
