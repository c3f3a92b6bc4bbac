import {
  photographerStatusLabels,
  serviceCategoryLabels,
  type PhotographerDetail as PhotographerDetailRecord,
} from '@laqta/contract';
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
} as const;

export interface PhotographerDetailProps extends DetailScreenProps<PhotographerDetailRecord> {
  orderHref: RecordHref;
  /** The orders list narrowed to this photographer. */
  ordersHref: string;
}

/** A photographer: profile, figures and the newest reviews. */
export function PhotographerDetail({
  data,
  backHref,
  orderHref,
  ordersHref,
  ...state
}: PhotographerDetailProps) {
  const p = data?.photographer;
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
            { header: photographerDetailCopy.comment, cell: (r) => r.comment ?? '—' },
            { header: photographerDetailCopy.date, cell: (r) => <DateText value={r.created_at} /> },
          ]}
        />
      )}
    </DetailView>
  );
}
