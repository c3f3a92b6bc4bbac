import {
  adminPaths,
  billboardListAnswerSchema,
  type Billboard,
  type ExportFormat,
} from '@laqta/contract';
import { BillboardsScreen, DisplayOrder, type BillboardFilter } from '@laqta/ui';
import { useSaveBillboardsOrder } from '../../../api/billboards';
import { apiPathOf } from '../../../api/client';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useBulkRun } from '../../../lists/useBulkRun';
import { useDisplayOrderItems } from '../../../lists/useDisplayOrderItems';
import { useExportDownload } from '../../../lists/useExportDownload';

const labelOf = (row: Billboard) => row.title;

/** `/admin/billboards`: the advertisements (state in the URL), add, bulk on/off and export. */
export default function BillboardsRoute() {
  const route = useAdminListRoute<Billboard, BillboardFilter>(adminPaths.api.billboards, {
    filters: ['is_active', 'window'],
    detailPage: adminPaths.pages.billboard,
    answer: billboardListAnswerSchema,
  });
  const content = useMay()('content');
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.billboardsExport),
    exportQuery,
  );
  const runBulk = useBulkRun({
    bulkPath: adminPaths.api.billboardsBulk,
    listPath: adminPaths.api.billboards,
    query: route.query,
    rows: route.answer.data?.data,
    labelOf,
    exporter,
  });
  const order = useDisplayOrderItems(adminPaths.api.billboards, labelOf, billboardListAnswerSchema);
  const saveOrder = useSaveBillboardsOrder();
  return (
    <BillboardsScreen
      titleExtra={
        content && (
          <DisplayOrder
            title="ترتيب عرض الإعلانات"
            items={order.items}
            loadError={order.loadError}
            onSave={saveOrder}
          />
        )
      }
      {...route.screen}
      newHref={content ? adminPaths.pages.billboardNew : undefined}
      onBulkRun={content ? runBulk : undefined}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
