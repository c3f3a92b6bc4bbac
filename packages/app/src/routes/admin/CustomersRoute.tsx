import {
  DEFAULT_CURRENCY,
  adminPaths,
  customerPaths,
  type CustomerExportFormat,
  type CustomerListAnswer,
  type CustomerListItem,
} from '@laqta/contract';
import { CustomersScreen } from '@laqta/ui';
import { useListOptions } from '../../api/listOptions';
import { apiPathOf } from '../../api/client';
import { useAdminListRoute } from '../../lists/useAdminListRoute';
import { useExportDownload } from '../../lists/useExportDownload';

/** /admin/users: the customers list (state in the URL) and its export of the same search/filters. */
export default function CustomersRoute() {
  const route = useAdminListRoute<CustomerListItem, 'status' | 'city', CustomerListAnswer>(
    adminPaths.api.customers,
    {
      filters: ['status', 'city'],
      detailPage: adminPaths.pages.customer,
    },
  );
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<CustomerExportFormat>(
    apiPathOf(customerPaths.export),
    exportQuery,
  );
  const options = useListOptions();
  return (
    <CustomersScreen
      list={route.list}
      linkTo={route.linkTo}
      currency={route.answer.data?.currency ?? DEFAULT_CURRENCY}
      filters={route.filters}
      onFilterChange={route.setFilter}
      cities={options.cities}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
