import { adminPaths, type Service } from '@laqta/contract';
import { ServicesScreen, type ServiceFilter } from '@laqta/ui';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** `/admin/services`: the services list, its state in the URL. */
export default function ServicesRoute() {
  const route = useAdminListRoute<Service, ServiceFilter>(adminPaths.api.services, {
    filters: ['category', 'is_active'],
    detailPage: adminPaths.pages.service,
  });
  const may = useMay();
  return (
    <ServicesScreen
      {...route.screen}
      newHref={may('content') ? adminPaths.pages.serviceNew : undefined}
    />
  );
}
