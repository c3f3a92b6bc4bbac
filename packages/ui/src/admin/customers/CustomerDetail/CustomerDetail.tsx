import {
  actionsFrom,
  customerActionLabels,
  customerSourceLabels,
  customerStatusLabels,
  customerTransitions,
  type CustomerAction,
  type CustomerDetail as CustomerDetailRecord,
} from '@laqta/contract';
import { RecordActions, type RecordAction } from '../../RecordActions';
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
  edit: 'تعديل البيانات',
  blockedReason: 'سبب الحظر',
  title: (label: string, name: string) => `${label}: ${name}؟`,
  block: 'لن يتمكن العميل من حجز جلسات جديدة حتى يُرفع الحظر. طلباته السابقة تبقى كما هي.',
  unblock: 'سيتمكن العميل من الحجز من جديد.',
} as const;

export interface CustomerDetailProps extends DetailScreenProps<CustomerDetailRecord> {
  orderHref: RecordHref;
  /** The orders list narrowed to this customer. */
  ordersHref: string;
  /** The edit form (absent: the admin may not edit). */
  editHref?: string;
  /** Blocks (with a reason) or unblocks (absent: the admin may not); rejects with the server's words. */
  onStatusAction?: (action: CustomerAction, reason?: string) => Promise<void>;
}

/** A customer: contact, status, figures and their newest orders. */
export function CustomerDetail({
  data,
  backHref,
  orderHref,
  ordersHref,
  editHref,
  onStatusAction,
  ...state
}: CustomerDetailProps) {
  const c = data?.customer;
  const actions: RecordAction[] = c
    ? actionsFrom(customerTransitions, c.status).map((action) => ({
        name: action,
        label: customerActionLabels[action],
        title: customerDetailCopy.title(customerActionLabels[action], c.name),
        describe: customerDetailCopy[action],
        tone: action === 'block' ? 'danger' : 'default',
        reasonLabel: customerTransitions[action].reasonRequired
          ? customerDetailCopy.blockedReason
          : undefined,
      }))
    : [];
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
              // Where the record came from, when known ("أُنشئ من الموقع": the booking form).
              ...(c.source
                ? [{ label: customersCopy.source, value: customerSourceLabels[c.source] }]
                : []),
            ]
          : []
      }
    >
      {c && (onStatusAction || editHref || c.blocked_reason) && (
        <div className="mb-6 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            {onStatusAction && (
              <RecordActions
                actions={actions}
                onRun={(action, input) => onStatusAction(action as CustomerAction, input.reason)}
              />
            )}
            {editHref && (
              <Link
                href={editHref}
                className="inline-flex min-h-9 items-center rounded-control border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:bg-sand-100"
              >
                {customerDetailCopy.edit}
              </Link>
            )}
          </div>
          {c.status === 'blocked' && c.blocked_reason && (
            <p className="text-sm text-ink">
              <span className="font-bold">{customerDetailCopy.blockedReason}: </span>
              {c.blocked_reason}
            </p>
          )}
        </div>
      )}
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
