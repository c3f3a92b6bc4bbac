import {
  actionsFrom,
  billboardActionLabels,
  billboardTransitions,
  type Billboard,
  type BillboardAction,
} from '@laqta/contract';
import { Link } from '../../../navigation/Link';
import { RecordActions } from '../../RecordActions';
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
  edit: 'تعديل الإعلان',
  title: (label: string, name: string) => `${label}: ${name}؟`,
  activate: 'سيظهر الإعلان في الصفحة الرئيسية خلال فترة عرضه.',
  deactivate: 'سيختفي الإعلان من الصفحة الرئيسية حتى يُفعَّل من جديد.',
} as const;

export interface BillboardDetailProps extends DetailScreenProps<Billboard> {
  /** The moment the state is judged against (today). */
  now?: Date;
  /** The edit form (absent: the admin may not edit). */
  editHref?: string;
  /** Activates or deactivates (absent: the admin may not); rejects with the server's words. */
  onStatusAction?: (action: BillboardAction) => Promise<void>;
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
  editHref,
  onStatusAction,
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
      {billboard && (onStatusAction || editHref) && (
        <div className="mb-6 flex flex-wrap items-center gap-2">
          {onStatusAction && (
            <RecordActions
              actions={actionsFrom(
                billboardTransitions,
                billboard.is_active ? 'active' : 'inactive',
              ).map((action) => ({
                name: action,
                label: billboardActionLabels[action],
                title: billboardDetailCopy.title(billboardActionLabels[action], billboard.title),
                describe: billboardDetailCopy[action],
                tone: action === 'deactivate' ? 'danger' : 'default',
              }))}
              onRun={(action) => onStatusAction(action as BillboardAction)}
            />
          )}
          {editHref && (
            <Link
              href={editHref}
              className="inline-flex min-h-9 items-center rounded-control border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:bg-sand-100"
            >
              {billboardDetailCopy.edit}
            </Link>
          )}
        </div>
      )}
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
