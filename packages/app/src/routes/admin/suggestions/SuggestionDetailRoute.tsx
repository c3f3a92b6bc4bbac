import { adminPaths, suggestionSchema } from '@laqta/contract';
import { SuggestionDetail } from '@laqta/ui';
import { useSetSuggestionStatus } from '../../../api/suggestions';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

export const suggestionStatusFailed = 'تعذّر تحديث حالة الاقتراح، حاول مرة أخرى.';

/** `/admin/suggestion/{id}`: the whole message, and marking it read or archived. */
export default function SuggestionDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.suggestion, suggestionSchema);
  const setStatus = useSetSuggestionStatus(route.id);
  const may = useMay();
  return (
    <>
      <SuggestionDetail
        {...route.screen}
        backHref={adminPaths.pages.suggestions}
        onStatusChange={may('suggestions') ? (status) => setStatus.mutate(status) : undefined}
        pendingStatus={setStatus.isPending ? setStatus.variables : null}
        statusError={setStatus.isError ? setStatus.error.message || suggestionStatusFailed : null}
      />
      {route.screen.data && <RecordHistory entityType="suggestion" entityId={route.id} />}
    </>
  );
}
