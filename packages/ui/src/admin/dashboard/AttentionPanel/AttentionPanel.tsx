import {
  orderAttentionKeys,
  orderAttentionLabels,
  payoutsDueLabel,
  type DashboardAttention,
  type OrderAttentionKey,
} from '@laqta/contract';
import { clsx } from 'clsx';
import {
  AlertTriangle,
  Ban,
  CalendarClock,
  Hourglass,
  Inbox,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import { DashboardPanel, type DashboardPartState } from '../DashboardPanel';

export const attentionPanelCopy = {
  title: 'بحاجة إلى متابعة',
  allClear: 'لا شيء بحاجة إلى متابعة الآن',
  allClearDescription:
    'لا طلبات جديدة أو متأخرة بانتظار التأكيد، ولا جلسات قريبة بلا مصور، ولا إلغاءات اليوم، ولا مستحقات بانتظار الصرف.',
  open: 'عرض',
  payoutsAmount: (amount: string) => `بإجمالي ${amount}`,
} as const;

export interface AttentionPanelProps extends DashboardPartState {
  data?: DashboardAttention;
  /** The orders list filtered by one rule (`?attention=<key>`). */
  ordersHref: (key: OrderAttentionKey) => string;
  /** The payout queue. */
  payoutsHref: string;
}

const icons: Record<OrderAttentionKey, LucideIcon> = {
  pending_new: Inbox,
  pending_overdue: Hourglass,
  unassigned_soon: CalendarClock,
  cancelled_today: Ban,
};

interface Item {
  key: string;
  label: string;
  count: number;
  detail?: string;
  href: string;
  icon: LucideIcon;
}

/**
 * The dashboard's "needs attention" panel: new requests waiting to be confirmed (under 24 h),
 * orders pending for more than 24 h, confirmed ones with
 * no photographer and the session within 48 h, today's cancellations and the payouts due, each a
 * link to the list filtered by the same rule. A rule with nothing to show stays, muted, at zero.
 */
export function AttentionPanel({ data, ordersHref, payoutsHref, ...state }: AttentionPanelProps) {
  const items: Item[] = data
    ? [
        ...orderAttentionKeys.map((key) => ({
          key,
          label: orderAttentionLabels[key],
          count: data.orders[key],
          href: ordersHref(key),
          icon: icons[key],
        })),
        {
          key: 'payouts_due',
          label: payoutsDueLabel,
          count: data.payouts_due.count,
          detail: attentionPanelCopy.payoutsAmount(
            formatMoney(data.payouts_due.amount, data.currency),
          ),
          href: payoutsHref,
          icon: Wallet,
        },
      ]
    : [];
  return (
    <DashboardPanel
      title={attentionPanelCopy.title}
      isEmpty={items.every((item) => item.count === 0)}
      emptyTitle={attentionPanelCopy.allClear}
      emptyDescription={attentionPanelCopy.allClearDescription}
      {...state}
    >
      {() => (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {items.map(({ key, label, count, detail, href, icon: Icon }) => {
            const urgent = count > 0;
            return (
              <li key={key}>
                <Link
                  href={href}
                  className={clsx(
                    'flex h-full items-start gap-3 rounded-control border p-4 no-underline hover:bg-sand-50',
                    urgent ? 'border-brand-200' : 'border-line',
                  )}
                >
                  <Icon
                    className={clsx(
                      'mt-1 size-6 shrink-0',
                      urgent ? 'text-brand-700' : 'text-ink-muted',
                    )}
                    aria-hidden="true"
                  />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span
                      className={clsx(
                        'text-2xl font-extrabold',
                        urgent ? 'text-ink' : 'text-ink-muted',
                      )}
                    >
                      {formatNumber(count)}
                    </span>
                    <span className="text-sm text-ink">{label}</span>
                    {detail && <span className="text-sm font-semibold text-ink">{detail}</span>}
                  </span>
                  {urgent && key === 'unassigned_soon' && (
                    <AlertTriangle
                      className="ms-auto size-5 shrink-0 text-danger-700"
                      aria-hidden="true"
                    />
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardPanel>
  );
}
