import {
  adminPaths,
  photographerListAnswerSchema,
  type ExportFormat,
  type PhotographerListItem,
} from '@laqta/contract';
import { PhotographersScreen, type PhotographerFilter } from '@laqta/ui';
import { apiPathOf } from '../../../api/client';
import { useListOptions } from '../../../api/listOptions';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useBulkRun } from '../../../lists/useBulkRun';
import { useExportDownload } from '../../../lists/useExportDownload';

const labelOf = (row: PhotographerListItem) => row.name;

/** /admin/Photographers: the photographers list (state in the URL), its bulk actions and export. */
export default function PhotographersRoute() {
  const route = useAdminListRoute<PhotographerListItem, PhotographerFilter>(
    adminPaths.api.photographers,
    {
      filters: ['status', 'city', 'specialty'],
      answer: photographerListAnswerSchema,
      detailPage: adminPaths.pages.photographer,
    },
  );
  const may = useMay();
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.photographersExport),
    exportQuery,
  );
  const runBulk = useBulkRun({
    bulkPath: adminPaths.api.photographersBulk,
    listPath: adminPaths.api.photographers,
    query: route.query,
    rows: route.answer.data?.data,
    labelOf,
    exporter,
    // A bulk suspension goes ahead for photographers with orders ahead: its words say so.
    extra: (run) => (run.action === 'suspend' ? { confirm: true } : {}),
  });
  const options = useListOptions();
  const people = may('people');
  return (
    <PhotographersScreen
      {...route.screen}
      cities={options.cities}
      newHref={people ? adminPaths.pages.photographerNew : undefined}
      onBulkRun={people ? runBulk : undefined}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
