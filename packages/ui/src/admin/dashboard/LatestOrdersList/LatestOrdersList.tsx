import { adminPaths } from '@laqta/contract';
import type { DashboardLatestOrders } from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { Link } from '../../../navigation/Link';
import { OrderStatusPill } from '../../orders/OrderStatusPill';
import { DashboardPanel, type DashboardPartState } from '../DashboardPanel';

export const latestOrdersCopy = {
  title: 'أحدث الطلبات',
  allOrders: 'عرض كل الطلبات',
  emptyTitle: 'لا توجد طلبات بعد',
  emptyDescription: 'تظهر هنا أحدث الحجوزات فور وصولها.',
  customer: 'العميل',
  photographer: 'المصور',
  unassigned: 'لم يُعيَّن مصور بعد',
  service: 'الخدمة',
  price: 'السعر',
  date: 'تاريخ الطلب',
} as const;

/** Where the full orders list lives (the side menu's "ادارة الطلبات"). */
export const ORDERS_PATH = adminPaths.pages.orders;

export interface LatestOrdersListProps extends DashboardPartState {
  data?: DashboardLatestOrders;
}

/** The newest bookings: code, status, customer, photographer, service, price and date. */
export function LatestOrdersList({ data, ...state }: LatestOrdersListProps) {
  return (
    <DashboardPanel
      title={latestOrdersCopy.title}
      actions={<Link href={ORDERS_PATH}>{latestOrdersCopy.allOrders}</Link>}
      isEmpty={!data || data.items.length === 0}
      emptyTitle={latestOrdersCopy.emptyTitle}
      emptyDescription={latestOrdersCopy.emptyDescription}
      {...state}
    >
      {() => (
        <ul className="flex flex-col divide-y divide-line">
          {data!.items.map((order) => (
            <li key={order.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold text-ink" dir="ltr">
                  {order.code}
                </span>
                <OrderStatusPill status={order.status} />
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
                <div className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-ink-muted">{latestOrdersCopy.customer}:</dt>
                  <dd className="min-w-0 break-words text-ink">{order.customer.name}</dd>
                </div>
                <div className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-ink-muted">{latestOrdersCopy.photographer}:</dt>
                  <dd className="min-w-0 break-words text-ink">
                    {order.photographer?.name ?? (
                      <span className="text-ink-muted">{latestOrdersCopy.unassigned}</span>
                    )}
                  </dd>
                </div>
                <div className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-ink-muted">{latestOrdersCopy.service}:</dt>
                  <dd className="min-w-0 break-words text-ink">{order.service.name}</dd>
                </div>
                <div className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-ink-muted">{latestOrdersCopy.price}:</dt>
                  <dd className="font-bold text-ink">{formatMoney(order.price, data!.currency)}</dd>
                </div>
                <div className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-ink-muted">{latestOrdersCopy.date}:</dt>
                  <dd className="text-ink">
                    <DateText value={order.created_at} withTime />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
