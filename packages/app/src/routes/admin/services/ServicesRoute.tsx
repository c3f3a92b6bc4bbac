import { adminPaths, type Service } from '@laqta/contract';
import { ServicesScreen } from '@laqta/ui';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** `/admin/services`: the services list, its state in the URL. */
export default function ServicesRoute() {
  const route = useAdminListRoute<Service, 'category' | 'is_active'>(adminPaths.api.services, {
    filters: ['category', 'is_active'],
    detailPage: adminPaths.pages.service,
  });
  return (
    <ServicesScreen
      {...route.list}
      linkTo={route.linkTo}
      category={route.filters.category}
      active={route.filters.is_active}
      onCategoryChange={(value) => route.setFilter('category', value)}
      onActiveChange={(value) => route.setFilter('is_active', value)}
      newHref={adminPaths.pages.serviceNew}
    />
  );
}
