import {
  actionsFrom,
  photographerActionLabels,
  photographerStatusLabels,
  photographerTransitions,
  reviewActionLabels,
  reviewTransitions,
  reviewVisibilityOf,
  serviceCategoryLabels,
  type PhotographerAction,
  type PhotographerDetail as PhotographerDetailRecord,
  type PhotographerFutureOrder,
  type ReviewAction,
} from '@laqta/contract';
import { clsx } from 'clsx';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { formatNumber, formatRating } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import {
  DetailView,
  RelatedTable,
  type DetailScreenProps,
  type RecordHref,
} from '../../DetailView';
import { photographerStatusTone, photographersCopy } from '../PhotographersScreen';
import { StatusPill } from '../../StatusPill';
import { RecordActions, type RecordAction, type RecordActionOutcome } from '../../RecordActions';

export const photographerDetailCopy = {
  back: 'العودة إلى المصورين',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  startingPrice: 'يبدأ من',
  bio: 'نبذة',
  joined: 'تاريخ الانضمام',
  reviews: 'تقييمات العملاء',
  noReviews: 'لا توجد تقييمات لهذا المصور بعد.',
  customer: 'العميل',
  order: 'الطلب',
  rating: 'التقييم',
  comment: 'التعليق',
  date: 'التاريخ',
  orders: 'طلبات المصور',
  stars: (n: number) => `${formatNumber(n)} من ٥`,
  edit: 'تعديل البيانات',
  statusReason: 'سبب الحالة',
  rejected: 'رُفض طلب الانضمام',
  reason: 'السبب',
  visibility: 'الظهور',
  hidden: 'مخفي',
  hiddenReason: (reason: string) => `أُخفي: ${reason}`,
  hideReason: 'سبب الإخفاء',
  rejectReason: 'سبب الرفض',
  suspendReason: 'سبب الإيقاف',
  actionTitle: (label: string, name: string) => `${label}: ${name}؟`,
  approve: 'سيُعتمد المصور ويظهر للعملاء ويمكن إسناد الطلبات إليه.',
  reject: 'سيُرفض طلب الانضمام ويخرج من طابور الاعتماد. يمكن إعادة تفعيله لاحقًا.',
  suspend: 'سيُوقف المصور ولن يظهر للعملاء ولن يُسند إليه أي طلب حتى يُعاد تفعيله.',
  reinstate: 'سيُعاد تفعيل المصور ويظهر للعملاء من جديد.',
  futureOrders: 'الطلبات المؤكدة القادمة',
  suspendAnyway: 'إيقاف رغم ذلك',
  hideReview: (customer: string) =>
    `سيُخفى تقييم ${customer} ولن يدخل في متوسط تقييم المصور ولا عدد تقييماته.`,
  showReview: (customer: string) =>
    `سيظهر تقييم ${customer} من جديد ويدخل في متوسط تقييم المصور وعدد تقييماته.`,
  reviewTitle: (label: string, customer: string) => `${label} تقييم ${customer}؟`,
} as const;

/** The server asks before suspending a photographer who has confirmed orders ahead. */
export interface PhotographerSuspensionQuestion {
  message: string;
  orders: readonly PhotographerFutureOrder[];
}

/** What a status action came to: done, or the suspension's question (answered with `confirmed`). */
export type PhotographerActionOutcome = void | { suspension: PhotographerSuspensionQuestion };

const photographerActionWords: Record<
  PhotographerAction,
  { describe: string; reasonLabel?: string; tone?: 'danger' }
> = {
  approve: { describe: photographerDetailCopy.approve },
  reject: {
    describe: photographerDetailCopy.reject,
    reasonLabel: photographerDetailCopy.rejectReason,
    tone: 'danger',
  },
  suspend: {
    describe: photographerDetailCopy.suspend,
    reasonLabel: photographerDetailCopy.suspendReason,
    tone: 'danger',
  },
  reinstate: { describe: photographerDetailCopy.reinstate },
};

export interface PhotographerDetailProps extends DetailScreenProps<PhotographerDetailRecord> {
  orderHref: RecordHref;
  /** The orders list narrowed to this photographer. */
  ordersHref: string;
  /** The edit form (absent: the admin may not edit). */
  editHref?: string;
  /**
   * Runs an action of the photographer's state machine (absent: the admin may not). Resolves when
   * done, with the suspension's question, or rejects with the server's Arabic message.
   */
  onStatusAction?: (
    action: PhotographerAction,
    input: { reason?: string; confirmed: boolean },
  ) => Promise<PhotographerActionOutcome>;
  /** Hides or shows a review (absent: the admin may not moderate). */
  onReviewAction?: (
    review: { id: number; updated_at: string },
    action: ReviewAction,
    reason?: string,
  ) => Promise<void>;
}

