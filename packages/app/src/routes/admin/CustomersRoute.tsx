import {
  customerPaths,
  type CustomerExportFormat,
  type CustomerListAnswer,
  type CustomerListItem,
} from '@laqta/contract';
import { CustomersScreen } from '@laqta/ui';
import { apiPathOf, listAnswerProps, useAdminList } from '../../api/lists';
import { useListOptions } from '../../api/listOptions';
import { useExportDownload } from '../../lists/useExportDownload';
import { useListState } from '../../lists/useListState';

/** /admin/users: the customers list (state in the URL) and its export of the same search/filters. */
export default function CustomersRoute() {
  const list = useListState({ filters: ['status', 'city'] });
  const answer = useAdminList<CustomerListItem, CustomerListAnswer>(
    apiPathOf(customerPaths.list),
    list.query,
  );
  const { page: _page, per_page: _perPage, ...exportQuery } = list.query;
  const exporter = useExportDownload<CustomerExportFormat>(
    apiPathOf(customerPaths.export),
    exportQuery,
  );
  const options = useListOptions();
  return (
    <CustomersScreen
      list={{ ...list.table, ...listAnswerProps(answer), filtered: list.filtered }}
      currency={answer.data?.currency ?? 'SAR'}
      filters={list.filters}
      onFilterChange={list.setFilter}
      cities={options.cities}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
