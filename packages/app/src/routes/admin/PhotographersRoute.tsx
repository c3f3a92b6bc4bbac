import { photographerPaths, type PhotographerListItem } from '@laqta/contract';
import { PhotographersScreen } from '@laqta/ui';
import { apiPathOf, listAnswerProps, useAdminList } from '../../api/lists';
import { useListOptions } from '../../api/listOptions';
import { useListState } from '../../lists/useListState';

/** /admin/Photographers: the photographers list (state in the URL). */
export default function PhotographersRoute() {
  const list = useListState({ filters: ['status', 'city', 'specialty'] });
  const answer = useAdminList<PhotographerListItem>(apiPathOf(photographerPaths.list), list.query);
  const options = useListOptions();
  return (
    <PhotographersScreen
      list={{ ...list.table, ...listAnswerProps(answer), filtered: list.filtered }}
      filters={list.filters}
      onFilterChange={list.setFilter}
      cities={options.cities}
    />
  );
}
