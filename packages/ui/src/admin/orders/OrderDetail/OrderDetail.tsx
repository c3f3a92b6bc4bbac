import {
  transactionMethodLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type OrderDetail as OrderDetailRecord,
} from '@laqta/contract';
import type { ReactNode } from 'react';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { Link } from '../../../navigation/Link';
import {
  DetailView,
  RelatedTable,
  type DetailScreenProps,
  type RecordHref,
} from '../../DetailView';
import { OrderStatusPill } from '../OrderStatusPill';
import { ordersCopy } from '../OrdersScreen';
import { StatusPill } from '../../StatusPill';
import { transactionStatusTone, transactionsCopy } from '../../transactions/TransactionsScreen';

export const orderDetailCopy = {
  back: 'العودة إلى الطلبات',
  title: (code: string) => `الطلب ${code}`,
  address: 'العنوان',
  notes: 'ملاحظات',
  cancelReason: 'سبب الإلغاء',
  noShowReason: 'ما حدث (عدم الحضور)',
  completedAt: 'تاريخ الإكمال',
  cancelledAt: 'تاريخ الإلغاء',
  transactions: 'معاملات الطلب',
  noTransactions: 'لا توجد معاملات لهذا الطلب بعد.',
} as const;

export interface OrderDetailProps extends DetailScreenProps<OrderDetailRecord> {
  customerHref: RecordHref;
  photographerHref: RecordHref;
  transactionHref: RecordHref;
  /** The order's actions (OrderActionBar), beside its title and status. */
  actions?: ReactNode;
}

/** An order: who, what, when, where, price and its transactions. */
export function OrderDetail({
  data,
  backHref,
  customerHref,
  photographerHref,
  transactionHref,
  actions,
  ...state
}: OrderDetailProps) {
  const o = data?.order;
  const fields =
    o && data
      ? [
          {
            label: ordersCopy.customer,
            value: <Link href={customerHref(o.customer)}>{o.customer.name}</Link>,
          },
          {
            label: ordersCopy.photographer,
            value: o.photographer ? (
              <Link href={photographerHref(o.photographer)}>{o.photographer.name}</Link>
            ) : (
              ordersCopy.unassigned
            ),
          },
          { label: ordersCopy.service, value: o.service.name },
          {
            label: ordersCopy.sessionAt,
            value: <DateText value={o.session_at} withTime bothCalendars />,
          },
          { label: ordersCopy.city, value: o.city },
          { label: orderDetailCopy.address, value: o.address || '—' },
          { label: ordersCopy.price, value: formatMoney(o.price, data.currency) },
          { label: ordersCopy.createdAt, value: <DateText value={o.created_at} bothCalendars /> },
          ...(o.notes ? [{ label: orderDetailCopy.notes, value: o.notes }] : []),
          ...(o.completed_at
            ? [
                {
                  label: orderDetailCopy.completedAt,
                  value: <DateText value={o.completed_at} withTime />,
                },
              ]
            : []),
          ...(o.cancelled_at
            ? [
                {
                  label: orderDetailCopy.cancelledAt,
                  value: <DateText value={o.cancelled_at} withTime />,
                },
              ]
            : []),
          ...(o.cancel_reason
            ? [
                {
                  label:
                    o.status === 'no_show'
                      ? orderDetailCopy.noShowReason
                      : orderDetailCopy.cancelReason,
                  value: o.cancel_reason,
                },
              ]
            : []),
        ]
      : [];
  return (
    <DetailView
      {...state}
      back={{ href: backHref, label: orderDetailCopy.back }}
      title={o && <span dir="ltr">{orderDetailCopy.title(o.code)}</span>}
      badge={
        o && (
          <>
            <OrderStatusPill status={o.status} />
            {actions && <div className="w-full md:ms-auto md:w-auto">{actions}</div>}
          </>
        )
      }
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
                <Link href={transactionHref(t)}>
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
            {
              header: transactionsCopy.date,
              cell: (t) => <DateText value={t.created_at} withTime />,
            },
          ]}
        />
      )}
    </DetailView>
  );
}
