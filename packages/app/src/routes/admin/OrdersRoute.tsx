import {
  DEFAULT_CURRENCY,
  customerPaths,
  adminPaths,
  type CustomerDetail,
  type OrderListAnswer,
  type OrderListItem,
} from '@laqta/contract';
import { OrdersScreen } from '@laqta/ui';
import { useListOptions } from '../../api/listOptions';
import { useAdminDetail } from '../../lists/queries';
import { apiPathOf } from '../../api/client';
import { useAdminListRoute } from '../../lists/useAdminListRoute';

type OrderFilter = 'status' | 'from' | 'to' | 'photographer_id' | 'service_id' | 'customer_id';

/** /admin/orders: the orders list (state in the URL; `customer_id` arrives from a customer's page). */
export default function OrdersRoute() {
  const route = useAdminListRoute<OrderListItem, OrderFilter, OrderListAnswer>(
    adminPaths.api.orders,
    {
      filters: ['status', 'from', 'to', 'photographer_id', 'service_id', 'customer_id'],
      detailPage: adminPaths.pages.order,
    },
  );
  const options = useListOptions();
  // The customer the link from their page narrows the list to, for the chip's name.
  const customerId = route.filters.customer_id;
  const customer = useAdminDetail<CustomerDetail>(apiPathOf(customerPaths.detail(customerId)), {
    enabled: customerId !== '',
  });
  const toOptions = (items: { id: number; name: string }[]) =>
    items.map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <OrdersScreen
      list={route.list}
      linkTo={route.linkTo}
      currency={route.answer.data?.currency ?? DEFAULT_CURRENCY}
      filters={route.filters}
      onFiltersChange={route.setFilters}
      photographers={toOptions(options.photographers)}
      services={toOptions(options.services)}
      customerName={customerId ? customer.data?.customer.name : null}
      rangeError={route.answer.error?.errors.to?.[0]}
    />
  );
}
