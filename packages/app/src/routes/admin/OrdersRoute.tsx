import {
  customerPaths,
  orderPaths,
  type CustomerDetail,
  type OrderListAnswer,
  type OrderListItem,
} from '@laqta/contract';
import { OrdersScreen } from '@laqta/ui';
import { apiPathOf, listAnswerProps, useAdminDetail, useAdminList } from '../../api/lists';
import { useListOptions } from '../../api/listOptions';
import { useListState } from '../../lists/useListState';

/** /admin/orders: the orders list (state in the URL; `customer_id` arrives from a customer's page). */
export default function OrdersRoute() {
  const list = useListState({
    filters: ['status', 'from', 'to', 'photographer_id', 'service_id', 'customer_id'],
  });
  const answer = useAdminList<OrderListItem, OrderListAnswer>(
    apiPathOf(orderPaths.list),
    list.query,
  );
  const options = useListOptions();
  // The customer the link from their page narrows the list to, for the chip's name.
  const customerId = list.filters.customer_id;
  const customer = useAdminDetail<CustomerDetail>(apiPathOf(customerPaths.detail(customerId)), {
    enabled: customerId !== '',
  });
  const toOptions = (items: { id: number; name: string }[]) =>
    items.map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <OrdersScreen
      list={{ ...list.table, ...listAnswerProps(answer), filtered: list.filtered }}
      currency={answer.data?.currency ?? 'SAR'}
      filters={list.filters}
      onFiltersChange={list.setFilters}
      photographers={toOptions(options.photographers)}
      services={toOptions(options.services)}
      customerName={customerId ? customer.data?.customer.name : null}
      rangeError={answer.error?.errors.to?.[0]}
    />
  );
}
