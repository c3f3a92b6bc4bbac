import {
  activityListAnswerSchema,
  adminPaths,
  type ActivityEvent,
  type ActivityListAnswer,
} from '@laqta/contract';
import { ActivityScreen, type ActivityFilter } from '@laqta/ui';
import { useListOptions } from '../../../api/listOptions';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { historyHref } from './historyHref';
import { recordPageOf } from './recordPages';

/** /admin/activity: the audit trail (state in the URL; a timeline's "all" link narrows it to one record). */
export default function ActivityRoute() {
  // The row type names the item (the list's `linkTo` reads an event), the answer adds `currency`.
  const route = useAdminListRoute<ActivityEvent, ActivityFilter, ActivityListAnswer>(
    adminPaths.api.activity,
    {
      filters: ['admin_id', 'entity_type', 'entity_id', 'action', 'from', 'to'],
      answer: activityListAnswerSchema,
      linkTo: historyHref,
    },
  );
  const { admins } = useListOptions();
  return (
    <ActivityScreen
      {...route.screen}
      admins={admins.map((admin) => ({ value: String(admin.id), label: admin.name }))}
      entityHref={recordPageOf}
      rangeError={route.answer.error?.errors.to?.[0]}
    />
  );
}
