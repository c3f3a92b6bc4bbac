import { adminPaths, type PhotographerListItem } from '@laqta/contract';
import { PhotographersScreen } from '@laqta/ui';
import { useListOptions } from '../../api/listOptions';
import { useAdminListRoute } from '../../lists/useAdminListRoute';

/** /admin/Photographers: the photographers list (state in the URL). */
export default function PhotographersRoute() {
  const route = useAdminListRoute<PhotographerListItem, 'status' | 'city' | 'specialty'>(
    adminPaths.api.photographers,
    {
      filters: ['status', 'city', 'specialty'],
      detailPage: adminPaths.pages.photographer,
    },
  );
  const options = useListOptions();
  return (
    <PhotographersScreen
      list={route.list}
      linkTo={route.linkTo}
      filters={route.filters}
      onFilterChange={route.setFilter}
      cities={options.cities}
    />
  );
}
