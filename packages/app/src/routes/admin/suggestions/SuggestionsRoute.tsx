import { adminPaths, type SuggestionListItem } from '@laqta/contract';
import { SuggestionsScreen, type SuggestionFilter } from '@laqta/ui';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** `/admin/suggestion`: what visitors sent, its state in the URL. */
export default function SuggestionsRoute() {
  const route = useAdminListRoute<SuggestionListItem, SuggestionFilter>(
    adminPaths.api.suggestions,
    { filters: ['status', 'source'], detailPage: adminPaths.pages.suggestion },
  );
  return <SuggestionsScreen {...route.screen} />;
}
