import { useDirection } from '@radix-ui/react-direction';
import type { DashboardMonth, DashboardMonthlySeries } from '@laqta/contract';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMonth, formatMonthYear } from '../../../format/date';
import { formatMoney } from '../../../format/money';
import { formatCompactNumber, formatNumber } from '../../../format/number';
import { DashboardPanel, type DashboardPartState } from '../DashboardPanel';

export const revenueChartCopy = {
  title: 'الطلبات والإيرادات خلال آخر ١٢ شهرًا',
  revenue: 'الإيرادات',
  orders: 'الطلبات',
  month: 'الشهر',
  emptyTitle: 'لا طلبات ولا إيرادات في آخر ١٢ شهرًا',
  emptyDescription: 'يظهر الرسم عند أول طلب أو دفعة.',
  tableCaption: 'الطلبات والإيرادات لكل شهر',
} as const;

/** Theme colours (theme.css): revenue in the brand copper, orders in the info blue. */
const REVENUE_COLOUR = 'var(--color-brand-500)';
const ORDERS_COLOUR = 'var(--color-info-700)';

export interface RevenueChartProps extends DashboardPartState {
  data?: DashboardMonthlySeries;
}

function MonthTooltip({
  active,
  payload,
  currency,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  currency: string;
}) {
  const month = payload?.[0]?.payload as DashboardMonth | undefined;
  if (!active || !month) return null;
  return (
    <div className="rounded-control border border-line bg-surface px-3 py-2 text-sm shadow-raised">
      <p className="mb-1 font-bold text-ink">{formatMonthYear(month.month)}</p>
      <p className="flex items-center gap-2 text-ink">
        <span
          className="size-2.5 rounded-pill"
          style={{ background: REVENUE_COLOUR }}
          aria-hidden="true"
        />
        {revenueChartCopy.revenue}: <strong>{formatMoney(month.revenue, currency)}</strong>
      </p>
      <p className="flex items-center gap-2 text-ink">
        <span
          className="size-2.5 rounded-pill"
          style={{ background: ORDERS_COLOUR }}
          aria-hidden="true"
        />
        {revenueChartCopy.orders}: <strong>{formatNumber(month.orders)}</strong>
      </p>
    </div>
  );
}

/**
 * Orders (line) and revenue (bars) per month. In RTL pages time runs from right to left:
 * the month axis is reversed, the money axis stands on the right and the tooltip opens towards the
 * left. Screen readers get the same figures as a table.
 */
export function RevenueChart({ data, ...state }: RevenueChartProps) {
  const rtl = useDirection() === 'rtl';
  const isEmpty = !data || data.months.every((m) => m.orders === 0 && m.revenue === 0);
  return (
    <DashboardPanel
      title={revenueChartCopy.title}
      isEmpty={isEmpty}
      emptyTitle={revenueChartCopy.emptyTitle}
      emptyDescription={revenueChartCopy.emptyDescription}
      {...state}
    >
      {() => {
        const { months, currency } = data!;
        return (
          <>
            <ul className="mb-3 flex flex-wrap gap-4 text-sm text-ink-muted" aria-hidden="true">
              <li className="flex items-center gap-2">
                <span className="size-3 rounded-sm" style={{ background: REVENUE_COLOUR }} />
                {revenueChartCopy.revenue}
              </li>
              <li className="flex items-center gap-2">
                <span className="h-0.5 w-4" style={{ background: ORDERS_COLOUR }} />
                {revenueChartCopy.orders}
              </li>
            </ul>
            <div className="h-72 w-full" data-testid="revenue-chart">
              <ResponsiveContainer width="100%" height="100%">
                {/* Focusable (recharts' accessibility layer): the arrow keys move the tooltip month by month. */}
                <ComposedChart
                  data={months}
                  margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
                  title={revenueChartCopy.title}
                  accessibilityLayer
                >
                  <CartesianGrid stroke="var(--color-line)" vertical={false} />
                  <XAxis
                    dataKey="month"
                    reversed={rtl}
                    tickFormatter={formatMonth}
                    tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
                    interval="preserveStartEnd"
                    tickMargin={8}
                  />
                  <YAxis
                    yAxisId="revenue"
                    orientation={rtl ? 'right' : 'left'}
                    // SVG text anchors follow the page direction ("end" is the left end in RTL), so
                    // each axis keeps one anchor in both directions to keep its labels outside the plot.
                    textAnchor="end"
                    tickFormatter={(value: number) =>
                      formatMoney(value, currency, { compact: true })
                    }
                    tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
                    width={84}
                  />
                  <YAxis
                    yAxisId="orders"
                    orientation={rtl ? 'left' : 'right'}
                    textAnchor="start"
                    allowDecimals={false}
                    tickFormatter={formatCompactNumber}
                    tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
                    width={48}
                  />
                  <Tooltip
                    content={({ active, payload }) => (
                      <MonthTooltip active={active} payload={payload} currency={currency} />
                    )}
                    reverseDirection={{ x: rtl }}
                    cursor={{ fill: 'var(--color-sand-100)' }}
                  />
                  <Bar
                    yAxisId="revenue"
                    dataKey="revenue"
                    name={revenueChartCopy.revenue}
                    fill={REVENUE_COLOUR}
                    radius={[4, 4, 0, 0]}
                    isAnimationActive={false}
                  />
                  <Line
                    yAxisId="orders"
                    dataKey="orders"
                    name={revenueChartCopy.orders}
                    stroke={ORDERS_COLOUR}
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    isAnimationActive={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </div>
            <table className="sr-only">
              <caption>{revenueChartCopy.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{revenueChartCopy.month}</th>
                  <th scope="col">{revenueChartCopy.orders}</th>
                  <th scope="col">{revenueChartCopy.revenue}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{formatMonthYear(m.month)}</th>
                    <td>{formatNumber(m.orders)}</td>
                    <td>{formatMoney(m.revenue, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        );
      }}
    </DashboardPanel>
  );
}
