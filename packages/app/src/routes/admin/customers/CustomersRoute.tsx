import {
  DEFAULT_CURRENCY,
  adminPaths,
  type CustomerExportFormat,
  type CustomerListAnswer,
  type CustomerListItem,
} from '@laqta/contract';
import { CustomersScreen, type CustomerFilter } from '@laqta/ui';
import { apiPathOf } from '../../../api/client';
import { useListOptions } from '../../../api/listOptions';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useExportDownload } from '../../../lists/useExportDownload';

/** /admin/users: the customers list (state in the URL) and its export of the same search/filters. */
export default function CustomersRoute() {
  const route = useAdminListRoute<CustomerListItem, CustomerFilter, CustomerListAnswer>(
    adminPaths.api.customers,
    { filters: ['status', 'city'], detailPage: adminPaths.pages.customer },
  );
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<CustomerExportFormat>(
    apiPathOf(adminPaths.api.customersExport),
    exportQuery,
  );
  const options = useListOptions();
  return (
    <CustomersScreen
      {...route.screen}
      currency={route.answer.data?.currency ?? DEFAULT_CURRENCY}
      cities={options.cities}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
