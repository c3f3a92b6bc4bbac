import {
  DEFAULT_CURRENCY,
  adminPaths,
  customerDetailSchema,
  orderListAnswerSchema,
  type ExportFormat,
  type OrderListAnswer,
  type OrderListItem,
} from '@laqta/contract';
import { OrdersScreen, type OrderFilter } from '@laqta/ui';
import { apiPathOf } from '../../../api/client';
import { useListOptions } from '../../../api/listOptions';
import { useAdminDetail } from '../../../lists/queries';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useExportDownload } from '../../../lists/useExportDownload';

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** /admin/orders: the orders list (state in the URL; `customer_id` arrives from a customer's page). */
export default function OrdersRoute() {
  const route = useAdminListRoute<OrderListItem, OrderFilter, OrderListAnswer>(
    adminPaths.api.orders,
    {
      answer: orderListAnswerSchema,
      filters: [
        'status',
        'from',
        'to',
        'photographer_id',
        'service_id',
        'customer_id',
        'attention',
      ],
      detailPage: adminPaths.pages.order,
    },
  );
  const options = useListOptions();
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.ordersExport),
    exportQuery,
  );
  // The customer the link from their page narrows the list to, for the chip's name.
  const customerId = route.screen.filters.customer_id;
  const customer = useAdminDetail(adminPaths.api.customer, customerId, {
    enabled: customerId !== '',
    record: customerDetailSchema,
  });
  return (
    <OrdersScreen
      {...route.screen}
      currency={route.answer.data?.currency ?? DEFAULT_CURRENCY}
      photographers={toOptions(options.photographers)}
      services={toOptions(options.services)}
      customerName={customerId ? customer.data?.customer.name : null}
      rangeError={route.answer.error?.errors.to?.[0]}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
