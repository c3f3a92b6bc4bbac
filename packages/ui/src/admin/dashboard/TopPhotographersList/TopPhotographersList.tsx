import type { DashboardTopPhotographers } from '@laqta/contract';
import { Star } from 'lucide-react';
import { formatNumber, formatRating } from '../../../format/number';
import { UserAvatar } from '../../UserMenu/UserAvatar';
import { DashboardPanel, type DashboardPartState } from '../DashboardPanel';

export const topPhotographersCopy = {
  title: 'أفضل المصورين',
  emptyTitle: 'لا يوجد مصورون بطلبات مكتملة بعد',
  emptyDescription: 'يُرتَّب المصورون المعتمدون حسب عدد طلباتهم المكتملة ثم تقييمهم.',
  completedOrders: 'طلبات مكتملة',
  rating: 'التقييم',
  noRating: 'لا تقييمات',
} as const;

export interface TopPhotographersListProps extends DashboardPartState {
  data?: DashboardTopPhotographers;
}

/** Approved photographers ranked by completed orders, then rating. */
export function TopPhotographersList({ data, ...state }: TopPhotographersListProps) {
  return (
    <DashboardPanel
      title={topPhotographersCopy.title}
      isEmpty={!data || data.items.length === 0}
      emptyTitle={topPhotographersCopy.emptyTitle}
      emptyDescription={topPhotographersCopy.emptyDescription}
      {...state}
    >
      {() => (
        <ol className="flex flex-col divide-y divide-line">
          {data!.items.map((p, index) => (
            <li key={p.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="w-5 shrink-0 text-center text-sm font-bold text-ink-muted">
                {formatNumber(index + 1)}
              </span>
              <UserAvatar name={p.name} src={p.avatar_url} />
              <div className="min-w-0 flex-1">
                <p className="font-bold break-words text-ink">{p.name}</p>
                <p className="text-sm text-ink-muted">{p.city}</p>
              </div>
              <dl className="flex shrink-0 flex-col items-end gap-0.5 text-sm">
                <div className="flex gap-1">
                  <dt className="sr-only">{topPhotographersCopy.completedOrders}</dt>
                  <dd className="font-bold text-ink">
                    {formatNumber(p.completed_orders)}{' '}
                    <span className="font-normal text-ink-muted">
                      {topPhotographersCopy.completedOrders}
                    </span>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">{topPhotographersCopy.rating}</dt>
                  <dd className="flex items-center gap-1 text-ink">
                    {p.rating_avg === null ? (
                      <span className="text-ink-muted">{topPhotographersCopy.noRating}</span>
                    ) : (
                      <>
                        <Star className="size-3.5 fill-current text-brand-600" aria-hidden="true" />
                        {formatRating(p.rating_avg)}
                      </>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  );
}
