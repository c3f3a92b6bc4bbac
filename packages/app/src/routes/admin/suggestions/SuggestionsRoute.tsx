import { adminPaths, type SuggestionListItem } from '@laqta/contract';
import { SuggestionsScreen } from '@laqta/ui';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** `/admin/suggestion`: what visitors sent, its state in the URL. */
export default function SuggestionsRoute() {
  const route = useAdminListRoute<SuggestionListItem, 'status' | 'source'>(
    adminPaths.api.suggestions,
    { filters: ['status', 'source'], detailPage: adminPaths.pages.suggestion },
  );
  return (
    <SuggestionsScreen
      {...route.list}
      linkTo={route.linkTo}
      status={route.filters.status}
      source={route.filters.source}
      onStatusChange={(value) => route.setFilter('status', value)}
      onSourceChange={(value) => route.setFilter('source', value)}
    />
  );
}
