import type { DashboardTopIncomePhotographer } from '@laqta/contract';
import { Star } from 'lucide-react';
import { formatMonthYear } from '../../../format/date';
import { formatMoney } from '../../../format/money';
import { formatNumber, formatRating } from '../../../format/number';
import { UserAvatar } from '../../UserMenu/UserAvatar';
import { DashboardPanel, type DashboardPartState } from '../DashboardPanel';

export const topIncomeCopy = {
  title: 'المصور الأعلى دخلًا هذا الشهر',
  emptyTitle: 'لا مستحقات مدفوعة للمصورين هذا الشهر بعد',
  emptyDescription: 'يظهر هنا المصور صاحب أعلى مستحقات مدفوعة في الشهر الحالي.',
  income: (month: string) => `دخله في ${month}`,
  payouts: 'عدد التحويلات',
  completedOrders: 'الطلبات المكتملة',
  rating: 'التقييم',
  noRating: 'لا تقييمات بعد',
  reviews: (count: string) => `(${count} تقييم)`,
} as const;

export interface TopIncomePhotographerCardProps extends DashboardPartState {
  data?: DashboardTopIncomePhotographer;
}

/** Who earned the most this month (succeeded payouts), with the amount and their record. */
export function TopIncomePhotographerCard({ data, ...state }: TopIncomePhotographerCardProps) {
  return (
    <DashboardPanel
      title={topIncomeCopy.title}
      isEmpty={!data?.photographer}
      emptyTitle={topIncomeCopy.emptyTitle}
      emptyDescription={topIncomeCopy.emptyDescription}
      {...state}
    >
      {() => {
        const { photographer, income, payouts, currency, month } = data!;
        const p = photographer!;
        return (
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <UserAvatar name={p.name} src={p.avatar_url} className="size-14 text-lg" />
              <div className="min-w-0">
                <h3 className="text-lg font-bold break-words text-ink">{p.name}</h3>
                <p className="text-sm text-ink-muted">{p.city}</p>
              </div>
            </div>
            <div className="rounded-control bg-brand-50 p-4">
              <p className="text-sm text-ink-muted">
                {topIncomeCopy.income(formatMonthYear(month))}
              </p>
              <p className="text-2xl font-extrabold text-brand-800">
                {formatMoney(income, currency)}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-ink-muted">{topIncomeCopy.payouts}</dt>
                <dd className="font-bold text-ink">{formatNumber(payouts)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{topIncomeCopy.completedOrders}</dt>
                <dd className="font-bold text-ink">{formatNumber(p.completed_orders)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-ink-muted">{topIncomeCopy.rating}</dt>
                <dd className="flex items-center gap-1 font-bold text-ink">
                  {p.rating_avg === null ? (
                    topIncomeCopy.noRating
                  ) : (
                    <>
                      <Star className="size-4 fill-current text-brand-600" aria-hidden="true" />
                      {formatRating(p.rating_avg)}
                      <span className="font-normal text-ink-muted">
                        {topIncomeCopy.reviews(formatNumber(p.reviews_count))}
                      </span>
                    </>
                  )}
                </dd>
              </div>
            </dl>
          </div>
        );
      }}
    </DashboardPanel>
  );
}
