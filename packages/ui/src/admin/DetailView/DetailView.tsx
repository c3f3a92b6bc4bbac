import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { Spinner } from '../../primitives/Spinner';

export const detailViewCopy = {
  loading: 'جاري تحميل التفاصيل',
  errorTitle: 'تعذّر تحميل التفاصيل',
  notFoundTitle: 'العنصر غير موجود',
  notFoundDescription: 'ربما حُذف أو أن الرابط غير صحيح.',
} as const;

/** What every detail screen receives from its route: the record once it is there, and its state. */
export interface DetailState<T> {
  data?: T;
  loading?: boolean;
  error?: string | null;
  notFound?: boolean;
  onRetry?: () => void;
}

/** Where a related record leads (its page), given the record (or at least its id). */
export type RecordHref = (record: { id: number }) => string;

/**
 * The one props contract of the detail screens: the record's state from the route and the way
 * back to its list. A screen adds the other links it shows as props (`orderHref`, `ordersHref`…),
 * so every path comes from the app, never from the screen.
 */
export interface DetailScreenProps<T> extends DetailState<T> {
  backHref: string;
}

export interface DetailField {
  label: string;
  value: ReactNode;
  /** Written left to right (e-mail, phone, code). */
  ltr?: boolean;
}

export interface DetailViewProps {
  /** The page's h1 (e.g. the customer's name); shown once the record is there. */
  title?: ReactNode;
  /** Shown beside the title (a status…). */
  badge?: ReactNode;
  back: { href: string; label: string };
  loading?: boolean;
  error?: string | null;
  notFound?: boolean;
  onRetry?: () => void;
  /** The record's fields. */
  fields?: DetailField[];
  /** Related records (sections under the fields). */
  children?: ReactNode;
}

/** The frame of every detail view: back link, title, the record's fields and related sections. */
export function DetailView({
  title,
  badge,
  back,
  loading,
  error,
  notFound,
  onRetry,
  fields = [],
  children,
}: DetailViewProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner size="lg" label={detailViewCopy.loading} />
      </div>
    );
  } else if (notFound) {
    body = (
      <EmptyState
        title={detailViewCopy.notFoundTitle}
        description={detailViewCopy.notFoundDescription}
        action={<Link href={back.href}>{back.label}</Link>}
      />
    );
  } else if (error) {
    body = (
      <ErrorWithRetry title={detailViewCopy.errorTitle} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-extrabold text-ink sm:text-3xl">
            {title}
          </h1>
          {badge}
        </div>
        <Card>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {fields.map((field) => (
              <div key={field.label} className="flex min-w-0 flex-col gap-1">
                <dt className="text-sm text-ink-muted">{field.label}</dt>
                <dd
                  className={clsx(
                    'min-w-0 break-words font-semibold text-ink',
                    field.ltr && 'ltr-value',
                  )}
                  dir={field.ltr ? 'ltr' : undefined}
                >
                  {field.value}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        {children}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={back.href}
        className="inline-flex w-fit items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
        {back.label}
      </Link>
      {body}
    </div>
  );
}
