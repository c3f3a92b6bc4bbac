import {
  adminPaths,
  serviceListAnswerSchema,
  type ExportFormat,
  type Service,
} from '@laqta/contract';
import { DisplayOrder, ServicesScreen, type ServiceFilter } from '@laqta/ui';
import { useSaveServicesOrder } from '../../../api/services';
import { apiPathOf } from '../../../api/client';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useBulkRun } from '../../../lists/useBulkRun';
import { useDisplayOrderItems } from '../../../lists/useDisplayOrderItems';
import { useExportDownload } from '../../../lists/useExportDownload';

const labelOf = (row: Service) => row.name;

/** `/admin/services`: the services list (state in the URL), add, bulk, export, display order. */
export default function ServicesRoute() {
  const route = useAdminListRoute<Service, ServiceFilter>(adminPaths.api.services, {
    filters: ['category', 'is_active'],
    detailPage: adminPaths.pages.service,
    answer: serviceListAnswerSchema,
  });
  const content = useMay()('content');
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.servicesExport),
    exportQuery,
  );
  const runBulk = useBulkRun({
    bulkPath: adminPaths.api.servicesBulk,
    listPath: adminPaths.api.services,
    query: route.query,
    rows: route.answer.data?.data,
    labelOf,
    exporter,
  });
  const order = useDisplayOrderItems(adminPaths.api.services, labelOf, serviceListAnswerSchema);
  const saveOrder = useSaveServicesOrder();
  return (
    <ServicesScreen
      {...route.screen}
      newHref={content ? adminPaths.pages.serviceNew : undefined}
      onBulkRun={content ? runBulk : undefined}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
      titleExtra={
        content && (
          <DisplayOrder
            title="ترتيب عرض الخدمات"
            items={order.items}
            loadError={order.loadError}
            onSave={saveOrder}
          />
        )
      }
    />
  );
}
