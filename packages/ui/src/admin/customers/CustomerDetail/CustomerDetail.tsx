import { customerStatusLabels, type CustomerDetail as CustomerDetailRecord } from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import { customerStatusTone, customersCopy } from '../CustomersScreen';
import {
  DetailView,
  RelatedTable,
  type DetailScreenProps,
  type RecordHref,
} from '../../DetailView';
import { OrderStatusPill } from '../../orders/OrderStatusPill';
import { StatusPill } from '../../StatusPill';

export const customerDetailCopy = {
  back: 'العودة إلى العملاء',
  orders: 'طلبات العميل',
  noOrders: 'لم يطلب هذا العميل أي جلسة بعد.',
  allOrders: 'كل طلبات العميل',
  code: 'رقم الطلب',
  service: 'الخدمة',
  photographer: 'المصور',
  unassigned: 'لم يُعيَّن بعد',
  sessionAt: 'موعد الجلسة',
  status: 'الحالة',
  price: 'السعر',
} as const;

export interface CustomerDetailProps extends DetailScreenProps<CustomerDetailRecord> {
  orderHref: RecordHref;
  /** The orders list narrowed to this customer. */
  ordersHref: string;
}

/** A customer: contact, status, figures and their newest orders. */
export function CustomerDetail({
  data,
  backHref,
  orderHref,
  ordersHref,
  ...state
}: CustomerDetailProps) {
  const c = data?.customer;
  return (
    <DetailView
      {...state}
      back={{ href: backHref, label: customerDetailCopy.back }}
      title={c?.name}
      badge={
        c && (
          <StatusPill label={customerStatusLabels[c.status]} tone={customerStatusTone[c.status]} />
        )
      }
      fields={
        c && data
          ? [
              { label: customersCopy.email, value: c.email, ltr: true },
              { label: customersCopy.phone, value: c.phone, ltr: true },
              { label: customersCopy.city, value: c.city },
              { label: customersCopy.ordersCount, value: formatNumber(c.orders_count) },
              { label: customersCopy.totalSpent, value: formatMoney(c.total_spent, data.currency) },
              {
                label: customersCopy.joined,
                value: <DateText value={c.created_at} bothCalendars />,
              },
            ]
          : []
      }
    >
      {data && <RelatedOrders data={data} orderHref={orderHref} ordersHref={ordersHref} />}
    </DetailView>
  );
}

function RelatedOrders({
  data,
  orderHref,
  ordersHref,
}: Pick<CustomerDetailProps, 'orderHref' | 'ordersHref'> & { data: CustomerDetailRecord }) {
  return (
    <RelatedTable
      title={customerDetailCopy.orders}
      rows={data.orders}
      rowKey={(o) => o.id}
      emptyText={customerDetailCopy.noOrders}
      footer={
        data.customer.orders_count > data.orders.length ? (
          <Link href={ordersHref}>{customerDetailCopy.allOrders}</Link>
        ) : undefined
      }
      columns={[
        {
          header: customerDetailCopy.code,
          cell: (o) => (
            <Link href={orderHref(o)}>
              <span dir="ltr">{o.code}</span>
            </Link>
          ),
        },
        { header: customerDetailCopy.service, cell: (o) => o.service },
        {
          header: customerDetailCopy.photographer,
          cell: (o) =>
            o.photographer ?? (
              <span className="text-ink-muted">{customerDetailCopy.unassigned}</span>
            ),
        },
        {
          header: customerDetailCopy.sessionAt,
          cell: (o) => <DateText value={o.session_at} withTime />,
        },
        { header: customerDetailCopy.status, cell: (o) => <OrderStatusPill status={o.status} /> },
        {
          header: customerDetailCopy.price,
          numeric: true,
          cell: (o) => formatMoney(o.price, data.currency),
        },
      ]}
    />
  );
}