/** The confirmed orders ahead that a suspension leaves without a photographer. */
function FutureOrders({
  orders,
  orderHref,
}: {
  orders: readonly PhotographerFutureOrder[];
  orderHref: RecordHref;
}) {
  return (
    <div>
      <p className="font-semibold">{photographerDetailCopy.futureOrders}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap gap-x-2">
            <Link href={orderHref({ id: order.id })}>
              <span dir="ltr">{order.code}</span>
            </Link>
            <span>{order.customer_name}</span>
            <span>{order.service_name}</span>
            <DateText value={order.session_at} withTime />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A photographer: profile, figures and the newest reviews. */
export function PhotographerDetail({
  data,
  backHref,
  orderHref,
  ordersHref,
  editHref,
  onStatusAction,
  onReviewAction,
  ...state
}: PhotographerDetailProps) {
  const p = data?.photographer;
  const statusActions: RecordAction[] = p
    ? actionsFrom(photographerTransitions, p.status)
        .filter((action) => !(action === 'reject' && p.rejected_at !== null))
        .map((action) => ({
          name: action,
          label: photographerActionLabels[action],
          title: photographerDetailCopy.actionTitle(photographerActionLabels[action], p.name),
          ...photographerActionWords[action],
        }))
    : [];
  const runStatusAction = async (
    action: string,
    input: { reason?: string; confirmed: boolean },
  ): Promise<RecordActionOutcome> => {
    const outcome = await onStatusAction?.(action as PhotographerAction, input);
    if (!outcome) return;
    return {
      confirmation: {
        message: outcome.suspension.message,
        details: <FutureOrders orders={outcome.suspension.orders} orderHref={orderHref} />,
        confirmLabel: photographerDetailCopy.suspendAnyway,
      },
    };
  };
  return (
    <DetailView
      {...state}
      back={{ href: backHref, label: photographerDetailCopy.back }}
      title={p?.name}
      badge={
        p && (
          <StatusPill
            label={photographerStatusLabels[p.status]}
            tone={photographerStatusTone[p.status]}
          />
        )
      }
      fields={
        p && data
          ? [
              { label: photographerDetailCopy.email, value: p.email, ltr: true },
              { label: photographerDetailCopy.phone, value: p.phone, ltr: true },
              { label: photographersCopy.city, value: p.city },
              {
                label: photographersCopy.specialties,
                value: p.specialties.map((s) => serviceCategoryLabels[s]).join('، ') || '—',
              },
              {
                label: photographersCopy.rating,
                value:
                  p.rating_avg === null
                    ? photographersCopy.noRating
                    : `${formatRating(p.rating_avg)} (${formatNumber(p.reviews_count)})`,
              },
              {
                label: photographersCopy.completedOrders,
                value: formatNumber(p.completed_orders_count),
              },
              {
                label: photographerDetailCopy.startingPrice,
                value: formatMoney(p.starting_price, data.currency),
              },
              {
                label: photographerDetailCopy.joined,
                value: <DateText value={p.created_at} bothCalendars />,
              },
              { label: photographerDetailCopy.bio, value: p.bio || '—' },
            ]
          : []
      }
    >
      {p && (onStatusAction || editHref || p.status_reason) && (
        <div className="mb-6 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            {onStatusAction && <RecordActions actions={statusActions} onRun={runStatusAction} />}
            {editHref && (
              <Link
                href={editHref}
                className="inline-flex min-h-9 items-center rounded-control border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:bg-sand-100"
              >
                {photographerDetailCopy.edit}
              </Link>
            )}
          </div>
          {p.status_reason && (
            <p className="text-sm text-ink">
              <span className="font-bold">
                {p.rejected_at
                  ? photographerDetailCopy.rejected
                  : photographerDetailCopy.statusReason}
                :{' '}
              </span>
              {p.status_reason}
            </p>
          )}
        </div>
      )}
      {data && p && (
        <RelatedTable
          title={photographerDetailCopy.reviews}
          rows={data.reviews}
          rowKey={(r) => r.id}
          emptyText={photographerDetailCopy.noReviews}
          footer={<Link href={ordersHref}>{photographerDetailCopy.orders}</Link>}
          columns={[
            { header: photographerDetailCopy.customer, cell: (r) => r.customer_name },
            {
              header: photographerDetailCopy.order,
              cell: (r) => (
                <Link href={orderHref({ id: r.order_id })}>
                  <span dir="ltr">{r.order_code}</span>
                </Link>
              ),
            },
            {
              header: photographerDetailCopy.rating,
              cell: (r) => photographerDetailCopy.stars(r.rating),
            },
            {
              header: photographerDetailCopy.comment,
              cell: (r) => (
                <span className={clsx(r.hidden_at && 'text-ink-muted line-through')}>
                  {r.comment ?? '—'}
                </span>
              ),
            },
            { header: photographerDetailCopy.date, cell: (r) => <DateText value={r.created_at} /> },
            {
              header: photographerDetailCopy.visibility,
              cell: (r) => {
                const visibility = reviewVisibilityOf(r);
                return (
                  <div className="flex flex-col items-start gap-2">
                    {visibility === 'hidden' && (
                      <>
                        <StatusPill label={photographerDetailCopy.hidden} tone="danger" />
                        {r.hidden_reason && (
                          <span className="text-sm text-ink-muted">
                            {photographerDetailCopy.hiddenReason(r.hidden_reason)}
                          </span>
                        )}
                      </>
                    )}
                    {onReviewAction && (
                      <RecordActions
                        actions={actionsFrom(reviewTransitions, visibility).map((action) => ({
                          name: action,
                          label: reviewActionLabels[action],
                          title: photographerDetailCopy.reviewTitle(
                            reviewActionLabels[action],
                            r.customer_name,
                          ),
                          describe:
                            action === 'hide'
                              ? photographerDetailCopy.hideReview(r.customer_name)
                              : photographerDetailCopy.showReview(r.customer_name),
                          reasonLabel:
                            action === 'hide' ? photographerDetailCopy.hideReason : undefined,
                          tone: action === 'hide' ? 'danger' : 'default',
                        }))}
                        onRun={(action, input) =>
                          onReviewAction(r, action as ReviewAction, input.reason)
                        }
                      />
                    )}
                  </div>
                );
              },
            },
          ]}
        />
      )}
    </DetailView>
  );
}
