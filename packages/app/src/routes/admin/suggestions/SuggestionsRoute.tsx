import { SuggestionsScreen } from '@laqta/ui';
import { listAnswerProps } from '../../../api/lists';
import { useSuggestionList } from '../../../api/suggestions';
import { useListState } from '../../../lists/useListState';

/** `/admin/suggestion`: what visitors sent, its state in the URL. */
export default function SuggestionsRoute() {
  const list = useListState({ filters: ['status', 'source'] });
  const answer = useSuggestionList(list.query);
  return (
    <SuggestionsScreen
      {...list.table}
      {...listAnswerProps(answer)}
      filtered={list.filtered}
      status={list.filters.status}
      source={list.filters.source}
      onStatusChange={(value) => list.setFilter('status', value)}
      onSourceChange={(value) => list.setFilter('source', value)}
      suggestionHref={(suggestion) => `/admin/suggestion/${suggestion.id}`}
    />
  );
}
