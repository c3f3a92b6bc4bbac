import { auditActionLabels, type ActivityEvent } from '@laqta/contract';
import { History } from 'lucide-react';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import { Card } from '../../../primitives/Card';
import { DateText } from '../../../primitives/DateText/DateText';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { Spinner } from '../../../primitives/Spinner';
import { actorOf } from './actorName';
import { ChangeList } from './ChangeList';
import { describeChanges } from './describeChange';

export const historyTimelineCopy = {
  title: 'سجل التعديلات',
  loading: 'جاري تحميل سجل التعديلات',
  errorTitle: 'تعذّر تحميل سجل التعديلات',
  emptyTitle: 'لا تعديلات مسجّلة بعد',
  emptyDescription: 'يظهر هنا من عدّل هذا السجل ومتى وما الذي تغيّر.',
  reason: 'السبب',
  by: 'بواسطة',
  all: (total: number) => `عرض السجل كاملًا (${formatNumber(total)})`,
} as const;

export interface HistoryTimelineProps {
  /** The kind of record (`service`, `order`…), for the Arabic names of its fields. */
  entityType: string;
  /** Its events, newest first; undefined until they arrive. */
  events: readonly ActivityEvent[] | undefined;
  /** How many events the record has in all (more than `events` when only the latest are shown). */
  total?: number;
  /** The platform currency, for money values. */
  currency: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The record's whole history on the activity page, offered when `total` exceeds the shown. */
  allHref?: string;
}

/**
 * A record's history under its detail view: who did what and when, newest first, each change as
 * "field: before → after" in Arabic (statuses and switches in words, money as money).
 */
export function HistoryTimeline({
  entityType,
  events,
  total,
  currency,
  loading,
  error,
  onRetry,
  allHref,
}: HistoryTimelineProps) {
  let body;
  if (error) {
    body = (
      <ErrorWithRetry title={historyTimelineCopy.errorTitle} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  } else if (loading || !events) {
    body = (
      <div className="flex min-h-24 items-center justify-center">
        <Spinner label={historyTimelineCopy.loading} />
      </div>
    );
  } else if (events.length === 0) {
    body = (
      <EmptyState
        titleAs="h3"
        icon={<History className="size-7" />}
        title={historyTimelineCopy.emptyTitle}
        description={historyTimelineCopy.emptyDescription}
        className="py-6"
      />
    );
  } else {
    body = (
      <>
        <ol className="flex flex-col">
          {events.map((event) => (
            <TimelineEntry
              key={event.id}
              event={event}
              entityType={entityType}
              currency={currency}
            />
          ))}
        </ol>
        {allHref && total !== undefined && total > events.length && (
          <Link
            href={allHref}
            className="mt-3 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {historyTimelineCopy.all(total)}
          </Link>
        )}
      </>
    );
  }
  return (
    <Card as="section" title={historyTimelineCopy.title} aria-label={historyTimelineCopy.title}>
      {body}
    </Card>
  );
}

function TimelineEntry({
  event,
  entityType,
  currency,
}: {
  event: ActivityEvent;
  entityType: string;
  currency: string;
}) {
  const actor = actorOf(event);
  const changes = describeChanges(entityType, event.before, event.after);
  return (
    <li className="group relative flex gap-3 pb-5 last:pb-0">
      {/* The line joining one event to the next, under the dots. */}
      <span
        aria-hidden="true"
        className="absolute start-[0.3125rem] top-3 bottom-0 w-px bg-line group-last:hidden"
      />
      <span
        aria-hidden="true"
        className="relative mt-1.5 size-2.5 shrink-0 rounded-pill bg-brand-600 ring-4 ring-brand-50"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-bold text-ink">{auditActionLabels[event.action]}</span>
          <span className="text-sm text-ink-muted">
            {historyTimelineCopy.by} <span className="font-semibold text-ink">{actor.name}</span>
            {actor.triedEmail && (
              <>
                {' '}
                <span dir="ltr" className="ltr-value">
                  ({actor.triedEmail})
                </span>
              </>
            )}
          </span>
          <DateText value={event.created_at} withTime className="text-sm text-ink-muted" />
        </p>
        <ChangeList changes={changes} currency={currency} />
        {event.reason && (
          <p className="text-sm text-ink">
            <span className="font-semibold text-ink-muted">{historyTimelineCopy.reason}: </span>
            {event.reason}
          </p>
        )}
      </div>
    </li>
  );
}
