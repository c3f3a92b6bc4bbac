import { BillboardsScreen } from '@laqta/ui';
import { useBillboardList } from '../../../api/billboards';
import { listAnswerProps } from '../../../api/lists';
import { useListState } from '../../../lists/useListState';

/** `/admin/billboards`: the advertisements, their state in the URL. */
export default function BillboardsRoute() {
  const list = useListState({ filters: ['is_active', 'window'] });
  const answer = useBillboardList(list.query);
  return (
    <BillboardsScreen
      {...list.table}
      {...listAnswerProps(answer)}
      filtered={list.filtered}
      active={list.filters.is_active}
      window={list.filters.window}
      onActiveChange={(value) => list.setFilter('is_active', value)}
      onWindowChange={(value) => list.setFilter('window', value)}
      billboardHref={(billboard) => `/admin/billboards/${billboard.id}`}
    />
  );
}
