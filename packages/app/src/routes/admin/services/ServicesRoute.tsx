import { ServicesScreen } from '@laqta/ui';
import { listAnswerProps } from '../../../api/lists';
import { useServiceList } from '../../../api/services';
import { useListState } from '../../../lists/useListState';

/** `/admin/services`: the services list, its state in the URL. */
export default function ServicesRoute() {
  const list = useListState({ filters: ['category', 'is_active'] });
  const answer = useServiceList(list.query);
  return (
    <ServicesScreen
      {...list.table}
      {...listAnswerProps(answer)}
      filtered={list.filtered}
      category={list.filters.category}
      active={list.filters.is_active}
      onCategoryChange={(value) => list.setFilter('category', value)}
      onActiveChange={(value) => list.setFilter('is_active', value)}
      serviceHref={(service) => `/admin/services/${service.id}`}
      newHref="/admin/services/new"
    />
  );
}
