import { adminPaths, fillPath, photographerDetailSchema } from '@laqta/contract';
import { PhotographerDetail } from '@laqta/ui';
import { usePhotographerStatusAction, useReviewVisibilityAction } from '../../../api/photographers';
import { useMay } from '../../../auth/useAdminPermission';
import { listHref, recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/Photographers/:id: a photographer, their state's actions and their reviews' moderation. */
export default function PhotographerDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.photographer, photographerDetailSchema);
  const may = useMay();
  const statusAction = usePhotographerStatusAction(route.answer.data?.photographer);
  const reviewAction = useReviewVisibilityAction();
  const people = may('people');
  return (
    <>
      <PhotographerDetail
        {...route.screen}
        backHref={adminPaths.pages.photographers}
        orderHref={recordHref(adminPaths.pages.order)}
        ordersHref={listHref(adminPaths.pages.orders, { photographer_id: route.id })}
        editHref={
          people ? fillPath(adminPaths.pages.photographerEdit, { id: route.id }) : undefined
        }
        onStatusAction={people ? statusAction : undefined}
        onReviewAction={people ? reviewAction : undefined}
      />
      {route.screen.data && <RecordHistory entityType="photographer" entityId={route.id} />}
    </>
  );
}
