import { adminPaths } from '@laqta/contract';
import { SuggestionDetail } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../lists/queries';
import { useSetSuggestionStatus, useSuggestion } from '../../../api/suggestions';

export const suggestionStatusFailed = 'تعذّر تحديث حالة الاقتراح، حاول مرة أخرى.';

/** `/admin/suggestion/{id}`: the whole message, and marking it read or archived. */
export default function SuggestionDetailRoute() {
  const { id = '' } = useParams();
  const suggestion = useSuggestion(id);
  const setStatus = useSetSuggestionStatus(id);
  return (
    <SuggestionDetail
      suggestion={suggestion.data}
      loading={suggestion.isPending}
      notFound={suggestion.error?.status === 404}
      error={suggestion.isError ? errorMessageOf(suggestion.error) : null}
      onRetry={() => void suggestion.refetch()}
      onStatusChange={(status) => setStatus.mutate(status)}
      pendingStatus={setStatus.isPending ? setStatus.variables : null}
      statusError={setStatus.isError ? setStatus.error.message || suggestionStatusFailed : null}
      backHref={adminPaths.pages.suggestions}
    />
  );
}
