import { orderStatusLabels, orderStatuses, type DashboardStatistics } from '@laqta/contract';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { DashboardPanel, type DashboardPartState } from '../DashboardPanel';

export const statsListCopy = {
  title: 'الإحصائيات',
  emptyTitle: 'لا توجد بيانات بعد',
  emptyDescription: 'ستظهر هنا أعداد العملاء والمصورين والطلبات والإيرادات عند أول حجز.',
  revenueThisMonth: 'إيرادات هذا الشهر',
  revenueTotal: 'إجمالي الإيرادات',
  commissionThisMonth: 'عمولة المنصة هذا الشهر',
  commissionTotal: 'إجمالي عمولة المنصة',
  customers: 'العملاء',
  photographersApproved: 'المصورون المعتمدون',
  photographersPending: 'مصورون بانتظار الموافقة',
  ordersTotal: 'إجمالي الطلبات',
  ordersByStatus: (label: string) => `الطلبات (${label})`,
} as const;

export interface StatsListProps extends DashboardPartState {
  data?: DashboardStatistics;
}

interface Stat {
  label: string;
  value: string;
  /** Money figures get a wider tile and stronger type. */
  emphasis?: boolean;
}

function statsOf(data: DashboardStatistics): Stat[] {
  const money = (value: number) => formatMoney(value, data.currency);
  return [
    {
      label: statsListCopy.revenueThisMonth,
      value: money(data.revenue.this_month),
      emphasis: true,
    },
    { label: statsListCopy.revenueTotal, value: money(data.revenue.total), emphasis: true },
    {
      label: statsListCopy.commissionThisMonth,
      value: money(data.commission.this_month),
      emphasis: true,
    },
    { label: statsListCopy.commissionTotal, value: money(data.commission.total), emphasis: true },
    { label: statsListCopy.customers, value: formatNumber(data.customers) },
    {
      label: statsListCopy.photographersApproved,
      value: formatNumber(data.photographers.approved),
    },
    { label: statsListCopy.photographersPending, value: formatNumber(data.photographers.pending) },
    { label: statsListCopy.ordersTotal, value: formatNumber(data.orders.total) },
    ...orderStatuses.map((status) => ({
      label: statsListCopy.ordersByStatus(orderStatusLabels[status]),
      value: formatNumber(data.orders[status]),
    })),
  ];
}

/** The platform in figures: money first, then people, then orders by status. */
export function StatsList({ data, ...state }: StatsListProps) {
  const isEmpty =
    !data ||
    data.customers +
      data.photographers.approved +
      data.photographers.pending +
      data.photographers.suspended +
      data.orders.total ===
      0;
  return (
    <DashboardPanel
      title={statsListCopy.title}
      isEmpty={isEmpty}
      emptyTitle={statsListCopy.emptyTitle}
      emptyDescription={statsListCopy.emptyDescription}
      {...state}
    >
      {() => (
        <div className="@container">
          <dl className="grid grid-cols-1 gap-3 @sm:grid-cols-2 @3xl:grid-cols-4">
            {statsOf(data!).map((stat) => (
              <div
                key={stat.label}
                className={
                  stat.emphasis
                    ? 'rounded-control bg-brand-50 p-3'
                    : 'flex items-baseline justify-between gap-3 rounded-control bg-surface-muted px-3 py-2'
                }
              >
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd
                  className={
                    stat.emphasis ? 'mt-1 text-lg font-bold text-brand-800' : 'font-bold text-ink'
                  }
                >
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </DashboardPanel>
  );
}
