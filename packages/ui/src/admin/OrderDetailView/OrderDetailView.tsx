import {
  transactionMethodLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type OrderDetail,
} from '@laqta/contract';
import { formatDate, formatDateTime } from '../../format/date';
import { formatMoney } from '../../format/money';
import { Link } from '../../navigation/Link';
import type { DetailState } from '../CustomerDetailView';
import { DetailView, RelatedTable } from '../DetailView';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { ordersCopy } from '../OrdersScreen';
import { StatusPill } from '../StatusPill';
import { transactionStatusTone, transactionsCopy } from '../TransactionsScreen';

export const orderDetailCopy = {
  back: 'العودة إلى الطلبات',
  title: (code: string) => `الطلب ${code}`,
  address: 'العنوان',
  notes: 'ملاحظات',
  cancelReason: 'سبب الإلغاء',
  transactions: 'معاملات الطلب',
  noTransactions: 'لا توجد معاملات لهذا الطلب بعد.',
} as const;

/** An order: who, what, when, where, price and its transactions. */
export function OrderDetailView({ data, ...state }: DetailState<OrderDetail>) {
  const o = data?.order;
  const fields =
    o && data
      ? [
          {
            label: ordersCopy.customer,
            value: <Link href={`/admin/users/${o.customer.id}`}>{o.customer.name}</Link>,
          },
          {
            label: ordersCopy.photographer,
            value: o.photographer ? (
              <Link href={`/admin/Photographers/${o.photographer.id}`}>{o.photographer.name}</Link>
            ) : (
              ordersCopy.unassigned
            ),
          },
          { label: ordersCopy.service, value: o.service.name },
          { label: ordersCopy.sessionAt, value: formatDateTime(o.session_at) },
          { label: ordersCopy.city, value: o.city },
          { label: orderDetailCopy.address, value: o.address || '—' },
          { label: ordersCopy.price, value: formatMoney(o.price, data.currency) },
          { label: ordersCopy.createdAt, value: formatDate(o.created_at) },
          ...(o.notes ? [{ label: orderDetailCopy.notes, value: o.notes }] : []),
          ...(o.cancel_reason
            ? [{ label: orderDetailCopy.cancelReason, value: o.cancel_reason }]
            : []),
        ]
      : [];
  return (
    <DetailView
      {...state}
      back={{ href: '/admin/orders', label: orderDetailCopy.back }}
      title={o && <span dir="ltr">{orderDetailCopy.title(o.code)}</span>}
      badge={o && <OrderStatusBadge status={o.status} />}
      fields={fields}
    >
      {data && (
        <RelatedTable
          title={orderDetailCopy.transactions}
          rows={data.transactions}
          rowKey={(t) => t.id}
          emptyText={orderDetailCopy.noTransactions}
          columns={[
            {
              header: transactionsCopy.reference,
              cell: (t) => (
                <Link href={`/admin/transactions/${t.id}`}>
                  <span dir="ltr">{t.reference}</span>
                </Link>
              ),
            },
            { header: transactionsCopy.type, cell: (t) => transactionTypeLabels[t.type] },
            { header: transactionsCopy.method, cell: (t) => transactionMethodLabels[t.method] },
            {
              header: transactionsCopy.status,
              cell: (t) => (
                <StatusPill
                  label={transactionStatusLabels[t.status]}
                  tone={transactionStatusTone[t.status]}
                />
              ),
            },
            {
              header: transactionsCopy.amount,
              numeric: true,
              cell: (t) => formatMoney(t.amount, data.currency),
            },
            { header: transactionsCopy.date, cell: (t) => formatDateTime(t.created_at) },
          ]}
        />
      )}
    </DetailView>
  );
}
