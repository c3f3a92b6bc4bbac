import type { Billboard } from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatNumber } from '../../../format/number';
import { Card } from '../../../primitives/Card';
import { DetailView, type DetailScreenProps } from '../../DetailView';
import {
  BillboardStateBadge,
  billboardsScreenCopy,
  billboardWindowText,
} from '../BillboardsScreen/BillboardsScreen';

export const billboardDetailCopy = {
  back: 'العودة إلى الإعلانات',
  switchedOn: 'التفعيل',
  sortOrder: 'ترتيب العرض',
  startsAt: 'يبدأ',
  endsAt: 'ينتهي',
} as const;

export interface BillboardDetailProps extends DetailScreenProps<Billboard> {
  /** The moment the state is judged against (today). */
  now?: Date;
}

/** `/admin/billboards/{id}`: one advertisement, its picture, link and window. */
export function BillboardDetail({
  data: billboard,
  loading,
  notFound,
  error,
  onRetry,
  backHref,
  now = new Date(),
}: BillboardDetailProps) {
  return (
    <DetailView
      title={billboard?.title}
      badge={billboard && <BillboardStateBadge billboard={billboard} now={now} />}
      back={{ href: backHref, label: billboardDetailCopy.back }}
      loading={loading}
      notFound={notFound}
      error={error}
      onRetry={onRetry}
      fields={
        billboard
          ? [
              { label: billboardsScreenCopy.window, value: billboardWindowText(billboard) },
              {
                label: billboardsScreenCopy.link,
                ltr: Boolean(billboard.link_url),
                value: billboard.link_url ? (
                  <a
                    href={billboard.link_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-brand-700 underline underline-offset-4"
                  >
                    {billboard.link_url}
                  </a>
                ) : (
                  billboardsScreenCopy.noLink
                ),
              },
              {
                label: billboardDetailCopy.switchedOn,
                value: billboard.is_active
                  ? billboardsScreenCopy.activeYes
                  : billboardsScreenCopy.activeNo,
              },
              {
                label: billboardDetailCopy.startsAt,
                value: <DateText value={billboard.starts_at} withTime bothCalendars />,
              },
              {
                label: billboardDetailCopy.endsAt,
                value: <DateText value={billboard.ends_at} withTime bothCalendars />,
              },
              { label: billboardDetailCopy.sortOrder, value: formatNumber(billboard.sort_order) },
            ]
          : []
      }
    >
      {billboard && (
        <Card title={billboardsScreenCopy.image}>
          <img
            src={billboard.image_url}
            alt={billboardsScreenCopy.imageAlt(billboard.title)}
            className="aspect-[8/3] w-full max-w-3xl rounded-card border border-line object-cover"
          />
        </Card>
      )}
    </DetailView>
  );
}
