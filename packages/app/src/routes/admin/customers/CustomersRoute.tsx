import {
  DEFAULT_CURRENCY,
  adminPaths,
  customerListAnswerSchema,
  type CustomerExportFormat,
  type CustomerListAnswer,
  type CustomerListItem,
} from '@laqta/contract';
import { CustomersScreen, type CustomerFilter } from '@laqta/ui';
import { apiPathOf } from '../../../api/client';
import { useListOptions } from '../../../api/listOptions';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useBulkRun } from '../../../lists/useBulkRun';
import { useExportDownload } from '../../../lists/useExportDownload';

const labelOf = (row: CustomerListItem) => row.name;

/** /admin/users: the customers list (state in the URL) and its export of the same search/filters. */
export default function CustomersRoute() {
  const route = useAdminListRoute<CustomerListItem, CustomerFilter, CustomerListAnswer>(
    adminPaths.api.customers,
    {
      filters: ['status', 'city'],
      answer: customerListAnswerSchema,
      detailPage: adminPaths.pages.customer,
    },
  );
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<CustomerExportFormat>(
    apiPathOf(adminPaths.api.customersExport),
    exportQuery,
  );
  const options = useListOptions();
  const people = useMay()('people');
  const runBulk = useBulkRun({
    bulkPath: adminPaths.api.customersBulk,
    listPath: adminPaths.api.customers,
    query: route.query,
    rows: route.answer.data?.data,
    labelOf,
    exporter,
  });
  return (
    <CustomersScreen
      {...route.screen}
      currency={route.answer.data?.currency ?? DEFAULT_CURRENCY}
      cities={options.cities}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
      onBulkRun={people ? runBulk : undefined}
    />
  );
}
